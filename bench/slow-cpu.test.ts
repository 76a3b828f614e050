import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { cpuRounds, cpuTargets, longestContentPage, referenceSiteHeaders, renderSlowCpu } from "./slow-cpu";

const lh = (score: number, lcpMs: number, tbtMs: number) => ({
  score,
  lcpMs,
  tbtMs,
  cls: 0,
  scriptKbBr: 10,
  runs: [{ score, lcpMs, tbtMs, cls: 0, scriptKbBr: 10 }],
});

it("measures every page at every multiplier and splits the figures back per multiplier, references apart", () => {
  const targets = cpuTargets(
    [
      { name: "checkout", url: "http://x/checkout/", headers: { cookie: "a=b" } },
      { name: "bare-Gatsby reference", url: "http://y/" },
      { name: "plain-HTML reference", url: "http://x/plain/" },
    ],
    [4, 6],
  );
  expect(targets.map((t) => [t.name, t.cpuSlowdown])).toEqual([
    ["checkout @4x", 4],
    ["bare-Gatsby reference @4x", 4],
    ["plain-HTML reference @4x", 4],
    ["checkout @6x", 6],
    ["bare-Gatsby reference @6x", 6],
    ["plain-HTML reference @6x", 6],
  ]);
  expect(targets[0]!.headers).toEqual({ cookie: "a=b" });
  const measured = {
    "checkout @4x": lh(90, 1200, 300),
    "bare-Gatsby reference @4x": lh(100, 800, 100),
    "plain-HTML reference @4x": lh(100, 700, 20),
    "checkout @6x": lh(80, 1500, 600),
    "bare-Gatsby reference @6x": lh(99, 1000, 200),
    "plain-HTML reference @6x": lh(100, 750, 40),
  };
  const rounds = cpuRounds(measured, { checkout: "/checkout/", "bare-Gatsby reference": "/", "plain-HTML reference": "/plain/" }, [4, 6]);
  expect(rounds.map((r) => [r.cpuSlowdown, Object.keys(r.pages), r.pages.checkout!.tbtMs, r.reference.tbtMs, r.plain.tbtMs])).toEqual([
    [4, ["checkout"], 300, 100, 20],
    [6, ["checkout"], 600, 200, 40],
  ]);
  const md = renderSlowCpu({ date: "2026-12-06T04:00:00.000Z", runs: 1, loadAtStart: [3, 2, 1], loadAtEnd: [4, 3, 2], rounds }).join("\n");
  // Each of our figures with its ratio to both references of the same multiplier.
  // A report written before the main thread's times (decision 273) shows none.
  expect(md).toContain("| 6× | checkout | `/checkout/` | 80 | 1500 ms (1.50× G, 2.00× P) | 600 ms (3.00× G, 15.00× P) | — | 0 | 10 | 80 / 1500 / 600 |");
  expect(md).toContain("| 4× | **bare-Gatsby reference** | `/` | 100 | 800 ms | 100 ms |");
  expect(md).toContain("Load average (1 / 5 / 15 min) 3.00 / 2.00 / 1.00 at the start");
  // A report written before the reference with the site's headers has no H.
  expect(md).not.toContain(" H,");
});

it("states the apps' figures against the bare-Gatsby reference served with the site's headers too (decision 268)", () => {
  const measured = {
    "checkout @6x": lh(100, 900, 120),
    "bare-Gatsby reference @6x": lh(100, 800, 60),
    "bare-Gatsby reference with the site's headers @6x": lh(99, 850, 150),
    "plain-HTML reference @6x": lh(100, 700, 40),
  };
  const paths = {
    checkout: "/checkout/",
    "bare-Gatsby reference": "/",
    "bare-Gatsby reference with the site's headers": "/",
    "plain-HTML reference": "/plain/",
  };
  const rounds = cpuRounds(measured, paths, [6]);
  expect(Object.keys(rounds[0]!.pages)).toEqual(["checkout"]);
  expect(rounds[0]!.referenceHeaders?.tbtMs).toBe(150);
  const md = renderSlowCpu({ date: "2026-12-07T04:00:00.000Z", runs: 1, loadAtStart: [1, 1, 1], loadAtEnd: [1, 1, 1], rounds }).join("\n");
  expect(md).toContain("| 6× | checkout | `/checkout/` | 100 | 900 ms (1.13× G, 1.06× H, 1.29× P) | 120 ms (2.00× G, 0.80× H, 3.00× P) |");
  expect(md).toContain("| 6× | **bare-Gatsby reference with the site's headers** | `/` | 99 | 850 ms | 150 ms |");
});

it("states the main thread's CPU time against the references' and its wall time beside it (decision 273)", () => {
  const timed = (page: ReturnType<typeof lh>, mainThreadCpuMs: number, mainThreadWallMs: number) => ({ ...page, mainThreadCpuMs, mainThreadWallMs });
  const measured = {
    "my @6x": timed(lh(80, 900, 1100), 400, 900),
    "bare-Gatsby reference @6x": timed(lh(97, 1000, 350), 160, 400),
    "bare-Gatsby reference with the site's headers @6x": timed(lh(83, 1800, 900), 200, 500),
    "plain-HTML reference @6x": timed(lh(90, 1000, 420), 125, 265),
  };
  const paths = { my: "/my/", "bare-Gatsby reference": "/", "bare-Gatsby reference with the site's headers": "/", "plain-HTML reference": "/plain/" };
  const md = renderSlowCpu({
    date: "2026-12-08T00:00:00.000Z",
    runs: 1,
    loadAtStart: [1, 1, 1],
    loadAtEnd: [1, 1, 1],
    rounds: cpuRounds(measured, paths, [6]),
  }).join("\n");
  expect(md).toContain("| 1100 ms (3.14× G, 1.22× H, 2.62× P) | 400 ms (2.50× G, 2.00× H, 3.20× P), wall 900 ms | 0 |");
  expect(md).toContain("| **bare-Gatsby reference** | `/` | 97 | 1000 ms | 350 ms | 160 ms, wall 400 ms | 0 |");
  // A reference without the times: ours without ratios rather than a ratio to nothing.
  const { mainThreadCpuMs: _cpu, mainThreadWallMs: _wall, ...untimed } = measured["plain-HTML reference @6x"];
  const partial = renderSlowCpu({
    date: "2026-12-08T00:00:00.000Z",
    runs: 1,
    loadAtStart: [1, 1, 1],
    loadAtEnd: [1, 1, 1],
    rounds: cpuRounds({ ...measured, "plain-HTML reference @6x": untimed }, paths, [6]),
  }).join("\n");
  expect(partial).toContain("| 400 ms, wall 900 ms | 0 |");
});

it("serves the reference with every header of the site but its CSP, which would block its inline scripts", () => {
  const site = { "content-security-policy": "script-src 'self'", "cross-origin-opener-policy": "same-origin", "x-frame-options": "DENY" };
  expect(referenceSiteHeaders(site)).toEqual({ "cross-origin-opener-policy": "same-origin", "x-frame-options": "DENY" });
});

it("reports a round that could not be measured, and nothing when there was none", () => {
  expect(renderSlowCpu({ error: "Chrome did not start" })).toContain("- Not measured: Chrome did not start");
  expect(renderSlowCpu(undefined)).toEqual([]);
});

it("finds the content page with the largest HTML, leaving the apps out", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "slow-cpu-"));
  const page = async (p: string, bytes: number) => {
    await mkdir(path.join(dir, p), { recursive: true });
    await writeFile(path.join(dir, p, "index.html"), "x".repeat(bytes));
  };
  await page("privacy", 500);
  await page("help/a", 300);
  await page("my", 900);
  const routes = [
    { path: "/privacy/", template: "document", language: "en" },
    { path: "/help/a/", template: "help-article", language: "en" },
    { path: "/my/", template: "account", language: "en" },
    { path: "/gone/", template: "document", language: "en" },
  ];
  expect(await longestContentPage(dir, routes)).toEqual({ path: "/privacy/", bytes: 500 });
});
