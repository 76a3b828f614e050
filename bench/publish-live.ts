// Publish to live, measured (issue 35, decision 230): the project's build (public/) installed as the live build of a
// publish service, one help article's title edited in a copy of the dataset, Sanity's signed webhook sent, and the
// page fetched from the served link every 100 ms until it shows the new title. Then the whole build that follows
// (the correctness path) is waited for. A figure, never a test.
//   npm run build && npx tsx bench/publish-live.ts [article id] [base port]
// Ports: base (publish service) and base+1 (site). Prints one JSON line. Everything it starts is stopped with a bound.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sendPublishWebhook } from "../tests/support/content-lake/webhook";
import { createSiteServer } from "../scripts/site-server";
import { recordFileOf } from "../scripts/publish/fast-runner";
import { filesUnder } from "../scripts/publish/fast/output-files";

const articleId = process.argv[2] ?? "help-connect-to-vps-over-ssh-en";
const base = Number(process.argv[3] ?? 8920);
const WAIT_LIVE_MS = 15 * 60_000;
const WAIT_REBUILD_MS = 30 * 60_000;
const secret = randomUUID();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    const done = setTimeout(resolve, 15_000);
    child.once("exit", () => {
      clearTimeout(done);
      resolve();
    });
    process.kill(-child.pid, "SIGTERM");
    setTimeout(() => child.pid && child.exitCode === null && process.kill(-child.pid, "SIGKILL"), 10_000).unref();
  });
}

function runTsx(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve("node_modules/.bin/tsx"), args, { env, stdio: "inherit" });
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${args.join(" ")}: exit ${code}`));
    });
  });
}

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
  const work = await mkdtemp(path.join(os.tmpdir(), "publish-live-"));
  const buildsDir = path.join(work, "builds");
  const link = path.join(work, "site");
  const seedDir = path.join(work, "seed");
  const env = { ...process.env, CONTENT_SEED_DIR: seedDir, GATSBY_TELEMETRY_DISABLED: "1" };
  let service: ChildProcess | undefined;
  let site: Awaited<ReturnType<typeof createSiteServer>> | undefined;
  try {
    // The dataset as the build read it, the project's build as the live one, and its record.
    await cp(path.resolve(process.env.CONTENT_SEED_DIR ?? "studio/seed"), seedDir, { recursive: true });
    await mkdir(path.join(buildsDir, "initial"), { recursive: true });
    await cp(path.resolve("public"), path.join(buildsDir, "initial"), { recursive: true });
    await writeFile(path.join(buildsDir, "history.json"), JSON.stringify(["initial"]));
    await symlink(path.join(buildsDir, "initial"), link);
    await runTsx(["scripts/publish/fast-publish-main.ts", "--record", recordFileOf(buildsDir, "initial")], env);

    const lines = (await readFile(path.join(seedDir, "content.ndjson"), "utf8")).split("\n");
    const index = lines.findIndex((line) => line.includes(`"_id":"${articleId}"`));
    if (index < 0) throw new Error(`No document ${articleId} in the dataset`);
    const doc = JSON.parse(lines[index]!) as { title: string; slug: { current: string }; language: string };
    const title = `${doc.title} (edited ${Date.now()})`;
    lines[index] = JSON.stringify({ ...doc, title });
    const pagePath = `${doc.language === "en" ? "" : `/${doc.language}`}/help/${doc.slug.current}/`;

    site = await createSiteServer({ publicDir: link, sandbox: false });
    await site.listen({ port: base + 1, host: "localhost" });
    service = spawn("npm", ["run", "publish-service"], {
      env: { ...env, SANITY_WEBHOOK_SECRET: secret, PUBLISH_BUILDS_DIR: buildsDir, PUBLISH_SITE_LINK: link, PUBLISH_PORT: String(base) },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    });
    for (let tries = 0; ; tries++) {
      if (tries > 300) throw new Error("The publish service did not start within 60 s");
      if (
        await fetch(`http://localhost:${base}/status`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(200);
    }

    await writeFile(path.join(seedDir, "content.ndjson"), lines.join("\n"));
    const loadBefore = load();
    const sent = performance.now();
    const status = await sendPublishWebhook({ url: `http://localhost:${base}/webhook`, secret }, { _id: articleId, _type: "helpArticle", operation: "update" });
    if (status !== 202) throw new Error(`The webhook was answered ${status}`);
    let liveMs = 0;
    while (!liveMs) {
      if (performance.now() - sent > WAIT_LIVE_MS) throw new Error("The new title was not served in time");
      const html = await fetch(`http://localhost:${base + 1}${pagePath}`).then(
        (r) => r.text(),
        () => "",
      );
      if (html.includes(title.replace(/&/g, "&amp;"))) liveMs = performance.now() - sent;
      else await sleep(100);
    }
    const loadLive = load();
    // The figure, at once: the whole build that follows can take long at scale.
    console.error(`webhook → ${pagePath} live in ${Math.round(liveMs)} ms (load ${loadLive})`);
    // And the fast path's stages (its log's last line), at once too.
    const liveNow = (await (await fetch(`http://localhost:${base}/status`)).json()) as { deploys: Array<{ id: string; kind: string; route?: string }> };
    const made = liveNow.deploys.find((d) => d.kind === "site");
    const madeLog = made ? await readFile(path.join(buildsDir, `${made.id}.fast.log`), "utf8").catch(() => "") : "";
    console.error(`route ${made?.route ?? "?"}: ${madeLog.trim().split("\n").at(-1) ?? ""}`);
    let rebuild: { state: string; startedAt?: string; finishedAt?: string } | undefined;
    for (;;) {
      if (performance.now() - sent > WAIT_REBUILD_MS) throw new Error("The whole build after it did not finish in time");
      const deploys = ((await (await fetch(`http://localhost:${base}/status`)).json()) as { deploys: Array<{ kind: string; state: string; route?: string }> })
        .deploys;
      rebuild = deploys.find((d) => d.kind === "rebuild");
      const first = deploys.find((d) => d.kind === "site");
      if (first?.route === "whole" && first.state === "live") break;
      if (rebuild && (rebuild.state === "live" || rebuild.state === "failed")) break;
      await sleep(1000);
    }
    const statusNow = (await (await fetch(`http://localhost:${base}/status`)).json()) as { deploys: Array<{ id: string; kind: string; route?: string }> };
    const fastDeploy = statusNow.deploys.find((d) => d.kind === "site" && d.route === "fast");
    const fastLog = fastDeploy ? await readFile(path.join(buildsDir, `${fastDeploy.id}.fast.log`), "utf8").catch(() => "") : "";
    const rebuilt = statusNow.deploys.find((d) => d.kind === "rebuild");
    // The fast path's output against the whole build's for the same content (decision 230's rule).
    const comparison =
      fastDeploy && rebuilt && rebuild?.state === "live" ? await compareBuilds(path.join(buildsDir, fastDeploy.id), path.join(buildsDir, rebuilt.id)) : null;
    console.log(
      JSON.stringify({
        page: pagePath,
        webhookToLiveMs: Math.round(liveMs),
        load: { before: loadBefore, live: loadLive, end: load() },
        rebuild,
        fastLog: fastLog.trim().split("\n").slice(-3).join("\n"),
        comparison,
        deploys: (statusNow as { deploys: unknown[] }).deploys,
      }),
    );
  } finally {
    if (service) await stop(service);
    await Promise.race([site?.close(), sleep(5000)]);
    if (process.env.KEEP === "1") console.error(`Kept ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
