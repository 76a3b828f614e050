/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { filesUnder } from "../../scripts/publish/fast/output-files";
import { pageIndexFileOf, pageIndexOfBuild, readPageIndex } from "../../scripts/publish/fast/page-index";
import { root } from "../build/run";
import { publicDir } from "./read-built";

// Decision 230: the publish fast path renders a changed page with the whole build's own renderer and post-build steps.
// Round trip over the build of `npm run build` (the embedded dataset), through the fast path's own process: one help
// article's title edited, the fast path from the build; the edit undone, the fast path from that (it re-renders the
// same pages, whose data changed back). The result must be the whole build, byte for byte, file for file — but for
// island data files no page refers to any more (the whole build prunes them; the fast path leaves that to the whole
// build that follows it). Beasties' ES modules do not load in Jest: the fast path runs as the service runs it.

const ARTICLE = "help-connect-to-vps-over-ssh-en";
const PAGE_FILE = "help/connect-to-vps-over-ssh/index.html";
const RUN_BOUND_MS = 240_000;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "fast-publish-built-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** The fast path's process; its machine-readable line. */
function fastPath(
  args: string[],
  seedDir: string,
  env: Record<string, string> = {},
): { pages: string[]; files: string[]; indexMade: boolean; pagesByChild: number } {
  const run = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/publish/fast-publish-main.ts", ...args], {
    cwd: root,
    env: { ...process.env, CONTENT_SEED_DIR: seedDir, ...env },
    encoding: "utf8",
    timeout: RUN_BOUND_MS,
    killSignal: "SIGKILL",
  });
  if (run.status !== 0) throw new Error(`fast path exit ${run.status}: ${run.stderr.slice(-2000)}`);
  const line = run.stdout.split("\n").find((l) => l.startsWith("FAST_PUBLISH "));
  return args[0] === "--record"
    ? { pages: [], files: [], indexMade: false, pagesByChild: 0 }
    : (JSON.parse(line!.slice("FAST_PUBLISH ".length)) as { pages: string[]; files: string[]; indexMade: boolean; pagesByChild: number });
}

async function editedSeed(dir: string): Promise<string> {
  await cp(path.join(root, "studio", "seed"), dir, { recursive: true });
  const lines = (await readFile(path.join(dir, "content.ndjson"), "utf8")).split("\n");
  const index = lines.findIndex((line) => line.includes(`"_id":"${ARTICLE}"`));
  const doc = JSON.parse(lines[index]!) as { title: string };
  const title = `${doc.title}: edited for the fast path`;
  // As a publish does: the document's time changes too (the sitemap's lastmod, the page's dateModified).
  lines[index] = JSON.stringify({ ...doc, title, _updatedAt: "2026-12-06T12:00:00Z" });
  await writeFile(path.join(dir, "content.ndjson"), lines.join("\n"));
  return title;
}

/** The seed with one article edited (into `work/<name>`), and the live build's record made from the seed as it was. */
async function editedSeedAndRecord(name: string, recordName: string) {
  const edited = path.join(work, name);
  const title = await editedSeed(edited);
  const record = path.join(work, recordName);
  fastPath(["--record", record], path.join(root, "studio", "seed"));
  return { edited, title, record };
}

it("an edited article's pages, made by the fast path and made back, are the whole build's, byte for byte", async () => {
  const { edited, title, record } = await editedSeedAndRecord("seed", "public.shared");

  const there = path.join(work, "there");
  await mkdir(there);
  const forward = fastPath([publicDir, there, record, path.join(work, "there.shared")], edited);
  // The article, the help index, its tags and the articles that list it as related (decision 196's 17 pages).
  expect(forward.pages).toEqual(expect.arrayContaining(["/help/connect-to-vps-over-ssh/", "/help/"]));
  expect(forward.pages.length).toBeGreaterThan(3);
  expect(forward.files).toEqual(
    expect.arrayContaining([PAGE_FILE, "page-data/help/connect-to-vps-over-ssh/page-data.json", "help-index/en.json", "sitemap-en.xml"]),
  );
  console.log(`forward: ${forward.pages.length} pages, files: ${forward.files.join(" ")}`);
  expect(await readFile(path.join(there, PAGE_FILE), "utf8")).toContain(title);
  // The live build is not touched (the new one is hard links to it, and files are replaced, never written into).
  expect(await readFile(path.join(publicDir, PAGE_FILE), "utf8")).not.toContain(title);

  const back = path.join(work, "back");
  await mkdir(back);
  const backward = fastPath([there, back, path.join(work, "there.shared"), path.join(work, "back.shared")], path.join(root, "studio", "seed"));
  expect([...backward.pages].sort()).toEqual([...forward.pages].sort());
  // The page index (decision 242): the build's own had none, so the first run made it from its page data; the second
  // started from the one the first wrote, and each one written says what its folder holds.
  expect([forward.indexMade, backward.indexMade]).toEqual([true, false]);
  for (const [dir, record] of [
    [publicDir, "public.shared"],
    [there, "there.shared"],
    [back, "back.shared"],
  ] as const)
    expect(await readPageIndex(pageIndexFileOf(path.join(work, record)))).toEqual(await pageIndexOfBuild(dir));

  const [whole, fast] = await Promise.all([filesUnder(publicDir), filesUnder(back)]);
  const inWhole = new Set(whole);
  expect(fast.filter((f) => !inWhole.has(f) && !f.startsWith("_islands/data/"))).toEqual([]);
  expect(whole.filter((f) => !fast.includes(f))).toEqual([]);
  const differ: string[] = [];
  for (const file of whole) {
    const [a, b] = await Promise.all([readFile(path.join(publicDir, file)), readFile(path.join(back, file))]);
    if (!a.equals(b)) differ.push(file);
  }
  expect(differ).toEqual([]);
}, 600_000);

// Decision 253: with many changed pages a second process renders some of them. Forced here for the edit's pages
// (PUBLISH_FAST_SECOND_FROM=1; PUBLISH_FAST_SECOND_FIRST=1 gives it the first ones, so both processes render whatever
// the load): the new build and the files it lists are the one process's, byte for byte, file for file.
it("the pages rendered in two processes are those rendered in one, byte for byte", async () => {
  const { edited, title, record } = await editedSeedAndRecord("seed-two", "live-two.shared");
  const [one, two] = [path.join(work, "one"), path.join(work, "two")];
  await Promise.all([mkdir(one), mkdir(two)]);
  const single = fastPath([publicDir, one, record, path.join(work, "one.shared")], edited, { PUBLISH_FAST_SECOND_FROM: "1000000" });
  const split = fastPath([publicDir, two, record, path.join(work, "two.shared")], edited, { PUBLISH_FAST_SECOND_FROM: "1", PUBLISH_FAST_SECOND_FIRST: "1" });
  expect(single.pagesByChild).toBe(0);
  expect(split.pagesByChild).toBeGreaterThan(0);
  expect(split.pagesByChild).toBeLessThan(split.pages.length);
  expect(split.pages).toEqual(single.pages);
  expect(split.files).toEqual(single.files);
  expect(await readFile(path.join(two, PAGE_FILE), "utf8")).toContain(title);
  const [a, b] = await Promise.all([filesUnder(one), filesUnder(two)]);
  expect(b.sort()).toEqual(a.sort());
  const differ: string[] = [];
  for (const file of a) if (!(await readFile(path.join(one, file))).equals(await readFile(path.join(two, file)))) differ.push(file);
  expect(differ).toEqual([]);
  // Nothing of the second process is left behind: no temporary file in the build.
  expect(b.filter((f) => f.endsWith(".fast"))).toEqual([]);
}, 600_000);
