// Lighthouse 13 runs in plain Node (no tsx): tsx's transform adds a `__name` helper to Lighthouse's
// functions, and Lighthouse runs some of them inside the page by their source text, where that helper does
// not exist ("ReferenceError: __name is not defined"). Called by bench/lighthouse.ts with a URL, the port
// of a running Chrome, extra headers, a run count and optionally a CPU slowdown (Lighthouse's simulated
// throttling multiplies the CPU time it observed by it; its mobile default is 4); prints one JSON line per run.
//
// Only the audits the bench reads are run: the five weighted metrics of the performance category (so its
// score is computed exactly as in a full run: FCP 10, SI 10, LCP 25, TBT 30, CLS 25) and resource-summary
// for script bytes. Lighthouse then skips the gatherers of every other audit, which is most of a run's time.
// From the trace those audits were computed from it also reads the page's main-thread time, wall and CPU
// (bench/main-thread.ts, decision 273).
import lighthouse from "lighthouse";
import { mainThreadTime } from "./main-thread.ts";

const AUDITS = ["first-contentful-paint", "speed-index", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "resource-summary"];

/**
 * A signed-in page's cookies go into Chrome's cookie jar (browser-level CDP `Storage.setCookies`), not into
 * an extra `Cookie` header: Chrome sends the page's own fetches with the jar's cookies, so with only a header
 * the document was signed in but the app's session call was not, and /my/ measured the login screen.
 * Lighthouse's storage reset clears caches but not cookies (clearStorageTypes), so the jar survives it.
 */
async function setCookies(port, pageUrl, cookieHeader) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const cookies = cookieHeader
    .split(/;\s*/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(pageUrl).origin };
    });
  const answer = new Promise((resolve) => {
    socket.onmessage = (event) => resolve(JSON.parse(String(event.data)));
  });
  socket.send(JSON.stringify({ id: 1, method: "Storage.setCookies", params: { cookies } }));
  const reply = await answer;
  socket.close();
  if (reply.error) throw new Error(`Storage.setCookies: ${reply.error.message}`);
}

const [url, port, headersJson, runs, cpuSlowdown] = process.argv.slice(2);
// Only the CPU multiplier changes: the network of the simulated mobile run stays Lighthouse's default.
const throttling = cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: Number(cpuSlowdown) } } : {};
// LIGHTHOUSE_DUMP=<dir> (bench/lighthouse-run.ts): the whole performance category, every run's report and trace saved.
const dump = process.env.LIGHTHOUSE_DUMP;
const { cookie, ...headers } = JSON.parse(headersJson || "{}");
if (cookie) await setCookies(port, url, cookie);
for (let i = 0; i < Number(runs || 1); i++) {
  const result = await lighthouse(url, {
    port: Number(port),
    output: "json",
    logLevel: "error",
    ...(dump ? { onlyCategories: ["performance"] } : { onlyAudits: AUDITS }),
    disableFullPageScreenshot: true,
    extraHeaders: headers,
    ...throttling,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (dump) {
    const { writeFile } = await import("node:fs/promises");
    // The port too: the two bare-Gatsby references are the same path on two servers.
    const name = `${new URL(url).port}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_")}${cpuSlowdown ? `-cpu${cpuSlowdown}x` : ""}-run${Number(process.env.LIGHTHOUSE_FIRST_RUN ?? 1) + i}.json`;
    await writeFile(`${dump}/${name}`, JSON.stringify(lhr));
    // The trace Lantern simulated from: which observed task became which long task of the report.
    const trace = result.artifacts?.Trace;
    if (trace) await writeFile(`${dump}/${name.replace(/\.json$/, ".trace.json")}`, JSON.stringify(trace));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const mainThread = result.artifacts?.Trace ? mainThreadTime(result.artifacts.Trace.traceEvents) : null;
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  process.stdout.write(
    JSON.stringify({
      runtimeError: lhr.runtimeError?.message ?? null,
      score: lhr.categories.performance?.score ?? null,
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      scriptBytes: items.filter((item) => item.resourceType === "script").reduce((sum, item) => sum + item.transferSize, 0),
      mainThreadWallMs: mainThread?.wallMs ?? null,
      mainThreadCpuMs: mainThread?.cpuMs ?? null,
      lighthouseVersion: lhr.lighthouseVersion,
    }) + "\n",
  );
}
