// A draft preview end to end with a stand-in build that reads the content as the site's build does (the project's
// own content source, in the perspective the service asks for): the unpublished title is in the preview and not on
// the site; the preview site needs its token and says noindex.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { commandRunner } from "./build-command";
import { guardPreview, previewBuildEnv, tokenMatches } from "./preview";
import { createPublisher } from "./publisher";
import { createPublishService } from "./service";
import { siteSlots } from "./site-slots";

const TOKEN = "preview-token-of-32-characters!!";
const SECRET = "webhook-secret";
const ROOT = path.resolve(__dirname, "../..");
const BUILD = `node ${JSON.stringify(path.join(ROOT, "node_modules/tsx/dist/cli.mjs"))} --input-type=module -e '
import { writeFileSync } from "node:fs";
import { createContentSource } from ${JSON.stringify(path.join(ROOT, "src/build/content-source.ts"))};
const source = await createContentSource();
const [doc] = await source.fetch("*[_id == \\"help-en-dns\\"]{title}");
writeFileSync(process.env.PUBLISH_BUILD_DIR + "/index.html", "<title>" + doc.title + "</title>");
writeFileSync(process.env.PUBLISH_BUILD_DIR + "/404.html", "not found");
'`;

let dir: string;
let app: FastifyInstance | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "preview-"));
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await rm(dir, { recursive: true, force: true });
});

describe("draft preview", () => {
  it("builds the draft the studio sent into the preview site, not into the site", async () => {
    const seedDir = path.join(dir, "seed");
    await mkdir(seedDir);
    await writeFile(
      path.join(seedDir, "content.ndjson"),
      JSON.stringify({ _id: "help-en-dns", _type: "helpArticle", language: "en", title: "Published title" }) + "\n",
    );
    const run = commandRunner(BUILD, ROOT, { ...process.env, CONTENT_SEED_DIR: seedDir, SANITY_PROJECT_ID: "" });
    const slots = siteSlots({ buildsDir: path.join(dir, "builds"), siteLink: path.join(dir, "site") });
    let previewSiteListens = false;
    const previewSlots = siteSlots({ buildsDir: path.join(dir, "previews/builds"), siteLink: path.join(dir, "previews/site") });
    const publisher = createPublisher({
      run,
      slots,
      buildsDir: path.join(dir, "builds"),
      previews: { slots: previewSlots, buildsDir: path.join(dir, "previews/builds") },
      coalesceMs: 10,
    });
    app = createPublishService({
      publisher,
      slots,
      secret: SECRET,
      statusOrigins: [],
      preview: {
        token: TOKEN,
        source: { kind: "embedded", seedDir, workDir: path.join(dir, "previews") },
        siteUrl: "http://localhost:8003",
        siteServing: () => previewSiteListens,
      },
    });
    const draft = { _id: "drafts.help-en-dns", _type: "helpArticle", language: "en", title: "Unpublished title" };
    const post = (token: string) =>
      app!.inject({
        method: "POST",
        url: "/preview",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        payload: JSON.stringify({ documentId: "help-en-dns", draft }),
      });

    expect((await post("wrong")).statusCode).toBe(401);
    const accepted = await post(TOKEN);
    expect(accepted.statusCode).toBe(202);
    const { deploy } = accepted.json<{ deploy: string }>();
    const waiting = await app.inject(`/preview/wait/${deploy}?preview=${TOKEN}&to=/help/dns/`);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(waiting.body).toContain('<meta http-equiv="refresh" content="2">');
    expect((await app.inject(`/preview/wait/${deploy}?preview=wrong`)).statusCode).toBe(401);

    await publisher.settled();
    expect(publisher.find(deploy)).toMatchObject({ kind: "preview", state: "live" });
    // Built, but the preview site (started by the first preview build) does not listen yet: the tab keeps waiting.
    const starting = await app.inject(`/preview/wait/${deploy}?preview=${TOKEN}&to=/help/dns/`);
    expect(starting.statusCode).toBe(200);
    expect(starting.body).toContain("Starting the preview site since");
    expect(starting.body).toContain('<meta http-equiv="refresh" content="2">');
    previewSiteListens = true;
    const ready = await app.inject(`/preview/wait/${deploy}?preview=${TOKEN}&to=/help/dns/`);
    expect(ready.statusCode).toBe(303);
    expect(ready.headers.location).toBe(`http://localhost:8003/help/dns/?preview=${TOKEN}`);
    expect(await readFile(path.join(dir, "previews/site/index.html"), "utf8")).toBe("<title>Unpublished title</title>");

    // A publish meanwhile builds the site from published documents only.
    const body = JSON.stringify({ _id: "help-en-dns", _type: "helpArticle" });
    const hook = await app.inject({
      method: "POST",
      url: "/webhook",
      headers: { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET), "idempotency-key": "p1" },
      payload: body,
    });
    expect(hook.statusCode).toBe(202);
    await publisher.settled();
    expect(await readFile(path.join(dir, "site/index.html"), "utf8")).toBe("<title>Published title</title>");
    expect(publisher.forDocument("help-en-dns")?.kind).toBe("site");
  }, 60_000);

  it("in production the build reads drafts from the Content Lake with the read token", async () => {
    expect(await previewBuildEnv({ kind: "api", readToken: "sk-read" }, undefined)).toEqual({ SANITY_PERSPECTIVE: "drafts", SANITY_API_TOKEN: "sk-read" });
  });

  it("the preview site wants the token once, keeps it in a cookie, and says noindex", async () => {
    app = Fastify();
    guardPreview(app, TOKEN);
    app.get("/help/dns/", async () => "the draft");
    expect((await app.inject("/help/dns/")).statusCode).toBe(401);
    expect((await app.inject("/help/dns/?preview=wrong")).statusCode).toBe(401);
    const entry = await app.inject(`/help/dns/?preview=${TOKEN}`);
    expect(entry.statusCode).toBe(303);
    expect(entry.headers.location).toBe("/help/dns/");
    const cookie = String(entry.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/);
    const page = await app.inject({ url: "/help/dns/", headers: { cookie: cookie.split(";")[0]! } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe("the draft");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(tokenMatches(TOKEN.slice(0, -1), TOKEN)).toBe(false);
  });
});
