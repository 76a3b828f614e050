import { beside, renderReport, verdict } from "./report";

it("says whether a target is met and by how much it is missed", () => {
  expect(verdict(99, 98, true)).toBe("met");
  expect(verdict(91, 98, true, " points")).toBe("missed by 7 points");
  expect(verdict(1500, 1200, false, " ms")).toBe("missed by 300 ms");
  expect(verdict(0.05, 0, false)).toBe("missed by 0.05");
  expect(verdict(NaN, 0, false)).toBe("not measured");
});

it("puts the reference beside our figure, as a ratio or (for a zero reference) a difference", () => {
  expect(beside(1500, 1000, " ms")).toBe("1500 ms (ref 1000 ms, 1.50×)");
  expect(beside(0.02, 0)).toBe("0.02 (ref 0, +0.02)");
  expect(beside(0, 0)).toBe("0 (ref 0, +0)");
  expect(beside(5, NaN, " KB")).toBe("5 KB (ref not measured)");
});

const lh = (score: number, lcpMs: number, tbtMs: number, cls: number, scriptKbGz: number) => ({ score, lcpMs, tbtMs, cls, scriptKbGz });

const sample = {
  date: "2026-11-23T15:00:00.000Z",
  machine: { cores: 2, node: "v24.1.0" },
  build: { fullBuildMs: 84_000, pages: 412, referenceBuildMs: 21_000 },
  scripts: {
    pages: [
      { kind: "home", path: "/", jsKbGz: 88.4, clientAppFiles: [], files: [] },
      { kind: "help-article", path: "/help/x/", jsKbGz: 120.2, clientAppFiles: ["account-app-1.js"], files: [] },
      { kind: "account (/my/)", path: "/my/", jsKbGz: 160.1, clientAppFiles: ["account-app-1.js"], files: [] },
    ],
    reference: { kind: "reference", path: "/", jsKbGz: 70.3, clientAppFiles: [], files: [] },
  },
  lighthouse: {
    pages: {
      home: { path: "/", ...lh(99, 1100, 20, 0, 88.4) },
      "account dashboard": { path: "/my/", ...lh(87, 1900, 160, 0.01, 160.1) },
    },
    reference: { path: "/", ...lh(100, 900, 10, 0, 70.3) },
  },
  scale: { articlesPerLanguage: 2000, pages: 4412, fullBuildMs: 400_000, msPerPage: 90.66, incrementalBuildMs: 61_000 },
  search: { articles: 2000, queries: 23, medianMs: 1.234, p95Ms: 6.5, indexKbGz: { en: 41.2, ru: 44.9 } },
  benchMs: 800_000,
};

it("renders every figure of issue 8 item 1 with the reference beside ours and the misses said", () => {
  const md = renderReport(sample as unknown as Parameters<typeof renderReport>[0]);
  // Lighthouse: score, LCP, TBT, CLS, script bytes, each beside the reference.
  expect(md).toContain(
    "| home | `/` | 99 (ref 100, 0.99×) | 1100 ms (ref 900 ms, 1.22×) | 20 ms (ref 10 ms, 2.00×) | 0 (ref 0, +0) | 88.4 (ref 70.3, 1.26×) | met |",
  );
  expect(md).toContain("| account dashboard | `/my/` | 87 (ref 100, 0.87×) | 1900 ms (ref 900 ms, 2.11×)");
  expect(md).toContain("missed by 3 points; missed by 700 ms LCP; missed by 0.01 CLS");
  // JS per page kind, and account/checkout code on content pages.
  expect(md).toContain("| home | `/` | 88.4 | 1.26× | none | missed by 18.1 KB over reference |");
  expect(md).toContain(
    "| help-article | `/help/x/` | 120.2 | 1.71× | account-app-1.js | missed by 20.2 KB; missed by 49.9 KB over reference; client-app code on a content page |",
  );
  // Build, scale run, incremental rebuild.
  expect(md).toContain("84.0 s for 412 pages (met against ≤ 90 s); reference site (1 page): 21.0 s (ours 4.00×)");
  expect(md).toContain("2000 help articles per language: 400.0 s for 4412 pages (90.66 ms a page); incremental rebuild after one article edit: 61.0 s");
  // Help search: latency and index size per language.
  expect(md).toContain("2000 articles per language, 23 queries: median 1.234 ms, p95 6.5 ms (met against ≤ 5 ms); index size gz: en 41.2 KB, ru 44.9 KB.");
});

it("says when a part could not be measured", () => {
  const md = renderReport({ ...sample, scale: { error: "Scaled build failed" }, search: { error: "no index" } } as unknown as Parameters<
    typeof renderReport
  >[0]);
  expect(md).toContain("- Scale run failed: Scaled build failed");
  expect(md).toContain("- Failed: no index");
  expect(renderReport({ ...sample, search: undefined } as unknown as Parameters<typeof renderReport>[0])).toContain("- Not measured in this run.");
});

it("states the machine load and the measured commit, and times each step", () => {
  const md = renderReport({
    ...sample,
    revision: { commit: "abc1234", dirty: false },
    machine: { cores: 2, node: "v24.1.0", loadAtStart: [3.5, 4, 5.25], loadAtEnd: [6, 5, 4] },
    steps: [{ name: "full build of the seed (clean cache)", ms: 93_000, loadStart: 3.5, loadEnd: 4.2 }],
  } as unknown as Parameters<typeof renderReport>[0]);
  expect(md).toContain("commit abc1234.");
  expect(md).toContain("load average (1 / 5 / 15 min) 3.50 / 4.00 / 5.25 at the start and 6.00 / 5.00 / 4.00 at the end, on 2 cores");
  expect(md).toContain("| full build of the seed (clean cache) | 93.0 s | 3.5 → 4.2 |");
});

it("says how far a missed build target is in seconds, and when the scale run had not finished", () => {
  const md = renderReport({
    ...sample,
    build: { ...sample.build, fullBuildMs: 600_000 },
    scale: { error: "not finished: the run was stopped during the scale run" },
  } as unknown as Parameters<typeof renderReport>[0]);
  expect(md).toContain("600.0 s for 412 pages (missed by 510 s against ≤ 90 s)");
  expect(md).toContain("The bench had run 800.0 s when this report was written; the scale run had not finished.");
  expect(renderReport(sample as unknown as Parameters<typeof renderReport>[0])).toContain("Bench took 800.0 s (issue 8: under 15 minutes; met).");
});
