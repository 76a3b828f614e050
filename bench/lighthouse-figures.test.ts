import { medianFigures } from "./lighthouse-figures";

const run = (lcpMs: number, score = 100) => ({ score, lcpMs, tbtMs: lcpMs / 10, cls: 0, scriptKbBr: 22.8 });

test("each figure is the median of the runs that measured the page; a run without figures is left out", () => {
  expect(medianFigures([run(1246), run(NaN, 0), run(1326)])).toEqual({ score: 100, lcpMs: 1326, tbtMs: 132.6, cls: 0, scriptKbBr: 22.8 });
  expect(medianFigures([run(900, 99), run(1100, 100), run(1000, 98)])).toEqual({ score: 99, lcpMs: 1000, tbtMs: 100, cls: 0, scriptKbBr: 22.8 });
});
