// The publish service end to end on loopback: signed webhooks in, builds (a fast stand-in command that stamps its
// build id in every file) swapped in under a bounded load on the site server, which must never fail a request nor
// serve a page and its script from two builds. Then a rollback.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import type { FastifyInstance } from "fastify";
import { commandRunner } from "./build-command";
import { createPublisher } from "./publisher";
import { createPublishService } from "./service";
import { siteSlots } from "./site-slots";
import { spawn, type ChildProcess } from "node:child_process";

const SECRET = "swap-test-secret";

// Every file carries the build id; the page is large (≈ 400 kB) so that a read across a switch would show, and its
// script's name is hashed from the id, as Gatsby's are from their content.
const FAKE_BUILD = `node -e '
const fs = require("fs"), crypto = require("crypto");
const id = process.env.PUBLISH_BUILD_ID, dir = process.env.PUBLISH_BUILD_DIR;
const hash = crypto.createHash("sha1").update(id).digest("hex").slice(0, 20);
const filler = ("<p>" + id + "</p>\\n").repeat(12000);
fs.writeFileSync(dir + "/index.html", "<!doctype html><meta name=build content=" + id + "><script src=/app-" + hash + ".js></script>" + filler + "<!-- " + id + " -->");
fs.writeFileSync(dir + "/app-" + hash + ".js", "window.build=\\"" + id + "\\";");
fs.writeFileSync(dir + "/404.html", "not found " + id);
fs.writeFileSync(dir + "/_redirects", "");
'`;

let root: string;
let service: FastifyInstance;
let site: ChildProcess | undefined;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "publish-swap-"));
});
afterEach(async () => {
  site?.kill();
  await service.close();
  await rm(root, { recursive: true, force: true });
});

async function start() {
  const buildsDir = path.join(root, "builds");
  const slots = siteSlots({ buildsDir, siteLink: path.join(root, "site") });
  const publisher = createPublisher({ run: commandRunner(FAKE_BUILD, root), slots, buildsDir, coalesceMs: 50 });
  service = createPublishService({ publisher, slots, secret: SECRET, statusOrigins: ["http://localhost:3333"] });
  const url = await service.listen({ port: 0, host: "127.0.0.1" });
  return { url, slots, publisher };
}

/** The site server in its own process, as `SITE_DIR=site npm run serve` runs it (@fastify/static is ESM-only under Jest). */
function startSite(publicDir: string): Promise<string> {
  const script = `import { createSiteServer } from ${JSON.stringify(path.resolve(__dirname, "../site-server.ts"))};
const app = await createSiteServer({ publicDir: ${JSON.stringify(publicDir)}, sandbox: false });
console.log("LISTENING " + (await app.listen({ host: "127.0.0.1", port: 0 })));`;
  const child = spawn(process.execPath, [path.resolve(__dirname, "../../node_modules/tsx/dist/cli.mjs"), "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  site = child;
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /LISTENING (\S+)/.exec(output);
      if (m) resolve(m[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`site server exited (${code}): ${output}`)));
  });
}

let delivery = 0;
async function publish(url: string, documentId: string, secret = SECRET) {
  delivery += 1;
  const body = JSON.stringify({ _id: documentId, _type: "helpArticle", operation: "update" });
  return fetch(`${url}/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
      "idempotency-key": `d${delivery}`,
    },
    body,
  });
}

/** One visitor: the page, then its script; both must be 200 and from the same build, and builds only move forward. */
async function visitor(siteUrl: string, order: string[], until: () => boolean, maxRequests: number) {
  const problems: string[] = [];
  let requests = 0;
  let lastIndex = -1;
  while (!until() && requests < maxRequests) {
    const page = await fetch(`${siteUrl}/`);
    const html = await page.text();
    requests += 1;
    const id = /<meta name=build content=([\w-]+)>/.exec(html)?.[1] ?? "?";
    const script = /<script src=(\/app-[0-9a-f]+\.js)>/.exec(html)?.[1];
    if (page.status !== 200) problems.push(`page ${page.status}`);
    if (!html.endsWith(`<!-- ${id} -->`) || html.split(`<p>${id}</p>`).length !== 12001) problems.push(`page of ${id} is not wholly ${id}'s`);
    if (!script) {
      problems.push("page names no script");
      continue;
    }
    const asset = await fetch(`${siteUrl}${script}`);
    const js = await asset.text();
    requests += 1;
    if (asset.status !== 200 || js !== `window.build="${id}";`) problems.push(`script of ${id}'s page: ${asset.status} ${js.slice(0, 60)}`);
    const index = order.indexOf(id);
    if (index < lastIndex) problems.push(`went back from ${order[lastIndex]} to ${id}`);
    lastIndex = Math.max(lastIndex, index);
  }
  return { problems, requests };
}

describe("publish service", () => {
  it("refuses unsigned and wrongly signed calls over HTTP and reports deploys on the status endpoint", async () => {
    const { url } = await start();
    const unsigned = await fetch(`${url}/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"_id":"a"}' });
    expect(unsigned.status).toBe(401);
    expect((await publish(url, "a", "wrong")).status).toBe(401);
    expect(await (await fetch(`${url}/status`)).json()).toEqual({ live: null, deploys: [] });

    const accepted = await publish(url, "help-en-dns");
    expect(accepted.status).toBe(202);
    const { deploy } = (await accepted.json()) as { deploy: string };
    const queued = await fetch(`${url}/status/documents/drafts.help-en-dns`, { headers: { origin: "http://localhost:3333" } });
    expect(queued.headers.get("access-control-allow-origin")).toBe("http://localhost:3333");
    expect(await queued.json()).toMatchObject({ deploy: { id: deploy, state: "queued" } });
    const elsewhere = await fetch(`${url}/status`, { headers: { origin: "https://evil.example" } });
    expect(elsewhere.headers.get("access-control-allow-origin")).toBeNull();
    expect((await fetch(`${url}/status/documents/other`)).status).toBe(404);
  });

  it("under load, swaps builds without a failed request or a page mixed from two builds, then rolls back", async () => {
    const { url, slots, publisher } = await start();
    await publish(url, "help-en-dns");
    await publisher.settled();
    const first = await slots.live();
    const siteUrl = await startSite(path.join(root, "site"));

    let done = false;
    const started = Date.now();
    const order = () => [
      first!,
      ...publisher
        .deploys()
        .map((d) => d.id)
        .reverse(),
    ];
    const ids: string[] = [];
    // Four visitors, at most 400 requests each and 20 s in all, while three publishes go live one after another.
    const load = Promise.all(Array.from({ length: 4 }, () => visitor(siteUrl, ids, () => done || Date.now() - started > 20_000, 400)));
    for (let n = 0; n < 3; n += 1) {
      const response = await publish(url, `help-en-${n}`);
      expect(response.status).toBe(202);
      ids.splice(0, ids.length, ...order());
      await publisher.settled();
      ids.splice(0, ids.length, ...order());
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    done = true;
    const results = await load;
    expect(results.flatMap((r) => r.problems)).toEqual([]);
    expect(results.reduce((sum, r) => sum + r.requests, 0)).toBeGreaterThan(40);
    const status = (await (await fetch(`${url}/status`)).json()) as { live: string; deploys: Array<{ id: string; state: string }> };
    expect(status.deploys.map((d) => d.state)).toEqual(["live", "live", "live", "live"]);
    expect(status.live).toBe(status.deploys[0]?.id);

    // One command's worth: the site is the build before again.
    const before = status.deploys[1]!.id;
    expect(await slots.rollback()).toBe(before);
    const html = await (await fetch(`${siteUrl}/`)).text();
    expect(html).toContain(`content=${before}>`);
  });
});
