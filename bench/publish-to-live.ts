// Publish to live, measured (issue 35, decisions 230 and 248): a build installed as the live build of a publish
// service, one help article's title edited in a copy of the dataset the build read, Sanity's signed webhook sent, and
// the page fetched from the served link every 100 ms until it shows the new title. Used by `bench/publish-live.ts`
// (by hand, then waits for the whole build that follows) and by the bench's scale run (`bench/scale.ts`: the figure
// only, the whole build held off by a long PUBLISH_REBUILD_DELAY_MS and the service stopped after the figure).
// Ports: base (publish service) and base+1 (site). Everything it starts is stopped with a bound.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sendPublishWebhook } from "../tests/support/content-lake/webhook";
// Loaded when measuring (below): its ESM-only dependencies stay out of the unit tests that import this module's helpers.
import type { createSiteServer } from "../scripts/site-server";
import { recordFileOf } from "../scripts/publish/fast-runner";
import type { Deploy } from "../scripts/publish/publisher";

/** The article `bench/publish-live.ts` edits unless told otherwise: shown on 4 pages (decision 242). */
export const DEFAULT_ARTICLE = "help-connect-to-vps-over-ssh-en";
const WAIT_LIVE_MS = 15 * 60_000;

export type PublishToLiveFigures = {
  articleId: string;
  /** The page whose new title was awaited. */
  page: string;
  /** Webhook sent → the page served with the new title. */
  webhookToLiveMs: number;
  /** How the site deploy was made: "fast" (decision 230) or "whole"; "?" when the status did not say. */
  route: string;
  /** The fast path's stage line (the last line of its log), or "" when it wrote none. */
  stages: string;
  /** Load average (1 / 5 / 15 min) when the webhook was sent and when the new title was served. */
  load: { before: number[]; live: number[] };
};

/** What the caller may still do while the service runs, after the figure (the whole build's wait, by hand). */
export type PublishLiveRun = {
  figures: PublishToLiveFigures;
  /** The publish service's port; the site is served on base+1. */
  base: number;
  buildsDir: string;
  /** `performance.now()` when the webhook was sent. */
  sent: number;
  status(): Promise<{ deploys: Deploy[] }>;
};

export type PublishToLiveOptions = {
  /** The build to install as the live one (copied). */
  publicDir: string;
  /** The dataset that build read (a CONTENT_SEED_DIR folder; copied, then the copy is edited). */
  seedDir: string;
  articleId?: string;
  basePort: number;
  /** PUBLISH_REBUILD_DELAY_MS of the service; unset: the environment's, or the service's default. */
  rebuildDelayMs?: number;
  /** Leave the work folder (builds, logs, dataset) in place and say where. */
  keep?: boolean;
  log?: (line: string) => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadNow = () => os.loadavg().map((n) => Number(n.toFixed(2)));

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

/**
 * The dataset's lines with one article's title edited (a mark of the time, so each run's title is new), the new
 * title and the page that shows it.
 */
export function editTitle(lines: string[], articleId: string, stamp = Date.now()): { lines: string[]; title: string; pagePath: string } {
  const index = lines.findIndex((line) => line.includes(`"_id":"${articleId}"`));
  if (index < 0) throw new Error(`No document ${articleId} in the dataset`);
  const doc = JSON.parse(lines[index]!) as { title: string; slug: { current: string }; language: string };
  const title = `${doc.title} (edited ${stamp})`;
  const edited = [...lines];
  edited[index] = JSON.stringify({ ...doc, title });
  return { lines: edited, title, pagePath: `${doc.language === "en" ? "" : `/${doc.language}`}/help/${doc.slug.current}/` };
}

/**
 * Measures webhook → live once. `after` runs with the service still up, once the figure is taken; the service, the
 * site server and the work folder are gone when this resolves or rejects.
 */
export async function measurePublishToLive<T = void>(
  { publicDir, seedDir: sourceSeed, articleId = DEFAULT_ARTICLE, basePort: base, rebuildDelayMs, keep = false, log = console.error }: PublishToLiveOptions,
  after?: (run: PublishLiveRun) => Promise<T>,
): Promise<{ figures: PublishToLiveFigures; after?: T }> {
  const secret = randomUUID();
  const work = await mkdtemp(path.join(os.tmpdir(), "publish-live-"));
  const buildsDir = path.join(work, "builds");
  const link = path.join(work, "site");
  const seedDir = path.join(work, "seed");
  const env = { ...process.env, CONTENT_SEED_DIR: seedDir, GATSBY_TELEMETRY_DISABLED: "1" };
  const status = async () => (await (await fetch(`http://localhost:${base}/status`)).json()) as { deploys: Deploy[] };
  let service: ChildProcess | undefined;
  let site: Awaited<ReturnType<typeof createSiteServer>> | undefined;
  try {
    // The dataset as the build read it, the build as the live one, and its record.
    await cp(sourceSeed, seedDir, { recursive: true });
    await mkdir(path.join(buildsDir, "initial"), { recursive: true });
    await cp(publicDir, path.join(buildsDir, "initial"), { recursive: true });
    await writeFile(path.join(buildsDir, "history.json"), JSON.stringify(["initial"]));
    await symlink(path.join(buildsDir, "initial"), link);
    await runTsx(["scripts/publish/fast-publish-main.ts", "--record", recordFileOf(buildsDir, "initial")], env);

    const { lines, title, pagePath } = editTitle((await readFile(path.join(seedDir, "content.ndjson"), "utf8")).split("\n"), articleId);

    const { createSiteServer: serveSite } = await import("../scripts/site-server");
    site = await serveSite({ publicDir: link, sandbox: false });
    await site.listen({ port: base + 1, host: "localhost" });
    service = spawn("npm", ["run", "publish-service"], {
      env: {
        ...env,
        SANITY_WEBHOOK_SECRET: secret,
        PUBLISH_BUILDS_DIR: buildsDir,
        PUBLISH_SITE_LINK: link,
        PUBLISH_PORT: String(base),
        ...(rebuildDelayMs === undefined ? {} : { PUBLISH_REBUILD_DELAY_MS: String(rebuildDelayMs) }),
      },
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
    const loadBefore = loadNow();
    const sent = performance.now();
    const answer = await sendPublishWebhook({ url: `http://localhost:${base}/webhook`, secret }, { _id: articleId, _type: "helpArticle", operation: "update" });
    if (answer !== 202) throw new Error(`The webhook was answered ${answer}`);
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
    const loadLive = loadNow();
    // The fast path's stages: its log's last line.
    const made = (await status()).deploys.find((d) => d.kind === "site");
    const madeLog = made ? await readFile(path.join(buildsDir, `${made.id}.fast.log`), "utf8").catch(() => "") : "";
    const figures: PublishToLiveFigures = {
      articleId,
      page: pagePath,
      webhookToLiveMs: Math.round(liveMs),
      route: made?.route ?? "?",
      stages: madeLog.trim().split("\n").at(-1) ?? "",
      load: { before: loadBefore, live: loadLive },
    };
    log(`webhook → ${pagePath} live in ${figures.webhookToLiveMs} ms (load ${loadLive.map((n) => n.toFixed(1)).join(" ")})`);
    log(`route ${figures.route}: ${figures.stages}`);
    return { figures, after: after ? await after({ figures, base, buildsDir, sent, status }) : undefined };
  } finally {
    if (service) await stop(service);
    await Promise.race([site?.close(), sleep(5000)]);
    if (keep) log(`Kept ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}
