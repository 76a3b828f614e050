import type { LighthouseFigures } from "./lighthouse";
import type { PageScripts } from "./js-bytes";
import type { LoadReport } from "./load";
import { renderLoad } from "./load-report";
import type { ShardFigures } from "./search";
import { renderSlowCpu, type SlowCpuReport } from "./slow-cpu";
import type { PublishToLiveFigures } from "./publish-to-live";

/** Targets of issue 14 (and issue 8's build and search-latency targets): reported against, never asserted. */
export const TARGETS = {
  /** Script a content page loads before any interaction, KB brotli, at 390×844 and 1280×800. */
  contentScriptKbBefore: 10,
  /** The same page after its islands are used, KB. */
  contentScriptKbAfterUse: 100,
  contentLighthouse: 100,
  contentLcpMs: 800,
  contentTbtMs: 30,
  contentCls: 0,
  /** Help search at 2,000 articles per language: KB fetched for one query; ms including fetches. */
  searchKbPerQuery: 60,
  searchQueryMs: 50,
  accountLcpMs: 1500,
  accountLighthouse: 95,
  fullBuildMs: 90_000,
  searchMedianMs: 5,
  /** Issue 35, at 2,000 help articles per language: webhook received → the page served with the new title. */
  publishToLiveMs: 15_000,
};

/** Issue 14's "today" column (the build of main when the issue was filed), shown beside each target. */
export const BEFORE_ISSUE_14 = {
  scriptBefore: "150-160 KB gz",
  scriptAfterUse: "190 KB",
  lighthouse: "97-99",
  lcpTbtCls: "0.85-0.91 s / 124-192 ms / 0",
  search: "whole index (793 KB gz); 0.1 ms after a 129 ms build",
  account: "LCP 2.98 s, score 93",
};

/** A page's Lighthouse figures (medians) and, since decision 148, its runs in round order. */
type LhPage = LighthouseFigures & { path: string; runs?: LighthouseFigures[] };

type Report = {
  date: string;
  revision?: { commit: string; dirty: boolean };
  machine: { cores: number; node: string; loadAtStart?: number[]; loadAtEnd?: number[] };
  steps?: Array<{ name: string; ms: number; loadStart: number; loadEnd: number }>;
  build: { fullBuildMs: number; pages: number; referenceBuildMs: number };
  scripts: { pages: PageScripts[]; reference?: PageScripts; plain?: PageScripts };
  lighthouse: {
    pages: Record<string, LhPage>;
    reference: LhPage;
    plain?: LhPage;
  };
  scale:
    | {
        articlesPerLanguage: number;
        pages: number;
        fullBuildMs: number;
        msPerPage: number;
        incrementalBuildMs: number;
        /** The full build's phases from its log (decision 244); reports of earlier benches have none. */
        fullBuildPhases?: Array<{ phase: string; ms: number; cpuMs?: number }>;
        /** Webhook → live on the scaled build (decision 248); reports of earlier benches have none. */
        publishToLive?: PublishToLiveFigures | { error: string };
      }
    | { error: string };
  search?:
    | {
        medianMs: number;
        p95Ms: number;
        indexKbGz: Record<string, number>;
        indexBuildMs?: Record<string, number>;
        articles: number;
        queries?: number;
        shards?: Record<string, ShardFigures>;
      }
    | { error: string };
  load?: LoadReport;
  /** Issue 40's slow-phone round (bench/slow-cpu.ts). */
  slowCpu?: SlowCpuReport;
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

/** Pages with Gatsby's runtime (the account and checkout apps): not content pages. */
export const isAppPage = (p: { kind: string; path: string }) => /^(account|checkout)/.test(p.kind) || /^\/(ru\/)?(my|checkout)\//.test(p.path);
const ACCOUNT = "account dashboard";

const kbPair = (b: { br: number; gz: number } | undefined) => (b ? `${b.br} br / ${b.gz} gz` : "n/a");

/** The largest of some figures, with what it came from. */
function largest<T>(items: readonly T[], value: (item: T) => number): { item: T; value: number } | null {
  let best: { item: T; value: number } | null = null;
  for (const item of items) {
    const v = value(item);
    if (!Number.isNaN(v) && (best === null || v > best.value)) best = { item, value: v };
  }
  return best;
}

/** Issue 14's targets table: every figure now, beside its target, the issue's "today" and both references. */
export function renderTargets(r: Report): string[] {
  const content = r.scripts.pages.filter((p) => !isAppPage(p));
  const beforeOf = (p: PageScripts) => Math.max(...Object.values(p.before).map((b) => b.br));
  const worstBefore = largest(content, beforeOf);
  const worstAfter = largest(content, (p) => p.afterUse.br);
  const lhContent = Object.entries(r.lighthouse.pages).filter(([name]) => name !== ACCOUNT);
  const minScore = lhContent.length ? Math.min(...lhContent.map(([, p]) => p.score)) : NaN;
  const maxOf = (key: "lcpMs" | "tbtMs" | "cls") => (lhContent.length ? Math.max(...lhContent.map(([, p]) => p[key])) : NaN);
  const account = r.lighthouse.pages[ACCOUNT];
  const ref = r.lighthouse.reference;
  const plain = r.lighthouse.plain;
  const refJs = r.scripts.reference;
  const plainJs = r.scripts.plain;
  const refBefore = refJs ? Math.max(...Object.values(refJs.before).map((b) => b.br)) : NaN;
  const plainBefore = plainJs ? Math.max(...Object.values(plainJs.before).map((b) => b.br)) : NaN;
  const shards = r.search && !("error" in r.search) ? r.search.shards : undefined;
  const shardBytes = shards ? largest(Object.entries(shards), ([, f]) => f.bytesBr.max) : null;
  const shardMs = shards ? largest(Object.entries(shards), ([, f]) => f.medianMs) : null;
  const where = (p: PageScripts | undefined) => (p ? ` (${p.kind}${p.language ? ` ${p.language}` : ""}, \`${p.path}\`)` : "");
  const na = (v: number, unit = "") => (Number.isNaN(v) ? "not measured" : `${v}${unit}`);
  const lcpTbtCls = `${na(maxOf("lcpMs"), " ms")} / ${na(maxOf("tbtMs"), " ms")} / ${na(maxOf("cls"))}`;
  const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const verdicts = (...v: string[]) => v.filter((x) => x !== "met").join("; ") || "met";
  return [
    `## Targets of issue 14 (figures from the sections below; never a pass/fail test)`,
    ``,
    `Content pages are every page kind of the JavaScript table that is not the account or checkout app, in both languages; the worst one is shown. Bytes: brotli as served (gzip -9 of the same files beside it). Lighthouse: mobile, simulated throttling, each figure the median of 3 runs, the pages' runs interleaved (each round one run of every page, the references included).`,
    ``,
    `| measure | before issue 14 | target | now | bare-Gatsby reference | plain-HTML reference | verdict |`,
    `|---|---|---|---|---|---|---|`,
    row([
      "script loaded by a content page before any interaction (390×844 and 1280×800)",
      BEFORE_ISSUE_14.scriptBefore,
      `≤ ${TARGETS.contentScriptKbBefore} KB br each`,
      worstBefore
        ? `${worstBefore.value} KB br${where(worstBefore.item)}; gz ${Math.max(...Object.values(worstBefore.item.before).map((b) => b.gz))} KB`
        : "not measured",
      `${na(refBefore, " KB br")}`,
      `${na(plainBefore, " KB br")}`,
      verdict(worstBefore?.value ?? NaN, TARGETS.contentScriptKbBefore, false, " KB"),
    ]),
    row([
      "the same page after its islands are used (every island started)",
      BEFORE_ISSUE_14.scriptAfterUse,
      `≤ ${TARGETS.contentScriptKbAfterUse} KB`,
      worstAfter ? `${kbPair(worstAfter.item.afterUse)} KB${where(worstAfter.item)}` : "not measured",
      kbPair(refJs?.afterUse),
      kbPair(plainJs?.afterUse),
      verdict(worstAfter?.value ?? NaN, TARGETS.contentScriptKbAfterUse, false, " KB"),
    ]),
    row([
      `Lighthouse performance, content pages (lowest of ${lhContent.length})`,
      BEFORE_ISSUE_14.lighthouse,
      `${TARGETS.contentLighthouse}`,
      na(minScore),
      na(ref.score),
      na(plain?.score ?? NaN),
      verdict(minScore, TARGETS.contentLighthouse, true, " points"),
    ]),
    row([
      "LCP / TBT / CLS, content pages (highest of each)",
      BEFORE_ISSUE_14.lcpTbtCls,
      `≤ ${TARGETS.contentLcpMs} ms / ≤ ${TARGETS.contentTbtMs} ms / ${TARGETS.contentCls}`,
      lcpTbtCls,
      `${ref.lcpMs} ms / ${ref.tbtMs} ms / ${ref.cls}`,
      plain ? `${plain.lcpMs} ms / ${plain.tbtMs} ms / ${plain.cls}` : "not measured",
      verdicts(
        verdict(maxOf("lcpMs"), TARGETS.contentLcpMs, false, " ms LCP"),
        verdict(maxOf("tbtMs"), TARGETS.contentTbtMs, false, " ms TBT"),
        verdict(maxOf("cls"), TARGETS.contentCls, false, " CLS"),
      ),
    ]),
    row([
      "help search, 2,000 articles per language: bytes fetched for one query; latency (median, with fetches from a local server)",
      BEFORE_ISSUE_14.search,
      `≤ ${TARGETS.searchKbPerQuery} KB; ≤ ${TARGETS.searchQueryMs} ms`,
      shards
        ? Object.entries(shards)
            .map(
              ([l, f]) =>
                `${l}: median ${f.bytesBr.median} KB br (${f.bytesGz.median} gz), largest ${f.bytesBr.max} KB br (${f.bytesGz.max} gz, "${f.largestQuery}"); ${f.medianMs} ms, p95 ${f.p95Ms} ms`,
            )
            .join("<br>")
        : "not measured",
      "no search",
      "no search",
      verdicts(verdict(shardBytes?.value ?? NaN, TARGETS.searchKbPerQuery, false, " KB"), verdict(shardMs?.value ?? NaN, TARGETS.searchQueryMs, false, " ms")),
    ]),
    row([
      "`/my/` dashboard signed in: LCP, score",
      BEFORE_ISSUE_14.account,
      `LCP ≤ ${TARGETS.accountLcpMs / 1000} s, score ≥ ${TARGETS.accountLighthouse}`,
      account ? `LCP ${account.lcpMs} ms, score ${account.score}` : "not measured",
      `LCP ${ref.lcpMs} ms, score ${ref.score}`,
      plain ? `LCP ${plain.lcpMs} ms, score ${plain.score}` : "not measured",
      account
        ? verdicts(verdict(account.lcpMs, TARGETS.accountLcpMs, false, " ms LCP"), verdict(account.score, TARGETS.accountLighthouse, true, " points"))
        : "not measured",
    ]),
    ``,
  ];
}

export function renderReport(r: Report): string {
  const ref = r.lighthouse.reference;
  const plain = r.lighthouse.plain;
  const refJs = r.scripts.reference;
  const refJsBr = refJs ? (refJs.before["1280x800"]?.br ?? NaN) : NaN;
  const lhRow = (name: string, p: LighthouseFigures & { path: string }) =>
    `| **${name}** | \`${p.path}\` | ${p.score} | ${p.lcpMs} ms | ${p.tbtMs} ms | ${p.cls} | ${p.scriptKbBr} | |`;
  const jsRow = (p: PageScripts, verdictText: string) =>
    `| ${p.kind} | ${p.language ?? ""} | \`${p.path}\` | ${kbPair(p.before["390x844"])} | ${kbPair(p.before["1280x800"])} | ${kbPair(p.afterUse)} | ${p.encodings.join(", ") || "none"} | ${ratio(p.before["1280x800"]?.br ?? NaN, refJsBr)} | ${p.clientAppFiles.length ? p.clientAppFiles.join(", ") : "none"} | ${verdictText} |`;
  const lines = [
    `# Bench report`,
    ``,
    `${r.date}, ${r.machine.cores} cores, Node ${r.machine.node}${r.revision ? `, commit ${r.revision.commit}${r.revision.dirty ? " with uncommitted changes" : ""}` : ""}. Two references, built or served by the bench on the same machine in the same run: a bare one-page Gatsby 5 + React 19 site, and the plain-HTML reference (one of our help articles with every script taken out, served with our site's headers: the limit; decision 150).`,
    ``,
    ...machineLoad(r),
    ...renderTargets(r),
    `## Lighthouse 13 (mobile, simulated throttling; each figure the median of 3 runs)`,
    ``,
    `The runs are interleaved: each round runs every page once, ours and the references, so all of them see the same machine load (decision 148).`,
    ``,
    `Each figure is ours with the bare-Gatsby reference page's beside it (ref value, ours ÷ ref). Script KB are Lighthouse's transfer sizes: as sent, brotli.`,
    ``,
    `| page | path | score | LCP | TBT | CLS | script KB br | verdict |`,
    `|---|---|---|---|---|---|---|---|`,
    ...Object.entries(r.lighthouse.pages).map(([name, p]) => {
      const isAccount = name === ACCOUNT;
      const v = isAccount
        ? [verdict(p.score, TARGETS.accountLighthouse, true, " points"), verdict(p.lcpMs, TARGETS.accountLcpMs, false, " ms LCP")]
        : [
            verdict(p.score, TARGETS.contentLighthouse, true, " points"),
            verdict(p.lcpMs, TARGETS.contentLcpMs, false, " ms LCP"),
            verdict(p.tbtMs, TARGETS.contentTbtMs, false, " ms TBT"),
            verdict(p.cls, TARGETS.contentCls, false, " CLS"),
          ];
      const missed = v.filter((x) => x !== "met");
      return `| ${name} | \`${p.path}\` | ${beside(p.score, ref.score)} | ${beside(p.lcpMs, ref.lcpMs, " ms")} | ${beside(p.tbtMs, ref.tbtMs, " ms")} | ${beside(p.cls, ref.cls)} | ${beside(p.scriptKbBr, ref.scriptKbBr)} | ${missed.length ? missed.join("; ") : "met"} |`;
    }),
    lhRow("bare-Gatsby reference", ref),
    ...(plain ? [lhRow("plain-HTML reference", plain)] : []),
    ...runsLine({ ...r.lighthouse.pages, "bare-Gatsby reference": ref, ...(plain ? { "plain-HTML reference": plain } : {}) }),
    ``,
    ...renderSlowCpu(r.slowCpu),
    `## JavaScript per page kind (bytes actually fetched, no throttling)`,
    ``,
    `KB as served (the encoding column; brotli from our server) and gzip -9 of the same files. "Before": after load with no scroll, pointer, focus or key. "After islands": at 1280×800 once every island of the page has been started. The account and checkout apps are measured signed in.`,
    ``,
    `| kind | lang | path | before, 390×844 | before, 1280×800 | after islands | encoding | vs bare Gatsby (1280) | account/checkout code loaded | verdict (≤ ${TARGETS.contentScriptKbBefore} KB br before, ≤ ${TARGETS.contentScriptKbAfterUse} KB after) |`,
    `|---|---|---|---|---|---|---|---|---|---|`,
    ...r.scripts.pages.map((p) => {
      if (isAppPage(p)) return jsRow(p, "(client app)");
      const before = Math.max(...Object.values(p.before).map((b) => b.br));
      const v = [
        verdict(before, TARGETS.contentScriptKbBefore, false, " KB before"),
        verdict(p.afterUse.br, TARGETS.contentScriptKbAfterUse, false, " KB after"),
        p.clientAppFiles.length ? "client-app code on a content page" : "met",
      ].filter((x) => x !== "met");
      return jsRow(p, v.length ? v.join("; ") : "met");
    }),
    ...(refJs ? [jsRow({ ...refJs, kind: "**bare-Gatsby reference**" }, "")] : []),
    ...(r.scripts.plain ? [jsRow({ ...r.scripts.plain, kind: "**plain-HTML reference**" }, "")] : []),
    ``,
    `## Build`,
    ``,
    `- Full build of the seed (clean cache): ${s(r.build.fullBuildMs)} for ${r.build.pages} pages (${verdict(r.build.fullBuildMs / 1000, TARGETS.fullBuildMs / 1000, false, " s")} against ≤ ${TARGETS.fullBuildMs / 1000} s); reference site (1 page): ${s(r.build.referenceBuildMs)} (ours ${ratio(r.build.fullBuildMs, r.build.referenceBuildMs)}).`,
    "error" in r.scale
      ? r.scale.error.startsWith("not run")
        ? `- Scale run: ${r.scale.error}.`
        : `- Scale run failed: ${r.scale.error}`
      : `- Scale run, ${r.scale.articlesPerLanguage} help articles per language: ${s(r.scale.fullBuildMs)} for ${r.scale.pages} pages (${r.scale.msPerPage} ms a page); incremental rebuild after one article edit: ${s(r.scale.incrementalBuildMs)}.`,
    ...("error" in r.scale || !r.scale.fullBuildPhases?.length
      ? []
      : [
          `- Phases of that full build, 0.5 s and longer, in the order they ended (decision 244): ${r.scale.fullBuildPhases
            .filter((p) => p.ms >= 500)
            .map((p) => `${p.phase} ${s(p.ms)}${p.cpuMs === undefined ? "" : ` (CPU ${s(p.cpuMs)})`}`)
            .join(", ")}.`,
        ]),
    ...("error" in r.scale ? [] : renderPublishToLive(r.scale.publishToLive)),
    ``,
    `## Help search`,
    ``,
    !r.search
      ? `- Not measured in this run.`
      : "error" in r.search
        ? `- Failed: ${r.search.error}`
        : `${
            r.search.shards
              ? `- What the site does (decision 087: only the shards of the query's words, served brotli from a local server, cold cache per query): ${Object.entries(
                  r.search.shards,
                )
                  .map(
                    ([l, f]) =>
                      `${l} ${f.bytesBr.median} KB br median (${f.bytesGz.median} gz), largest ${f.bytesBr.max} KB br for "${f.largestQuery}", ${f.medianMs} ms median, p95 ${f.p95Ms} ms`,
                  )
                  .join("; ")}.\n`
              : ""
          }- The whole index in the browser (before decision 087, kept as a comparison): ${r.search.articles} articles per language${r.search.queries ? `, ${r.search.queries} queries` : ""}: median ${r.search.medianMs} ms, p95 ${r.search.p95Ms} ms (${verdict(r.search.medianMs, TARGETS.searchMedianMs, false, " ms")} against ≤ ${TARGETS.searchMedianMs} ms); index size gz: ${Object.entries(
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
      : "error" in r.scale && r.scale.error.startsWith("not run")
        ? `Bench took ${s(r.benchMs)} without the scale run (issue 8's 15 minutes are for the whole bench: no verdict).`
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

/**
 * Publish to live on the scale run's build (issue 35, decision 248): the figure beside the issue's target, the load it
 * was taken under, and the fast path's stage line. Nothing for reports from before it was measured.
 */
export function renderPublishToLive(p: PublishToLiveFigures | { error: string } | undefined): string[] {
  if (!p) return [];
  const what = `- Publish to live on that build (issue 35: webhook received → the page served with the new title; the whole build that follows not awaited, decision 248)`;
  if ("error" in p) return [`${what}: not measured: ${p.error}`];
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");
  return [
    `${what}: \`${p.page}\` (${p.articleId}'s title) ${s(p.webhookToLiveMs)} (${verdict(p.webhookToLiveMs / 1000, TARGETS.publishToLiveMs / 1000, false, " s")} against ≤ ${TARGETS.publishToLiveMs / 1000} s), route ${p.route}; load average ${fmt(p.load.before)} when the webhook was sent, ${fmt(p.load.live)} when the page was served.`,
    `  - The fast path's stages: ${p.stages || "none logged"}`,
  ];
}

/** Each page's runs in round order (score / LCP / TBT), when the report has them: the spread behind each median. */
export function runsLine(pages: Record<string, LhPage>): string[] {
  const withRuns = Object.entries(pages).filter(([, p]) => p.runs && p.runs.length > 0);
  if (withRuns.length === 0) return [];
  const each = withRuns.map(([name, p]) => `${name} ${(p.runs ?? []).map((x) => `${x.score} / ${x.lcpMs} / ${x.tbtMs}`).join(", ")}`);
  return [``, `Runs in round order (score / LCP ms / TBT ms): ${each.join("; ")}.`];
}
