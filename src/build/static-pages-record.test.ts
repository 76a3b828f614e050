import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { folderContents } from "../../tests/support/folder-contents";
import { NOT_FOUND_FILES, PARTNER_FILES, writeStaticPages } from "./static-pages";

// Decision 196: with its record, the static-pages step leaves alone the pages it already wrote, and what it
// writes is byte for byte what a whole run over Gatsby's fresh output writes. Beasties' ES modules do not load
// in Jest: the stand-in inlines each linked stylesheet's text read from the folder, as Beasties reads it (the
// whole-build comparison with Beasties itself: tests/build/edited-dataset.test.ts).

const BOOT = "/_islands/boot-AB12.js";
const CSS = { content: "/_islands/content-CD34.css", partner: "/_islands/partner-EF56.css" };
const PAGES = [
  { path: "/help/a/", template: "help-article" as const, family: "help" as const },
  { path: "/help/b/", template: "help-article" as const, family: "help" as const },
];

/** A page as Gatsby writes it: its inlined stylesheet, its loader, an island with strings (which go to a data file). */
const gatsbyHtml = (text: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><style data-href="/styles.899ee670cf758246f175.css" data-identity="gatsby-global-css">:root{--x:1}</style></head><body><div id="___gatsby"><main>${text}</main><script type="application/json" data-island-data="">{"i18n":{"strings":{"k":"${text}"}}}</script></div><script id="gatsby-boot" data-page-path="/x/" data-src="/_gatsby/boot-1.js" data-chunks="/app-1.js">(function(){})();</script></body></html>`;

/** Beasties' part: each linked stylesheet's text (from public/) inlined before its link. */
const extractor = (dir: string) =>
  Promise.resolve({
    process: async (html: string) => {
      let out = html;
      for (const [tag, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g))
        out = out.replace(tag, `<style>${await readFile(path.join(dir, href!), "utf8")}</style>${tag}`);
      return out;
    },
  });

const LOADER_TAG = '<script id="gatsby-boot" data-page-path="/help/b/" data-src="/_gatsby/boot-2.js" data-chunks="/app-2.js">(function(){})();</script>';

const files = [...PAGES.map((p) => `${p.path.slice(1)}index.html`), ...NOT_FOUND_FILES, ...PARTNER_FILES];

async function site(texts: Record<string, string> = {}, contentCss = "main{color:red}.unused{color:blue}"): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "static-record-"));
  await mkdir(path.join(dir, "_islands"), { recursive: true });
  await writeFile(path.join(dir, CSS.content), contentCss);
  await writeFile(path.join(dir, CSS.partner), "main{margin:0}");
  for (const file of files) await writePage(dir, file, texts[file] ?? `Text of ${file}`);
  return dir;
}

async function writePage(dir: string, file: string, text: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), gatsbyHtml(text));
}

const dirs: string[] = [];
const tracked = async (dir: Promise<string>) => {
  dirs.push(await dir);
  return dirs[dirs.length - 1]!;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

it("after an edit re-rendered one page, it rewrites that page only, and the site is byte for byte a whole run's", async () => {
  const incremental = await tracked(site());
  const record = path.join(await tracked(mkdtemp(path.join(tmpdir(), "static-record-cache-"))), "static-pages.json");
  await expect(writeStaticPages(incremental, PAGES, BOOT, CSS, [], { recordFile: record, extractor })).resolves.toEqual({ files: 8, kept: 0 });
  const first = await folderContents(incremental);
  expect(first["help/a/index.html"]).toContain('<style data-critical="">main{color:red}.unused{color:blue}</style>');

  // Gatsby renders the edited page again; every other file is as the step left it.
  await writePage(incremental, "help/a/index.html", "Edited title");
  await expect(writeStaticPages(incremental, PAGES, BOOT, CSS, [], { recordFile: record, extractor })).resolves.toEqual({ files: 8, kept: 7 });

  // The next build re-stitches Gatsby's scripts (a new compilation hash) into a page it did not render again,
  // and the inline-scripts step turns them into its loader: the page is this step's output plus that loader.
  const stitched = first["help/b/index.html"]!.replace("</main>", `</main>${LOADER_TAG}`);
  await writeFile(path.join(incremental, "help/b/index.html"), stitched);
  await writePage(incremental, "help/a/index.html", "Edited title again");
  await expect(writeStaticPages(incremental, PAGES, BOOT, CSS, [], { recordFile: record, extractor })).resolves.toEqual({ files: 8, kept: 7 });
  await writePage(incremental, "help/a/index.html", "Edited title");
  await expect(writeStaticPages(incremental, PAGES, BOOT, CSS, [], { recordFile: record, extractor })).resolves.toEqual({ files: 8, kept: 7 });

  const whole = await tracked(site({ "help/a/index.html": "Edited title" }));
  await expect(writeStaticPages(whole, PAGES, BOOT, CSS, [], { extractor })).resolves.toEqual({ files: 8, kept: 0 });
  const after = await folderContents(incremental);
  expect(after).toEqual(await folderContents(whole));
  expect(after["help/a/index.html"]).toContain("<main>Edited title</main>");
  expect(after["help/b/index.html"]).toBe(first["help/b/index.html"]);
  // The old strings' data file went with the old page; the new one is there.
  expect(Object.keys(after).filter((f) => f.startsWith("_islands/data/"))).toHaveLength(files.length);
});

it("does all its work again when a stylesheet changed", async () => {
  const dir = await tracked(site());
  const record = path.join(await tracked(mkdtemp(path.join(tmpdir(), "static-record-cache-"))), "static-pages.json");
  await writeStaticPages(dir, PAGES, BOOT, CSS, [], { recordFile: record, extractor });
  await writeFile(path.join(dir, CSS.content), "main{color:green}");
  await expect(writeStaticPages(dir, PAGES, BOOT, CSS, [], { recordFile: record, extractor })).resolves.toEqual({ files: 8, kept: 0 });
  expect(await readFile(path.join(dir, "help/b/index.html"), "utf8")).toContain('<style data-critical="">main{color:green}</style>');
  // Unchanged again: nothing to do.
  await expect(writeStaticPages(dir, PAGES, BOOT, CSS, [], { recordFile: record, extractor })).resolves.toEqual({ files: 8, kept: 8 });
});
