// Publish to live, measured (issue 35, decision 230): the project's build (public/) installed as the live build of a
// publish service, one help article's title edited in a copy of the dataset, Sanity's signed webhook sent, and the
// page fetched from the served link every 100 ms until it shows the new title (`measurePublishToLive`, shared with
// the bench's scale run: decision 248). Then the whole build that follows (the correctness path) is waited for. A
// figure, never a test.
//   npm run build && npx tsx bench/publish-live.ts [article id] [base port]
// Ports: base (publish service) and base+1 (site). Prints one JSON line. Everything it starts is stopped with a bound.
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { filesUnder } from "../scripts/publish/fast/output-files";
import { DEFAULT_ARTICLE, measurePublishToLive } from "./publish-to-live";

const articleId = process.argv[2] ?? DEFAULT_ARTICLE;
const base = Number(process.argv[3] ?? 8920);
const WAIT_REBUILD_MS = 30 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const shown = (l: number[]) => l.map((n) => n.toFixed(1)).join(" ");

/** Files of two builds: those only in one, and those whose bytes differ (the carried-over hashed assets left out). */
async function compareBuilds(fastDir: string, wholeDir: string) {
  const [a, b] = await Promise.all([filesUnder(fastDir), filesUnder(wholeDir)]);
  const inB = new Set(b);
  const inA = new Set(a);
  const differ: string[] = [];
  for (const file of a.filter((f) => inB.has(f))) {
    const [x, y] = await Promise.all([readFile(path.join(fastDir, file)), readFile(path.join(wholeDir, file))]);
    if (!x.equals(y)) differ.push(file);
  }
  return {
    files: a.length,
    onlyFast: a.filter((f) => !inB.has(f)),
    onlyWhole: b.filter((f) => !inA.has(f)),
    differ,
  };
}

async function main() {
  await measurePublishToLive(
    {
      publicDir: path.resolve("public"),
      seedDir: path.resolve(process.env.CONTENT_SEED_DIR ?? "studio/seed"),
      articleId,
      basePort: base,
      keep: process.env.KEEP === "1",
    },
    async ({ figures, buildsDir, sent, status }) => {
      let rebuild: { state: string; startedAt?: string; finishedAt?: string } | undefined;
      for (;;) {
        if (performance.now() - sent > WAIT_REBUILD_MS) throw new Error("The whole build after it did not finish in time");
        const deploys = (await status()).deploys;
        rebuild = deploys.find((d) => d.kind === "rebuild");
        const first = deploys.find((d) => d.kind === "site");
        if (first?.route === "whole" && first.state === "live") break;
        if (rebuild && (rebuild.state === "live" || rebuild.state === "failed")) break;
        await sleep(1000);
      }
      const statusNow = await status();
      const fastDeploy = statusNow.deploys.find((d) => d.kind === "site" && d.route === "fast");
      const fastLog = fastDeploy ? await readFile(path.join(buildsDir, `${fastDeploy.id}.fast.log`), "utf8").catch(() => "") : "";
      const rebuilt = statusNow.deploys.find((d) => d.kind === "rebuild");
      // The fast path's output against the whole build's for the same content (decision 230's rule).
      const comparison =
        fastDeploy && rebuilt && rebuild?.state === "live" ? await compareBuilds(path.join(buildsDir, fastDeploy.id), path.join(buildsDir, rebuilt.id)) : null;
      console.log(
        JSON.stringify({
          page: figures.page,
          webhookToLiveMs: figures.webhookToLiveMs,
          load: { before: shown(figures.load.before), live: shown(figures.load.live), end: shown(os.loadavg()) },
          rebuild,
          fastLog: fastLog.trim().split("\n").slice(-3).join("\n"),
          comparison,
          deploys: statusNow.deploys,
        }),
      );
    },
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
