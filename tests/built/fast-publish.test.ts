/**
 * @jest-environment node
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadSite } from "../../src/build/load-site";
import { readContentEnv } from "../../src/build/env";
import { fastPublish, sharedKeyOf } from "../../scripts/publish/fast/fast-publish";
import { filesUnder } from "../../scripts/publish/fast/output-files";
import { root } from "../build/run";
import { publicDir } from "./read-built";

// Decision 230: the publish fast path renders a changed page with the whole build's own renderer and post-build steps.
// Round trip over the build of `npm run build` (the embedded dataset): one help article's title edited, the fast path
// from the build; the edit undone, the fast path from that, re-rendering every page the edit had changed. The result
// must be the whole build, byte for byte, file for file — but for the island data files only the edited page's
// islands referred to (the whole build prunes unreferenced ones; the fast path leaves them to the whole build that
// follows it).

const ARTICLE = "help-connect-to-vps-over-ssh-en";
const PAGE = "/help/connect-to-vps-over-ssh/";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "fast-publish-built-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function editedSeed(): Promise<{ dir: string; title: string }> {
  const dir = path.join(work, "seed");
  await cp(path.join(root, "studio", "seed"), dir, { recursive: true });
  const lines = (await readFile(path.join(dir, "content.ndjson"), "utf8")).split("\n");
  const index = lines.findIndex((line) => line.includes(`"_id":"${ARTICLE}"`));
  const doc = JSON.parse(lines[index]!) as { title: string };
  const title = `${doc.title}: edited for the fast path`;
  lines[index] = JSON.stringify({ ...doc, title });
  await writeFile(path.join(dir, "content.ndjson"), lines.join("\n"));
  return { dir, title };
}

it("an edited article's pages, made by the fast path and made back, are the whole build's, byte for byte", async () => {
  const original = await loadSite(readContentEnv({ ...process.env, CONTENT_SEED_DIR: "" }, root));
  const sharedKey = sharedKeyOf(original);
  const edit = await editedSeed();
  const edited = await loadSite(readContentEnv({ ...process.env, CONTENT_SEED_DIR: edit.dir }, root));
  const siteUrl = readContentEnv({ ...process.env, CONTENT_SEED_DIR: "" }, root).siteUrl;

  const there = path.join(work, "there");
  const forward = await fastPublish({ projectDir: root, liveDir: publicDir, newDir: there, site: edited, siteUrl, liveSharedKey: sharedKey });
  // The article, the help index, its tags and the articles that list it as related (decision 196's 17 pages).
  expect(forward.pages).toContain(PAGE);
  expect(forward.pages).toContain("/help/");
  expect(forward.pages.length).toBeGreaterThan(3);
  expect(await readFile(path.join(there, "help", "connect-to-vps-over-ssh", "index.html"), "utf8")).toContain(edit.title);
  expect(forward.files).toEqual(expect.arrayContaining(["help/connect-to-vps-over-ssh/index.html", "help-index/en.json", "sitemap-en.xml"]));
  // The live build is not touched.
  expect(await readFile(path.join(publicDir, "help", "connect-to-vps-over-ssh", "index.html"), "utf8")).not.toContain(edit.title);

  const back = path.join(work, "back");
  const backward = await fastPublish({
    projectDir: root,
    liveDir: there,
    newDir: back,
    site: original,
    siteUrl,
    liveSharedKey: sharedKey,
    alsoRender: forward.pages,
  });
  expect([...backward.pages].sort()).toEqual([...forward.pages].sort());

  const [whole, fast] = await Promise.all([filesUnder(publicDir), filesUnder(back)]);
  const inWhole = new Set(whole);
  const extra = fast.filter((f) => !inWhole.has(f));
  expect(extra.filter((f) => !f.startsWith("_islands/data/"))).toEqual([]);
  expect(fast.filter((f) => inWhole.has(f)).length).toBe(whole.length);
  const differ: string[] = [];
  for (const file of whole) {
    const [a, b] = await Promise.all([readFile(path.join(publicDir, file)), readFile(path.join(back, file))]);
    if (!a.equals(b)) differ.push(file);
  }
  expect(differ).toEqual([]);
}, 300_000);
