import { medianFigures } from "./lighthouse-figures";

const run = (lcpMs: number, score = 100) => ({ score, lcpMs, tbtMs: lcpMs / 10, cls: 0, scriptKbBr: 22.8 });

test("each figure is the median of the runs that measured the page; a run without figures is left out", () => {
  expect(medianFigures([run(1246), run(NaN, 0), run(1326)])).toEqual({ score: 100, lcpMs: 1326, tbtMs: 132.6, cls: 0, scriptKbBr: 22.8 });
  expect(medianFigures([run(900, 99), run(1100, 100), run(1000, 98)])).toEqual({ score: 99, lcpMs: 1000, tbtMs: 100, cls: 0, scriptKbBr: 22.8 });
});

test("the main thread's wall and CPU times are medians too, and only when every counted run has them", () => {
  const timed = (lcpMs: number, mainThreadWallMs: number, mainThreadCpuMs: number) => ({ ...run(lcpMs), mainThreadWallMs, mainThreadCpuMs });
  expect(medianFigures([timed(900, 850, 390), timed(1000, 1150, 510), timed(950, 900, 400), run(NaN, 0)])).toEqual({
    score: 100,
    lcpMs: 950,
    tbtMs: 95,
    cls: 0,
    scriptKbBr: 22.8,
    mainThreadWallMs: 900,
    mainThreadCpuMs: 400,
  });
  expect(medianFigures([timed(900, 850, 390), run(1000)])).toEqual({ score: 100, lcpMs: 1000, tbtMs: 100, cls: 0, scriptKbBr: 22.8 });
});
