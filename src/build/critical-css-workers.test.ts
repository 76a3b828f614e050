import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { folderContents } from "../../tests/support/folder-contents";
import { criticalCssWorkers } from "./critical-css-workers";
import { NOT_FOUND_FILES, PARTNER_FILES, criticalCssOptions, writeStaticPages } from "./static-pages";

// Decision 255: the static pages' critical CSS is found by Beasties in worker threads. Beasties' ES modules do not load
// in Jest's module system, but a worker thread is plain Node: these tests run the real Beasties. One thread takes
// the pages one after another, as the main thread did; two take them side by side, in whatever order they finish.
// The site must be the same byte for byte, and each page must get its own critical CSS.

const BOOT = "/_islands/boot-AB12.js";
const CSS = { content: "/_islands/content-CD34.css", partner: "/_islands/partner-EF56.css" };
const CONTENT_CSS = ".a{color:red}.b{color:blue}.c{color:green}main{margin:0}.never{color:pink}.site--vpn-hidden .vpn{display:none}";
/** Twelve help articles using one, two or all of the classes .a, .b, .c. */
const KINDS = ["a", "b", "c", "a b", "b c", "a b c"];
const PAGES = Array.from({ length: 12 }, (_, i) => ({ path: `/help/p${i}/`, template: "help-article" as const, family: "help" as const }));
const classOf = (file: string) => {
  const i = PAGES.findIndex((p) => `${p.path.slice(1)}index.html` === file);
  return i < 0 ? "a b c" : KINDS[i % KINDS.length]!;
};

/** A page as Gatsby writes it: its inlined stylesheet, its loader, an island with strings (which go to a data file). */
const gatsbyHtml = (file: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><style data-href="/styles.899ee670cf758246f175.css" data-identity="gatsby-global-css">:root{--x:1}</style></head><body><div id="___gatsby"><main>${classOf(
    file,
  )
    .split(" ")
    .map((c) => `<p class="${c}">Text ${c} of ${file}</p>`)
    .join(
      "",
    )}</main><script type="application/json" data-island-data="">{"i18n":{"strings":{"k":"${file}"}}}</script></div><script id="gatsby-boot" data-page-path="/x/" data-src="/_gatsby/boot-1.js" data-chunks="/app-1.js">(function(){})();</script></body></html>`;

const files = [...PAGES.map((p) => `${p.path.slice(1)}index.html`), ...NOT_FOUND_FILES, ...PARTNER_FILES];

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function site(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "critical-workers-"));
  dirs.push(dir);
  await mkdir(path.join(dir, "_islands"), { recursive: true });
  await writeFile(path.join(dir, CSS.content), CONTENT_CSS);
  await writeFile(path.join(dir, CSS.partner), ".a{padding:1px}.never{padding:2px}");
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), gatsbyHtml(file));
  }
  return dir;
}

const criticalOf = (html: string) => /<style data-critical="">([\s\S]*?)<\/style>/.exec(html)?.[1];

it("two threads write the site byte for byte as one thread does, each page with the rules it uses", async () => {
  const [one, two] = [await site(), await site()];
  await expect(writeStaticPages(one, PAGES, BOOT, CSS, [], { threads: 1 })).resolves.toEqual({ files: files.length, kept: 0 });
  await expect(writeStaticPages(two, PAGES, BOOT, CSS, [], { threads: 2 })).resolves.toEqual({ files: files.length, kept: 0 });
  const serial = await folderContents(one);
  expect(await folderContents(two)).toEqual(serial);

  // Beasties' choice, not the whole sheet: a page keeps the rules of its own classes, the always-critical ones
  // (ALWAYS_CRITICAL), and not the others.
  expect(criticalOf(serial["help/p0/index.html"]!)).toBe(".a{color:red}main{margin:0}.site--vpn-hidden .vpn{display:none}");
  expect(criticalOf(serial["help/p4/index.html"]!)).toBe(".b{color:blue}.c{color:green}main{margin:0}.site--vpn-hidden .vpn{display:none}");
  for (const file of files) expect(criticalOf(serial[file]!)).not.toContain(".never");
  // The partner page: the partner sheet's rules after the content sheet's.
  expect(criticalOf(serial["partners/index.html"]!)).toBe(
    ".a{color:red}.b{color:blue}.c{color:green}main{margin:0}.site--vpn-hidden .vpn{display:none}.a{padding:1px}",
  );
});

it("a thread's pages come back to the page that sent them, however the threads interleave", async () => {
  const dir = await site();
  const pool = criticalCssWorkers(criticalCssOptions(dir), 2);
  try {
    const link = `<link rel="stylesheet" href="${CSS.content}"/>`;
    const pages = Array.from({ length: 30 }, (_, i) => `<html><head>${link}</head><body><p class="${"abc"[i % 3]}">${i}</p></body></html>`);
    const outs = await Promise.all(pages.map((html) => pool.process(html)));
    outs.forEach((out, i) => {
      expect(out).toContain(`<p class="${"abc"[i % 3]}">${i}</p>`);
      expect(out).toContain(`.${"abc"[i % 3]}{`);
    });
  } finally {
    await pool.close();
  }
});

it("a page Beasties cannot take fails the step, and its threads end", async () => {
  const dir = await site();
  // A page with no linked stylesheet Beasties could read: no critical CSS, which the step refuses.
  await writeFile(path.join(dir, CSS.content), "");
  await expect(writeStaticPages(dir, PAGES, BOOT, CSS, [], { threads: 2 })).rejects.toThrow(/inlined no critical CSS/);
});
