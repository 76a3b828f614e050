import { writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { blockingMs, longTasks, type TaskBreakdown, type TraceEvent } from "./long-tasks";
import { signIn } from "./login";
import { serveSite } from "./serve";

// `npm run bench:long-tasks -- [--cpu N] [--runs N] [--width W] [--min MS] [--signed-in] <path>...`: what the long tasks of a page's
// load are (bench/long-tasks.ts), in Chromium with the CPU slowed N times (default 6) through CDP, at a phone's
// width W (default 412, Lighthouse's), on the build in public/ served on BENCH_PORT; with --signed-in, as the
// sandbox's demo customer (the bench's Lighthouse rounds measure /my/ and /checkout/ so). Each run prints every task
// of 50 ms (--min) or more (times from the first contentful paint) with its self time by kind and the scripts it ran;
// then per page: the blocking time of all of them (over 50 ms each, from navigation to the quiet after load),
// the first rendering task (the one with the most style, layout and paint), the blocking time of the others
// after the first paint, and the longest script task after it. LONG_TASKS_OTHERS=1 also lists the Blink trace
// points inside each task; LONG_TASKS_DUMP=<prefix> writes each run's trace as <prefix>-<run>.json. Not
// Lighthouse's simulated figures: these are the observed tasks, so compare runs of this tool with each other,
// under the same load (`uptime`).

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8.execute", "blink", "loading", "v8"].join(",");

async function trace(url: string, cpu: number, width: number, cookie?: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({
      viewport: { width, height: width < 640 ? 844 : 800 },
      isMobile: width < 640,
      deviceScaleFactor: width < 640 ? 2 : 1,
    });
    if (cookie)
      await context.addCookies(
        cookie.split("; ").map((pair) => {
          const [name, value] = pair.split("=") as [string, string];
          // The site's origin: a cookie set for the page's address would have the page's path, and the
          // session calls (/auth/_allauth/…) would go without it.
          return { name, value, url: new URL(url).origin };
        }),
      );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    const events: TraceEvent[] = [];
    // The protocol types an event as a string map; Chromium sends trace events (numbers for ts, dur, pid, tid).
    cdp.on("Tracing.dataCollected", (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    // The boot's deferred work (decision 130: wiring in turns after load) runs in the quiet after load.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await cdp.send("Tracing.end");
    await done;
    return events;
  } finally {
    await browser.close();
  }
}

const rendering = (t: TaskBreakdown) => (t.byKind.style ?? 0) + (t.byKind.layout ?? 0) + (t.byKind.paint ?? 0);
const median = (l: readonly number[]) => [...l].sort((a, b) => a - b)[Math.floor(l.length / 2)] ?? NaN;

async function main() {
  const args = process.argv.slice(2);
  const opt = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const cpu = opt("--cpu", 6);
  const runs = opt("--runs", 3);
  const width = opt("--width", 412);
  // Lighthouse's simulated throttling multiplies each task of an unthrottled load: `--cpu 1 --min 8` lists what its
  // 6× round counts as long (8.3 ms × 6 ≥ 50 ms).
  const min = opt("--min", 50);
  const paths = args.filter((a) => a.startsWith("/"));
  if (paths.length === 0) throw new Error("usage: npm run bench:long-tasks -- [--cpu N] [--runs N] [--width W] [--min MS] [--signed-in] <path>...");
  const site = await serveSite(Number(process.env.BENCH_PORT ?? 8900));
  try {
    for (const p of paths) {
      const totals: number[] = [];
      const firstRender: number[] = [];
      const after: number[] = [];
      const longestScript: number[] = [];
      for (let run = 1; run <= runs; run++) {
        const cookie = args.includes("--signed-in") ? (await signIn(site.url)).cookie : undefined;
        const events = await trace(site.url + p, cpu, width, cookie);
        if (process.env.LONG_TASKS_DUMP) await writeFile(`${process.env.LONG_TASKS_DUMP}-${run}.json`, JSON.stringify(events));
        const tasks = longTasks(events, min);
        const fcp = events.find((e) => e.name === "firstContentfulPaint")?.ts;
        const tbt = blockingMs(tasks);
        totals.push(tbt);
        // The first rendering (the task with the most style, layout and paint) and what blocks after the first paint.
        const render = [...tasks].sort((a, b) => rendering(b) - rendering(a))[0];
        const afterPaint = blockingMs(tasks.filter((t) => fcp != null && t.start + t.ms * 1000 > fcp && t !== render));
        if (render) firstRender.push(render.ms);
        const scriptTasks = tasks.filter((t) => fcp != null && t.start > fcp && (t.byKind.script ?? 0) >= t.ms / 2);
        longestScript.push(Math.max(0, ...scriptTasks.map((t) => t.ms)));
        after.push(afterPaint);
        console.log(`${p} @${cpu}x run ${run}: ${tasks.length} task(s) ≥ ${min} ms, blocking ${tbt.toFixed(0)} ms`);
        const t0 = fcp ?? tasks[0]?.start ?? 0;
        if (fcp) console.log(`  (times from the first contentful paint)`);
        for (const t of tasks) {
          const kinds = Object.entries(t.byKind)
            .filter(([, v]) => (v ?? 0) >= 1)
            .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
            .map(([k, v]) => `${k} ${(v ?? 0).toFixed(0)}`)
            .join(", ");
          const scripts = Object.entries(t.scripts)
            .filter(([, v]) => v >= 1)
            .map(([u, v]) => `${u.replace(site.url, "")} ${v.toFixed(0)}`)
            .join(", ");
          if (process.env.LONG_TASKS_OTHERS)
            console.log(
              `    others (total, not self): ${Object.entries(t.others)
                .filter(([, v]) => v >= 5)
                .sort((a, b) => b[1] - a[1])
                .slice(0, 8)
                .map(([n, v]) => `${n} ${v.toFixed(0)}`)
                .join(", ")}`,
            );
          console.log(`  +${((t.start - t0) / 1000).toFixed(0)} ms: ${t.ms.toFixed(0)} ms — ${kinds}${scripts ? ` [script: ${scripts}]` : ""}`);
        }
      }
      const line = (what: string, l: number[]) => `${what} ${l.map((t) => t.toFixed(0)).join(" / ")} (median ${median(l).toFixed(0)})`;
      console.log(
        `${p} @${cpu}x: ${line("blocking ms per run", totals)}; ${line("first rendering task ms", firstRender)}; ${line("blocking of the other tasks after the first paint", after)}; ${line("longest script task after it (0: none ≥ 50 ms)", longestScript)}`,
      );
    }
  } finally {
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
