import path from "node:path";
import { launchChrome } from "./chrome";
import { run } from "./process";
import { medianFigures, type LighthouseFigures } from "./lighthouse-figures";

export type { LighthouseFigures };

type ChildFigures = {
  runtimeError: string | null;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  scriptBytes: number;
  mainThreadWallMs?: number | null;
  mainThreadCpuMs?: number | null;
};

/**
 * `runs` runs in one plain-Node child (bench/lighthouse-child.mjs says why) against the Chrome at `port`;
 * `firstRun` numbers the reports LIGHTHOUSE_DUMP writes.
 */
async function runInChild(
  url: string,
  port: number,
  headers: Record<string, string>,
  runs: number,
  firstRun = 1,
  cpuSlowdown?: number,
): Promise<LighthouseFigures[]> {
  const args = [path.resolve("bench/lighthouse-child.mjs"), url, String(port), JSON.stringify(headers), String(runs)];
  const child = await run(cpuSlowdown ? [...args, String(cpuSlowdown)] : args, {
    LIGHTHOUSE_FIRST_RUN: String(firstRun),
    // The child loads bench/main-thread.ts by Node's type stripping, which warns that the package has no "type".
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --disable-warning=MODULE_TYPELESS_PACKAGE_JSON`.trim(),
  });
  const lines = child.output.split("\n").filter((l) => l.startsWith('{"runtimeError"'));
  if (child.code !== 0 || lines.length !== runs) throw new Error(`Lighthouse on ${url} failed (${child.code}):\n${child.output.slice(-1500)}`);
  return lines.map((line) => {
    const figures = JSON.parse(line) as ChildFigures;
    if (figures.runtimeError) throw new Error(`Lighthouse on ${url}: ${figures.runtimeError}`);
    // A run without a score or an LCP failed (it came back as score 0, LCP NaN): never a figure.
    if (figures.score == null || figures.lcpMs == null) throw new Error(`Lighthouse on ${url}: a run without a score or an LCP`);
    return {
      score: Math.round((figures.score ?? 0) * 100),
      lcpMs: Math.round(figures.lcpMs ?? NaN),
      tbtMs: Math.round(figures.tbtMs ?? NaN),
      cls: Number((figures.cls ?? NaN).toFixed(3)),
      scriptKbBr: Number((figures.scriptBytes / 1024).toFixed(1)),
      ...(figures.mainThreadWallMs != null && figures.mainThreadCpuMs != null
        ? { mainThreadWallMs: figures.mainThreadWallMs, mainThreadCpuMs: figures.mainThreadCpuMs }
        : {}),
    };
  });
}

/** `cpuSlowdown`: Lighthouse's simulated CPU multiplier for this page's runs (its mobile default, 4, when absent). */
export type LighthouseTarget = { name: string; url: string; headers?: Record<string, string>; cpuSlowdown?: number };

/**
 * Lighthouse 13, mobile with default (simulated) throttling: the median of `runs` runs, taken per figure
 * (score, LCP, TBT, CLS and script bytes each the median of its own values), so no figure comes from
 * the best run. (Picking "the run with the median score" picked the first run when every score was
 * 100, which showed the reference's best LCP while its other runs were 1.1 s.) Every run is kept.
 *
 * Every page of `targets`, `runs` rounds, each round one run of every page in turn (decision 148): the
 * machine's load changes within minutes, so pages measured one after the other (3 runs of one, then 3 of
 * the next) were compared under different loads, and a reference measured last could look better or worse
 * than ours by chance. Interleaved, every page (ours and the references) sees the same spread of load. A
 * failed run is made again, twice at most; a third failure is the bench's error.
 */
export async function measurePages(
  targets: LighthouseTarget[],
  runs = 3,
  onRound: (round: number) => void = () => undefined,
): Promise<Record<string, LighthouseFigures & { runs: LighthouseFigures[] }>> {
  const results = new Map<string, LighthouseFigures[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= runs; round++) {
    onRound(round);
    for (const target of targets) results.set(target.name, [...(results.get(target.name) ?? []), await oneRun(target, round)]);
  }
  return Object.fromEntries([...results].map(([name, figures]) => [name, { ...medianFigures(figures), runs: figures }]));
}

/** One run in a Chrome of its own (a fresh profile: a signed-in page's cookie never reaches the next page). */
async function oneRun(target: LighthouseTarget, round: number): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChrome();
    try {
      const [figures] = await runInChild(target.url, chrome.port, target.headers ?? {}, 1, round, target.cpuSlowdown);
      if (figures) return figures;
      throw new Error(`Lighthouse on ${target.url} gave no figures`);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${error instanceof Error ? error.message.split("\n")[0] : String(error)}; running again (${attempt + 1} of 3)`);
    } finally {
      chrome.kill();
    }
  }
}
