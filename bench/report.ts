import type { LighthouseFigures } from "./lighthouse";
import type { PageScripts } from "./js-bytes";
import type { LoadReport } from "./load";
import { renderLoad } from "./load-report";

/** Targets of issue 8: reported against, never asserted. */
export const TARGETS = {
  contentJsKbGz: 100,
  contentLighthouse: 98,
  accountLighthouse: 90,
  lcpMs: 1200,
  cls: 0,
  fullBuildMs: 90_000,
  searchMedianMs: 5,
};

type Report = {
  date: string;
  revision?: { commit: string; dirty: boolean };
  machine: { cores: number; node: string; loadAtStart?: number[]; loadAtEnd?: number[] };
  steps?: Array<{ name: string; ms: number; loadStart: number; loadEnd: number }>;
  build: { fullBuildMs: number; pages: number; referenceBuildMs: number };
  scripts: { pages: PageScripts[]; reference?: PageScripts };
  lighthouse: { pages: Record<string, LighthouseFigures & { path: string }>; reference: LighthouseFigures & { path: string } };
  scale: { articlesPerLanguage: number; pages: number; fullBuildMs: number; msPerPage: number; incrementalBuildMs: number } | { error: string };
  search?:
    | { medianMs: number; p95Ms: number; indexKbGz: Record<string, number>; indexBuildMs?: Record<string, number>; articles: number; queries?: number }
    | { error: string };
  load?: LoadReport;
  benchMs: number;
};

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ratio = (ours: number, ref: number) => (ref ? `${(ours / ref).toFixed(2)}×` : "n/a");
/** Our figure with the reference's beside it: "1500 ms (ref 900 ms, 1.67×)"; a zero reference gives the difference. */
export const beside = (ours: number, ref: number, unit = "") =>
  Number.isNaN(ref)
    ? `${ours}${unit} (ref not measured)`
    : `${ours}${unit} (ref ${ref}${unit}, ${ref ? ratio(ours, ref) : `${ours - ref >= 0 ? "+" : ""}${Number((ours - ref).toFixed(3))}`})`;

/** "met", or by how much a figure misses its target. */
export function verdict(value: number, target: number, higherIsBetter: boolean, unit = ""): string {
  if (Number.isNaN(value)) return "not measured";
  const met = higherIsBetter ? value >= target : value <= target;
  if (met) return "met";
  const by = Math.abs(value - target);
  return `missed by ${Number(by.toFixed(3))}${unit}`;
}

/** The machine's load, said plainly: every time and score below was measured under it. */
export function machineLoad(r: Pick<Report, "machine">): string[] {
  const { loadAtStart: start, loadAtEnd: end, cores } = r.machine;
  if (!start || !end) return [];
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");
  return [
    `**Machine load:** load average (1 / 5 / 15 min) ${fmt(start)} at the start and ${fmt(end)} at the end, on ${cores} cores shared with other engineers' builds and tests. A load above ${cores} means processes were waiting for a core: build times, TBT and scores below are worse than on a quiet machine by an amount this run cannot separate out. The per-step table at the end gives the load around each step.`,
    ``,
  ];
}

export function renderReport(r: Report): string {
  const ref = r.lighthouse.reference;
  const refJs = r.scripts.reference?.jsKbGz ?? NaN;
  const lines = [
    `# Bench report`,
    ``,
    `${r.date}, ${r.machine.cores} cores, Node ${r.machine.node}${r.revision ? `, commit ${r.revision.commit}${r.revision.dirty ? " with uncommitted changes" : ""}` : ""}. The reference is a bare one-page Gatsby 5 + React 19 site built and served by the bench on the same machine in the same run.`,
    ``,
    ...machineLoad(r),
    `## Lighthouse 13 (mobile, simulated throttling; median of 3 runs)`,
    ``,
    `Each figure is ours with the bare-Gatsby reference page's beside it (ref value, ours ÷ ref).`,
    ``,
    `| page | path | score | LCP | TBT | CLS | script KB gz | verdict |`,
    `|---|---|---|---|---|---|---|---|`,
    ...Object.entries(r.lighthouse.pages).map(([name, p]) => {
      const target = name === "account dashboard" ? 90 : 98;
      const v = [verdict(p.score, target, true, " points"), verdict(p.lcpMs, 1200, false, " ms LCP"), verdict(p.cls, 0, false, " CLS")].filter(
        (x) => x !== "met",
      );
      return `| ${name} | \`${p.path}\` | ${beside(p.score, ref.score)} | ${beside(p.lcpMs, ref.lcpMs, " ms")} | ${beside(p.tbtMs, ref.tbtMs, " ms")} | ${beside(p.cls, ref.cls)} | ${beside(p.scriptKbGz, ref.scriptKbGz)} | ${v.length ? v.join("; ") : "met"} |`;
    }),
    `| **reference** | \`/\` | ${ref.score} | ${ref.lcpMs} ms | ${ref.tbtMs} ms | ${ref.cls} | ${ref.scriptKbGz} | |`,
    ``,
    `## JavaScript per page kind (compressed bytes actually fetched, no throttling)`,
    ``,
    `| kind | path | JS KB gz | vs reference | account/checkout code loaded | verdict (≤ ${TARGETS.contentJsKbGz} KB and ≤ reference) |`,
    `|---|---|---|---|---|---|`,
    ...r.scripts.pages.map((p) => {
      const content = !p.kind.startsWith("account");
      const v = content
        ? [
            verdict(p.jsKbGz, TARGETS.contentJsKbGz, false, " KB"),
            verdict(p.jsKbGz, refJs, false, " KB over reference"),
            p.clientAppFiles.length ? "client-app code on a content page" : "met",
          ].filter((x) => x !== "met")
        : ["(client app)"];
      return `| ${p.kind} | \`${p.path}\` | ${p.jsKbGz} | ${ratio(p.jsKbGz, refJs)} | ${p.clientAppFiles.length ? p.clientAppFiles.join(", ") : "none"} | ${v.length ? v.join("; ") : "met"} |`;
    }),
    `| **reference** | \`/\` | ${refJs} | 1.00× | | |`,
    ``,
    `## Build`,
    ``,
    `- Full build of the seed (clean cache): ${s(r.build.fullBuildMs)} for ${r.build.pages} pages (${verdict(r.build.fullBuildMs / 1000, TARGETS.fullBuildMs / 1000, false, " s")} against ≤ ${TARGETS.fullBuildMs / 1000} s); reference site (1 page): ${s(r.build.referenceBuildMs)} (ours ${ratio(r.build.fullBuildMs, r.build.referenceBuildMs)}).`,
    "error" in r.scale
      ? `- Scale run failed: ${r.scale.error}`
      : `- Scale run, ${r.scale.articlesPerLanguage} help articles per language: ${s(r.scale.fullBuildMs)} for ${r.scale.pages} pages (${r.scale.msPerPage} ms a page); incremental rebuild after one article edit: ${s(r.scale.incrementalBuildMs)}.`,
    ``,
    `## Help search`,
    ``,
    !r.search
      ? `- Not measured in this run.`
      : "error" in r.search
        ? `- Failed: ${r.search.error}`
        : `- ${r.search.articles} articles per language${r.search.queries ? `, ${r.search.queries} queries` : ""}: median ${r.search.medianMs} ms, p95 ${r.search.p95Ms} ms (${verdict(r.search.medianMs, TARGETS.searchMedianMs, false, " ms")} against ≤ ${TARGETS.searchMedianMs} ms); index size gz: ${Object.entries(
            r.search.indexKbGz,
          )
            .map(([l, kb]) => `${l} ${kb} KB`)
            .join(", ")}${
            r.search.indexBuildMs
              ? `; building the trigram index once per page visit: ${Object.entries(r.search.indexBuildMs)
                  .map(([l, ms]) => `${l} ${ms} ms`)
                  .join(", ")}`
              : ""
          }. The bare-Gatsby reference has no search: no reference figure.`,
    ``,
    ...renderLoad(r.load),
    "error" in r.scale && r.scale.error.startsWith("not finished")
      ? `The bench had run ${s(r.benchMs)} when this report was written; the scale run had not finished.`
      : `Bench took ${s(r.benchMs)} (issue 8: under 15 minutes; ${verdict(r.benchMs / 1000, 900, false, " s")}).`,
    ...(r.steps?.length
      ? [
          ``,
          `| step | time | load average (1 min) at start → end |`,
          `|---|---|---|`,
          ...r.steps.map((x) => `| ${x.name} | ${s(x.ms)} | ${x.loadStart} → ${x.loadEnd} |`),
        ]
      : []),
    ``,
  ];
  return lines.join("\n");
}
