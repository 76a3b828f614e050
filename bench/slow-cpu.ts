import { stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LighthouseFigures, LighthouseTarget } from "./lighthouse";

// Issue 40: a slow phone. Lighthouse's simulated mobile run multiplies the main-thread time it observed by 4;
// this round multiplies it by 6 (the network stays the same) for the two client apps and the longest content
// page, with both references in the same rounds, interleaved (decision 148), so every figure is stated as a
// ratio to a reference measured under the same machine load. A figure, never a test.

export const SLOW_CPU = 6;
/**
 * Rounds of the slow round in `npm run bench` and `bench:slow-cpu` (decision 266): at 6× a single task's place
 * around Lantern's first-paint estimate swings a run's blocking time by 50–100 ms, the references' too (the
 * bare-Gatsby reference's TBT went from 16 to 119 ms across one session's runs): the median of 5, not 3.
 */
export const SLOW_CPU_ROUNDS = 5;
/** Lighthouse's own mobile multiplier: the normal round of this report. */
export const NORMAL_CPU = 4;

type Route = { path: string; template: string; language: string; family?: string };
type LhPage = LighthouseFigures & { path: string; runs?: LighthouseFigures[] };

/**
 * One multiplier's figures: our pages and the references of the same rounds. `referenceHeaders` (decision 268) is
 * absent from reports written before it.
 */
export type CpuRound = { cpuSlowdown: number; pages: Record<string, LhPage>; reference: LhPage; referenceHeaders?: LhPage; plain: LhPage };
export type SlowCpuReport = { date: string; runs: number; loadAtStart: number[]; loadAtEnd: number[]; rounds: CpuRound[] } | { error: string };

const STATIC = new Set(["landing", "plan", "document", "news-index", "help-index", "help-tag", "help-article"]);

/** The content page whose built HTML is the largest (the most to parse and lay out): the worst case of issue 40. */
export async function longestContentPage(publicDir: string, routes: readonly Route[]): Promise<{ path: string; bytes: number }> {
  let best = { path: "/", bytes: 0 };
  for (const r of routes) {
    if (!STATIC.has(r.template)) continue;
    const file = path.join(publicDir, ...r.path.split("/").filter(Boolean), "index.html");
    const bytes = await stat(file).then(
      (s) => s.size,
      () => 0,
    );
    if (bytes > best.bytes) best = { path: r.path, bytes };
  }
  return best;
}

export const BARE_GATSBY = "bare-Gatsby reference";
/** The same bare-Gatsby site served with the site's headers (decision 268). */
export const BARE_GATSBY_HEADERS = "bare-Gatsby reference with the site's headers";
export const PLAIN_HTML = "plain-HTML reference";
const REFERENCES = new Set([BARE_GATSBY, BARE_GATSBY_HEADERS, PLAIN_HTML]);

/**
 * Decision 268: the site's headers for the bare-Gatsby reference, all but its content security policy, which would
 * block the reference's inline scripts. Its cross-origin-opener-policy is the one that counts: under Lighthouse it
 * puts the page in a fresh renderer process (decision 150), a cost every page of ours carries.
 */
export function referenceSiteHeaders(siteHeaders: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(siteHeaders).filter(([name]) => name !== "content-security-policy"));
}

/** The pages of the round, named; each is measured at every multiplier of `multipliers`. */
export function cpuTargets(
  pages: Array<{ name: string; url: string; headers?: Record<string, string> }>,
  multipliers: readonly number[],
): Array<LighthouseTarget & { page: string }> {
  return multipliers.flatMap((cpu) => pages.map((p) => ({ ...p, page: p.name, name: `${p.name} @${cpu}x`, cpuSlowdown: cpu })));
}

/** Splits measured targets (named `page @Nx`) back into one round per multiplier, references apart. */
export function cpuRounds(
  measured: Record<string, LighthouseFigures & { runs: LighthouseFigures[] }>,
  paths: Record<string, string>,
  multipliers: readonly number[],
): CpuRound[] {
  return multipliers.map((cpu) => {
    const of = (page: string): LhPage => {
      const figures = measured[`${page} @${cpu}x`];
      if (!figures) throw new Error(`no Lighthouse figures for ${page} at ${cpu}x`);
      return { path: paths[page] ?? "", ...figures };
    };
    const pages = Object.fromEntries(
      Object.keys(paths)
        .filter((p) => !REFERENCES.has(p))
        .map((p) => [p, of(p)]),
    );
    const withHeaders = BARE_GATSBY_HEADERS in paths ? { referenceHeaders: of(BARE_GATSBY_HEADERS) } : {};
    return { cpuSlowdown: cpu, pages, reference: of(BARE_GATSBY), ...withHeaders, plain: of(PLAIN_HTML) };
  });
}

const times = (ours: number, ref: number) => (ref > 0 ? `${(ours / ref).toFixed(2)}×` : ours === ref ? "=" : "n/a");
const ratios = (ours: number, gatsby: number, headers: number | undefined, plain: number, unit: string) =>
  `${ours}${unit} (${times(ours, gatsby)} G, ${headers === undefined ? "" : `${times(ours, headers)} H, `}${times(ours, plain)} P)`;

/**
 * The main thread's CPU time, then its wall time (decision 273); ours with the CPU time's ratios to the references'
 * when they all have one. "—" for a report or run without them.
 */
function mainThread(f: LhPage, refs?: { g: LhPage; h?: LhPage; p: LhPage }): string {
  if (f.mainThreadCpuMs === undefined || f.mainThreadWallMs === undefined) return "—";
  const wall = `, wall ${f.mainThreadWallMs} ms`;
  const [g, h, p] = [refs?.g.mainThreadCpuMs, refs?.h?.mainThreadCpuMs, refs?.p.mainThreadCpuMs];
  if (!refs || g === undefined || p === undefined || (refs.h !== undefined && h === undefined)) return `${f.mainThreadCpuMs} ms${wall}`;
  return `${ratios(f.mainThreadCpuMs, g, h, p, " ms")}${wall}`;
}

/**
 * The report's section: each figure with its ratio to the bare-Gatsby (G), the bare-Gatsby with the site's headers
 * (H) and the plain-HTML (P) references of the same round.
 */
export function renderSlowCpu(slow: SlowCpuReport | undefined): string[] {
  if (!slow) return [];
  const head = [`## A slow phone: Lighthouse at ${NORMAL_CPU}× and ${SLOW_CPU}× CPU (issue 40)`, ``];
  if ("error" in slow) return [...head, `- Not measured: ${slow.error}`, ``];
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");
  const lines = [
    ...head,
    `${slow.date}, median of ${slow.runs} run(s) per figure, the pages and the references interleaved in every round. Load average (1 / 5 / 15 min) ${fmt(slow.loadAtStart)} at the start and ${fmt(slow.loadAtEnd)} at the end, on ${os.cpus().length} cores shared with other engineers' builds and tests: TBT and LCP are inflated by that load, the references' as much as ours, so read the ratios. G = ours ÷ the bare-Gatsby reference as stock Gatsby serves it (no headers), H = ours ÷ the same site served with our headers but the CSP (decision 268: its cross-origin-opener-policy puts a page in a fresh renderer process under Lighthouse, decision 150), P = ours ÷ the plain-HTML reference (served with our headers), all from the same rounds. Issue 40's aims: apps LCP ≤ 1.3× G, TBT ≤ 1.5× G, score ≥ 95; content TBT ≤ 1× G and ≤ 2× P, LCP ≤ 1.1× P. "Main thread" (decision 273, not one of the aims): the page's main-thread tasks in the trace Lighthouse computed from, the thread's CPU time in them and their wall time. Lantern multiplies the wall time; where the CPU time is much less, the thread was waiting for a core the bench's other processes held, and the CPU time's ratios are the page's own work against the references'.`,
    ``,
    `| CPU | page | path | score | LCP | TBT | main thread (CPU, wall) | CLS | script KB br | runs (score / LCP / TBT) |`,
    `|---|---|---|---|---|---|---|---|---|---|`,
  ];
  for (const round of slow.rounds) {
    const { reference: g, referenceHeaders: h, plain: p } = round;
    const row = (name: string, f: LhPage, ours: boolean) =>
      `| ${round.cpuSlowdown}× | ${name} | \`${f.path}\` | ${f.score} | ${ours ? ratios(f.lcpMs, g.lcpMs, h?.lcpMs, p.lcpMs, " ms") : `${f.lcpMs} ms`} | ${ours ? ratios(f.tbtMs, g.tbtMs, h?.tbtMs, p.tbtMs, " ms") : `${f.tbtMs} ms`} | ${mainThread(f, ours ? { g, h, p } : undefined)} | ${f.cls} | ${f.scriptKbBr} | ${(f.runs ?? []).map((x) => `${x.score} / ${x.lcpMs} / ${x.tbtMs}`).join("; ")} |`;
    for (const [name, f] of Object.entries(round.pages)) lines.push(row(name, f, true));
    lines.push(row(`**${BARE_GATSBY}**`, g, false));
    if (h) lines.push(row(`**${BARE_GATSBY_HEADERS}**`, h, false));
    lines.push(row(`**${PLAIN_HTML}**`, p, false));
  }
  lines.push(``);
  return lines;
}

/**
 * The round itself: `/my/` and `/checkout/` signed in, the longest content page, and the three references, at each
 * multiplier, `runs` rounds interleaved. `measure` is bench/lighthouse.ts's measurePages (passed in, so this
 * module stays loadable by the unit tests without Chrome).
 */
export async function slowCpuBench(
  measure: (
    targets: LighthouseTarget[],
    runs: number,
    onRound?: (round: number) => void,
  ) => Promise<Record<string, LighthouseFigures & { runs: LighthouseFigures[] }>>,
  urls: { site: string; reference: string; referenceHeaders: string; plain: string; plainPath: string; longest: string; cookie: string },
  multipliers: readonly number[] = [SLOW_CPU],
  runs = SLOW_CPU_ROUNDS,
  onRound: (round: number) => void = () => undefined,
): Promise<SlowCpuReport> {
  const loadAtStart = os.loadavg();
  const signedIn = { cookie: urls.cookie };
  const pages = [
    { name: "account dashboard", path: "/my/", url: `${urls.site}/my/`, headers: signedIn },
    { name: "checkout", path: "/checkout/", url: `${urls.site}/checkout/`, headers: signedIn },
    { name: "longest content page", path: urls.longest, url: urls.site + urls.longest },
    { name: BARE_GATSBY, path: "/", url: `${urls.reference}/` },
    { name: BARE_GATSBY_HEADERS, path: "/", url: `${urls.referenceHeaders}/` },
    { name: PLAIN_HTML, path: urls.plainPath, url: urls.plain + urls.plainPath },
  ];
  const measured = await measure(
    cpuTargets(
      pages.map(({ name, url, headers }) => ({ name, url, ...(headers ? { headers } : {}) })),
      multipliers,
    ),
    runs,
    onRound,
  );
  const paths = Object.fromEntries(pages.map((p) => [p.name, p.path]));
  const round2 = (l: number[]) => l.map((x) => Number(x.toFixed(2)));
  return {
    date: new Date().toISOString(),
    runs,
    loadAtStart: round2(loadAtStart),
    loadAtEnd: round2(os.loadavg()),
    rounds: cpuRounds(measured, paths, multipliers),
  };
}
