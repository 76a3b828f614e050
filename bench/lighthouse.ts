import path from "node:path";
import { launchChrome } from "./chrome";
import { run } from "./process";
import { medianFigures, type LighthouseFigures } from "./lighthouse-figures";

export type { LighthouseFigures };

type ChildFigures = { runtimeError: string | null; score: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null; scriptBytes: number };

/** `runs` runs in one plain-Node child (bench/lighthouse-child.mjs says why) against the Chrome at `port`. */
async function runInChild(url: string, port: number, headers: Record<string, string>, runs: number): Promise<LighthouseFigures[]> {
  const child = await run([path.resolve("bench/lighthouse-child.mjs"), url, String(port), JSON.stringify(headers), String(runs)]);
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
    };
  });
}

/**
 * Lighthouse 13, mobile with default (simulated) throttling: the median of `runs` runs, taken per figure
 * (score, LCP, TBT, CLS and script bytes each the median of its own values), so no figure comes from
 * the best run. (Picking "the run with the median score" picked the first run when every score was
 * 100, which showed the reference's best LCP while its other runs were 1.1 s.) Every run is kept.
 */
export async function measurePage(url: string, runs = 3, headers: Record<string, string> = {}): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const chrome = await launchChrome();
  const results: LighthouseFigures[] = [];
  try {
    // Lighthouse now and then fails a run (NO_NAVSTART, no score) on a loaded machine: the page's runs are
    // made again, twice at most, and a third failure is the bench's error. Every kept run is a whole run.
    for (let attempt = 1; ; attempt++) {
      try {
        results.push(...(await runInChild(url, chrome.port, headers, runs)));
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.warn(`${error instanceof Error ? error.message.split("\n")[0] : String(error)}; running again (${attempt + 1} of 3)`);
      }
    }
  } finally {
    chrome.kill();
  }
  return { ...medianFigures(results), runs: results };
}
