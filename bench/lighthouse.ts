import lighthouse from "lighthouse";
import { launchChrome } from "./chrome";

export type LighthouseFigures = { score: number; lcpMs: number; tbtMs: number; cls: number; scriptKbGz: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Lighthouse 13, mobile with default (simulated) throttling; the median run of `runs` by performance score. */
export async function measurePage(url: string, runs = 3, headers: Record<string, string> = {}): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const chrome = await launchChrome();
  const results: LighthouseFigures[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], extraHeaders: headers });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const audits = lhr.audits;
      const scriptBytes = ((audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [])
        .filter((item) => item.resourceType === "script")
        .reduce((sum, item) => sum + item.transferSize, 0);
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
        scriptKbGz: Number((scriptBytes / 1024).toFixed(1)),
      });
    }
  } finally {
    chrome.kill();
  }
  const mid = median(results.map((r) => r.score));
  const chosen = results.find((r) => r.score === mid)!;
  return { ...chosen, runs: results };
}
