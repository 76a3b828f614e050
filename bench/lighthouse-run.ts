import { mkdir } from "node:fs/promises";
import path from "node:path";
import { measurePages } from "./lighthouse";
import { signIn } from "./login";
import { serveSite } from "./serve";

// `npm run bench:lighthouse -- [--runs N] [--cpu N] [--signed-in] <path>...`: the bench's Lighthouse figures (mobile,
// simulated throttling, median of N runs, default 3) for chosen pages of the build in public/, without the
// rest of the bench; --cpu sets the simulated CPU slowdown (the slow round's is 6; Lighthouse's mobile default 4).
// The pages' runs are interleaved (one run of each per round), as in the bench. With LIGHTHOUSE_DUMP=<dir> every
// run's whole report (performance category, every audit and insight: LCP element and breakdown, render-blocking
// requests, main-thread work) is written there as JSON, with the trace it was computed from (`*.trace.json`), to
// find out why a figure is what it is. No build: run it after `npm run build`.

async function main() {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf("--runs");
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
  const cpuAt = args.indexOf("--cpu");
  const cpuSlowdown = cpuAt >= 0 ? Number(args[cpuAt + 1]) : undefined;
  const signedIn = args.includes("--signed-in");
  const paths = args.filter((a) => a.startsWith("/"));
  if (paths.length === 0 || !(runs > 0) || (cpuSlowdown !== undefined && !(cpuSlowdown > 0)))
    throw new Error("usage: npm run bench:lighthouse -- [--runs N] [--cpu N] [--signed-in] <path>...");
  if (process.env.LIGHTHOUSE_DUMP) await mkdir(path.resolve(process.env.LIGHTHOUSE_DUMP), { recursive: true });
  const site = await serveSite(Number(process.env.BENCH_PORT ?? 8900));
  try {
    const headers: Record<string, string> = signedIn ? { cookie: (await signIn(site.url)).cookie } : {};
    console.log("| page | score | LCP ms | TBT ms | CLS | script KB br | runs (score / LCP / TBT) |");
    console.log("|---|---|---|---|---|---|---|");
    const measured = await measurePages(
      paths.map((p) => ({ name: p, url: site.url + p, headers, cpuSlowdown })),
      runs,
    );
    for (const p of paths) {
      const f = measured[p];
      if (!f) throw new Error(`no figures for ${p}`);
      const each = f.runs.map((r) => `${r.score} / ${r.lcpMs} / ${r.tbtMs}`).join("; ");
      console.log(`| \`${p}\` | ${f.score} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${f.scriptKbBr} | ${each} |`);
    }
  } finally {
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
