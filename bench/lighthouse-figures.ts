// Lighthouse's figures per page and how runs become one figure (pure: the unit tests load it without Chrome).

export type LighthouseFigures = { score: number; lcpMs: number; tbtMs: number; cls: number; scriptKbBr: number };

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
  const of = (key: keyof LighthouseFigures) => median((measured.length > 0 ? measured : runs).map((r) => r[key]));
  return { score: of("score"), lcpMs: of("lcpMs"), tbtMs: of("tbtMs"), cls: of("cls"), scriptKbBr: of("scriptKbBr") };
}
