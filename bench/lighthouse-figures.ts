// Lighthouse's figures per page and how runs become one figure (pure: the unit tests load it without Chrome).

/**
 * `mainThreadWallMs` and `mainThreadCpuMs` (decision 273): the page's main-thread tasks in the trace Lighthouse
 * computed from, their wall time (what Lantern multiplies) and the thread's CPU time in them; absent from reports
 * written before them and from a run whose trace had no thread times.
 */
export type LighthouseFigures = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKbBr: number;
  mainThreadWallMs?: number;
  mainThreadCpuMs?: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Each figure the median of its own values over the runs that measured the page (a run Lighthouse could not
 * finish, with no LCP, stays in `runs` for the report but is no figure: it would make every median NaN).
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const measured = runs.filter((r) => Number.isFinite(r.lcpMs));
  const counted = measured.length > 0 ? measured : runs;
  const of = (key: "score" | "lcpMs" | "tbtMs" | "cls" | "scriptKbBr") => median(counted.map((r) => r[key]));
  const figures: LighthouseFigures = { score: of("score"), lcpMs: of("lcpMs"), tbtMs: of("tbtMs"), cls: of("cls"), scriptKbBr: of("scriptKbBr") };
  // The main thread's times only when every counted run has them: a median of some runs would be another sample.
  const wall = counted.map((r) => r.mainThreadWallMs);
  const cpu = counted.map((r) => r.mainThreadCpuMs);
  if (wall.every((x): x is number => x !== undefined) && cpu.every((x): x is number => x !== undefined))
    return { ...figures, mainThreadWallMs: median(wall), mainThreadCpuMs: median(cpu) };
  return figures;
}
