// The studio itself in Chromium (issue 35 item 4, decision 210): the built studio against a stand-in of the Content
// Lake (tests/support/content-lake/), the publish service (decision 171) building in the project itself (decision
// 220), and the site it serves. An editor changes a help article's title, sees the search snippet and its length warning follow,
// publishes, watches the document's badge go from "Publishing…" to "Live on the site since …", and finds the new
// title on the page; and an unpublished change shows in the draft preview (decision 172) and not on the live page.
//
// Auth: the stand-in accepts one token (STAND_IN_TOKEN), put where the studio keeps a signed-in editor's token
// (localStorage `__studio_auth_token_<projectId>`). Nothing reaches Sanity's hosted API: the studio's API host is the
// stand-in (SANITY_STUDIO_API_HOST=page-origin, built in), and every request to any other host is aborted here and
// listed (`external`).
//
// The publish runs Gatsby's build in the project, incremental from the `.cache/` that `npm run build` left (decision
// 220): the project's build outputs are moved aside and the build works on real copies of them, while the other
// browser tests serve and read their snapshot of the build (scripts/e2e-built-output.ts); afterwards the outputs
// are put back as they were. About 25 s a build on a quiet machine (decision 196), minutes on a loaded one. Its
// timeouts are the loaded machine's; the service and its builds (one process group) are stopped in afterAll.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import { fitTitle } from "../../schemas/lib/seo-limits";
import { restoreBuildOutputs, setBuildOutputsAside } from "../../scripts/e2e-built-output";
import { createSiteServer } from "../../scripts/site-server";
import { LakeDataset } from "../support/content-lake/dataset";
import { startContentLake, STAND_IN_TOKEN, type ContentLake } from "../support/content-lake/server";
import { buildStudioForTest, standInTls, studioTestDir } from "../support/content-lake/workspace";

const base = Number(process.env.E2E_PORT ?? 8100);
const ports = { lake: base + 1, publish: base + 2, preview: base + 3, site: base + 4 };
const PROJECT_ID = "hosting-local";
const WEBHOOK_SECRET = "studio-test-webhook-secret";
const PREVIEW_TOKEN = "studio-e2e-preview-token-000001";
// Addresses built into the studio; the browser context sends them to the local publish service and site.
const PUBLISH_HOST = "https://publish.studio.test";
const SITE_HOST = "https://site.studio.test";
/** Hosts the built studio asks besides its API (aborted here): fonts and scripts of Sanity's CDN, the version check, feedback. */
const OFFLINE_ORIGINS = new Set(["https://core.sanity-cdn.com", "https://design-system-static.sanity.io", "https://sanity-cdn.com", "https://api.sanity.io"]);
/** How long a Gatsby build may take on the shared, loaded 2-core machine (a quiet one: about 25 s, incremental). */
const BUILD_MS = 15 * 60_000;

const root = process.cwd();
const work = studioTestDir(root);
/** The publish service's builds, its served link and its previews: outside the project. */
const served = { builds: path.join(work, "builds"), site: path.join(work, "site"), previews: path.join(work, "previews") };

let lake: ContentLake;
let service: ChildProcess;
let site: FastifyInstance | undefined;
const external: string[] = [];

test.describe.configure({ mode: "serial" });

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The served site: the publish service's link, served once a first build is live. */
async function liveSite(): Promise<string> {
  if (!site) {
    site = await createSiteServer({ publicDir: served.site, sandbox: false });
    await site.listen({ port: ports.site, host: "localhost" });
  }
  return `http://localhost:${ports.site}`;
}

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000);
  const studioDir = path.join(work, "studio");
  const builtIn = buildStudioForTest(root, studioDir, {
    SANITY_STUDIO_API_HOST: "page-origin",
    SANITY_STUDIO_PUBLISH_STATUS_URL: PUBLISH_HOST,
    SANITY_STUDIO_PREVIEW_TOKEN: PREVIEW_TOKEN,
    SANITY_STUDIO_SITE_URL: SITE_HOST,
  });
  console.log(builtIn ? `studio built for the stand-in in ${builtIn} s` : "studio build reused");
  // A run's builds start from nothing of an earlier run's (the copy of the project earlier runs built in, too).
  for (const dir of [...Object.values(served), path.join(work, "project")]) rmSync(dir, { recursive: true, force: true });
  console.log(`build outputs set aside and copied in ${setBuildOutputsAside(root)} s`);

  const dataset = LakeDataset.fromNdjson(readFileSync(path.join(root, "studio/seed/content.ndjson"), "utf8"));
  const seedOut = { dir: path.join(work, "lake-dataset"), assetsDir: path.join(root, "studio/seed/assets") };
  await dataset.writeSeed(seedOut.dir, seedOut.assetsDir);
  lake = await startContentLake(
    {
      dataset,
      projectId: PROJECT_ID,
      datasetName: "production",
      studioDir,
      seedOut,
      webhook: { url: `http://localhost:${ports.publish}/webhook`, secret: WEBHOOK_SECRET },
      tls: standInTls(work),
    },
    ports.lake,
  );
  service = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/publish-service.ts"], {
    cwd: root,
    // Its own process group: the builds it starts are stopped with it.
    detached: true,
    env: {
      ...process.env,
      PUBLISH_BUILDS_DIR: served.builds,
      PUBLISH_SITE_LINK: served.site,
      PUBLISH_PREVIEWS_DIR: served.previews,
      SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLISH_PORT: String(ports.publish),
      PUBLISH_STATUS_ORIGINS: lake.url,
      PUBLISH_PREVIEW_TOKEN: PREVIEW_TOKEN,
      PUBLISH_PREVIEW_PORT: String(ports.preview),
      PUBLISH_PREVIEW_URL: `http://localhost:${ports.preview}`,
      CONTENT_SEED_DIR: seedOut.dir,
      // The project's build (npm run build's, of the seed the stand-in starts from) is the first live build: the publish
      // and the preview take the fast path from it (decision 230). The whole build that follows a fast publish waits
      // for a quiet moment longer than these tests: the preview does not wait behind it.
      PUBLISH_INITIAL_BUILD: path.join(root, "public"),
      PUBLISH_REBUILD_DELAY_MS: String(30 * 60_000),
      HOST: "localhost",
    },
    stdio: "ignore",
  });
  // It copies the build and reads the dataset first.
  await waitFor(`http://localhost:${ports.publish}/status`, 180_000);
});

/** Whether a process group has a process left. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the service and any build it runs (its process group): SIGTERM, then SIGKILL after 10 s; gives up after 15 s. */
async function stopService(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (!pid || !groupAlive(pid)) return;
  process.kill(-pid, "SIGTERM");
  for (let waited = 0; groupAlive(pid) && waited < 15_000; waited += 250) {
    if (waited === 10_000) process.kill(-pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A close that waits at most `ms` (a browser context a failed test left open keeps its connections). */
async function closeWithin(close: Promise<unknown> | undefined, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([close, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

test.afterAll(async () => {
  test.setTimeout(3 * 60_000);
  if (service) await stopService(service);
  await closeWithin(site?.close(), 5_000);
  await closeWithin(lake?.close(), 5_000);
  // The project's build outputs as `npm run build` left them (the builds here wrote the test's edits into copies).
  restoreBuildOutputs(root);
});

/** A signed-in editor's studio; the publish service and the site under the addresses the studio was built with. */
async function studio(context: BrowserContext): Promise<Page> {
  await context.addInitScript(({ key, token }) => localStorage.setItem(key, JSON.stringify({ token, time: new Date().toISOString() })), {
    key: `__studio_auth_token_${PROJECT_ID}`,
    token: STAND_IN_TOKEN,
  });
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    // Redirects go back to the browser: the preview's wait page sends the tab on to the preview site.
    const to = url.origin === PUBLISH_HOST ? `http://localhost:${ports.publish}` : url.origin === SITE_HOST ? await liveSite() : null;
    if (to) return route.fulfill({ response: await route.fetch({ url: `${to}${url.pathname}${url.search}`, maxRedirects: 0 }) });
    if (url.hostname === "localhost" || url.hostname.endsWith(".localhost")) return route.continue();
    external.push(url.origin);
    return route.abort();
  });
  return context.newPage();
}

async function openArticle(page: Page, id: string) {
  await page.goto(`${lake.url}/intent/edit/id=${id};type=helpArticle`);
  const title = page.locator('[data-testid="field-title"] input');
  // A document's first screen: seconds on a quiet machine, over a minute on the loaded one.
  await expect(title).toBeVisible({ timeout: 180_000 });
  return title;
}

test("an editor changes a help article's title, publishes, and the site shows it", async ({ browser }) => {
  test.setTimeout(BUILD_MS + 3 * 60_000);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await studio(context);
  const before = "Reinstalling the operating system on a VPS";
  const after = "Reinstalling the operating system on a VPS from a clean image, step by step";
  const title = await openArticle(page, "help-reinstall-vps-os-en");
  await expect(title).toHaveValue(before);

  // The search snippet (SEO tab) shows the page's title as the build makes it, with no warning while it fits.
  await page.getByRole("tab", { name: "SEO" }).click();
  // The seo object starts folded when nothing is written in it.
  await page.getByTestId("field-seo").getByText("SEO", { exact: true }).click();
  await expect(page.getByTestId("search-title")).toHaveText(`${before} — Hostward`);
  await expect(page.getByTestId("seo-preview").getByRole("note")).toHaveCount(0);

  await page.getByRole("tab", { name: "Content" }).click();
  await title.fill(after);
  await page.getByRole("tab", { name: "SEO" }).click();
  // 75 characters: cut at a word, and the warning says so.
  expect(fitTitle(after, "Hostward")).toBe("Reinstalling the operating system on a VPS from a clean image…");
  await expect(page.getByTestId("search-title")).toHaveText(fitTitle(after, "Hostward"));
  await expect(page.getByTestId("seo-preview").getByRole("note").first()).toHaveText("Search results cut this title after about 65 characters (it has 75).");

  const publish = page.getByTestId("action-publish");
  await expect(publish).toBeEnabled({ timeout: 30_000 });
  const published = Date.now();
  await publish.click();
  await expect(page.getByText("Publishing…")).toBeVisible({ timeout: 30_000 });
  // The badge's end state: live, or the build's failure (shown at once rather than waited out).
  const outcome = page.getByText(/^(Live on the site since \d\d:\d\d|The site was not updated: .*)$/);
  await expect(outcome).toBeVisible({ timeout: BUILD_MS });
  await expect(outcome).toHaveText(/^Live on the site since \d\d:\d\d$/);
  const status = (await (await fetch(`http://localhost:${ports.publish}/status/documents/help-reinstall-vps-os-en`)).json()) as {
    deploy: { state: string; route: string; queuedAt: string; startedAt: string; finishedAt: string };
  };
  expect(status.deploy.state).toBe("live");
  // From the live build, not a whole build (decision 230).
  expect(status.deploy.route).toBe("fast");
  test.info().annotations.push({
    type: "publish to live",
    description: `${status.deploy.route} path: click → badge live ${Math.round((Date.now() - published) / 1000)} s; webhook → live ${
      (Date.parse(status.deploy.finishedAt) - Date.parse(status.deploy.queuedAt)) / 1000
    } s (build ${(Date.parse(status.deploy.finishedAt) - Date.parse(status.deploy.startedAt)) / 1000} s)`,
  });
  expect(lake.deliveries).toEqual([{ documentId: "help-reinstall-vps-os-en", status: 202 }]);

  const live = await context.newPage();
  await live.goto(`${SITE_HOST}/help/reinstall-vps-os/`);
  await expect(live.getByRole("heading", { level: 1 })).toHaveText(after);
  // The studio's calls went to the stand-in; what it asked elsewhere (its CDN's font and bridge script, a version
  // check, the feedback intake) was aborted, and nothing else was asked.
  expect(lake.requests.filter((r) => /^\/v[\d-]+\/(users\/me|data\/(query|listen|actions))/.test(r.path) && r.status === 200).length).toBeGreaterThan(3);
  expect([...new Set(external)].filter((origin) => !OFFLINE_ORIGINS.has(origin))).toEqual([]);
  await context.close();
});

test("an unpublished change shows in the draft preview and not on the live page", async ({ browser }) => {
  test.setTimeout(BUILD_MS + 3 * 60_000);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await studio(context);
  const draft = "Setting up a mail client (IMAP and SMTP), draft not yet published";
  const title = await openArticle(page, "help-email-client-setup-en");
  await title.fill(draft);
  await expect(page.getByTestId("action-publish")).toBeEnabled({ timeout: 30_000 });

  await page.getByTestId("action-menu-button").click();
  const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("menuitem", { name: "Preview draft" }).click()]);
  // The tab waits on the publish service's page until the preview build is live, then lands on the preview site.
  await expect(preview).toHaveURL(`http://localhost:${ports.preview}/help/email-client-setup/`, { timeout: BUILD_MS });
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(draft);

  const live = await context.newPage();
  await live.goto(`${SITE_HOST}/help/email-client-setup/`);
  await expect(live.getByRole("heading", { level: 1 })).toHaveText("Setting up a mail client (IMAP and SMTP)");
  await context.close();
});
