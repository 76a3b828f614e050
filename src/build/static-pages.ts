import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type Beasties from "beasties";
import type { Metafile } from "esbuild";
import { BOOT_LOADER } from "./boot-loader";
import { externalizeIslandData, islandDataRefs, pruneIslandDataFiles, writeIslandDataFiles } from "./island-data-files";
import type { PageSpec, TemplateName } from "./page-spec";
import { markFirstScreenEnd } from "./first-screen-end";
import { type CriticalCssPool, criticalCssThreads, criticalCssWorkers } from "./critical-css-workers";
import { buildCodeKey, isUnchanged, keyOf, readOutputRecord, sumOf, writeOutputRecord } from "./output-record";

// Content pages as static HTML (decision 078): Gatsby renders them as before (same routes, Head, markup);
// this step takes out the loader of Gatsby's runtime (boot-loader.ts: webpack runtime, framework, app
// chunk, and through them page-data) and puts in the boot script of the islands. Pages that keep Gatsby's
// runtime: the client-only apps (/my/, /checkout/) and the auth screens. The partner page (a file route,
// src/pages/partners.tsx) is static too, with partner.css linked after the content stylesheet (decision 110).

/** Templates whose pages are served as static HTML with islands: every content template (decisions 078, 083, 085, 087). */
export const STATIC_TEMPLATES: ReadonlySet<TemplateName> = new Set<TemplateName>([
  "landing",
  "plan",
  "document",
  "news-index",
  "help-index",
  "help-tag",
  "help-article",
]);

/** Whether a page of the route table is served as static HTML with islands. */
export const isStaticPage = (p: { template: string }) => STATIC_TEMPLATES.has(p.template as TemplateName);

/**
 * The not-found page's files (src/pages/404.tsx; the host answers an unknown address with the one of its
 * language): static too. Its language switch follows the browser's address (src/islands/language-links.ts).
 */
export const NOT_FOUND_FILES = ["404.html", "404/index.html", "ru/404.html", "ru/404/index.html"] as const;

/** The partner page's files (src/pages/partners.tsx, both languages): static, with the partner programme's stylesheet. */
export const PARTNER_FILES = ["partners/index.html", "ru/partners/index.html"] as const;

const LOADER = /<script id="gatsby-boot"[^>]*>[\s\S]*?<\/script>/;

const INLINE_CSS = /<style data-href="\/styles\.[0-9a-f]+\.css" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;
/** What an earlier run of this step wrote in the head (idempotence): critical CSS, the stylesheets (linked, or in
 * `<noscript>` once the critical CSS is inlined), the boot's preloads of earlier builds, the render block. */
const ISLAND_SHEET = '<link rel="stylesheet" href="\\/_islands\\/(?:content|partner)-[^"]+\\.css"\\/?>';
const LINKED_CSS = new RegExp(
  `(?:<style data-critical="">[\\s\\S]*?<\\/style>)?(?:<noscript>(?:${ISLAND_SHEET})+<\\/noscript>|(?:${ISLAND_SHEET})+)(?:<link rel="modulepreload" href="\\/_islands\\/[^"]+"\\/?>)*(?:<link rel="expect"[^>]*>)?`,
);
/** The boot's tag as this step wrote it: the loader (decision 128), or the module script of earlier builds. */
const EARLIER_BOOT =
  /<script id="islands-boot" data-module=""[^>]*>[\s\S]*?<\/script>|<script type="module"(?: id="[^"]*")? src="\/_islands\/boot-[^"]+"><\/script>/;

/** The id of the boot's tag, the last element of the body: the first paint waits until it is parsed (decision 117). */
export const BOOT_SCRIPT_ID = "islands-boot";
/** The id given to a long page's first block below the first screen when it has none (decision 190). */
export const FIRST_SCREEN_END_ID = "first-screen-end";
/**
 * Chromium paints a page while its parser is still in it (a slow phone yields every few kilobytes): the
 * header's right-hand tools, a grid row whose second item had not arrived, the chat launcher's label were
 * painted half-parsed and then moved (layout shift). So the first paint waits (decision 117) until everything
 * the first screen holds is parsed: on a long page, until its first block that is never in the first screen
 * (decision 190, first-screen-end.ts; the chat launcher, after the body, shows once the body is parsed:
 * content.css); on any other page, until the boot's tag, the body's last element, is in.
 */
const renderAfterParse = (target: string) => `<link rel="expect" href="#${target}" blocking="render"/>`;

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The boot's tag (decision 128): the build's one inline script (boot-loader.ts, allowed by its hash), which
 * once the page has painted adds the boot module, preloads its imports and links the full stylesheets
 * (held unapplied until the first interaction, decision 133).
 */
export const bootTag = (bootSrc: string, bootImports: readonly string[], sheets: readonly string[]) =>
  `<script id="${BOOT_SCRIPT_ID}" data-module="" data-src="${attr(bootSrc)}" data-chunks="${attr(bootImports.join(" "))}" data-css="${attr(sheets.join(" "))}">${BOOT_LOADER}</script>`;

/**
 * One page: Gatsby's loader out, the islands' boot in; Gatsby's inlined CSS out. Without `critical` the
 * content stylesheet (and after it `extraCss`, the partner page's) is linked as a render-blocking sheet (the
 * form the critical-CSS step reads); with it, the page's critical CSS is inlined, the sheets are linked by the
 * boot's loader after the first paint (and in `<noscript>`). The boot module and its own imports
 * (`bootImports`) are added by the loader after the first paint too; the first paint waits for the whole body;
 * idempotent.
 */
export function toStaticPage(
  html: string,
  bootSrc: string,
  cssHref: string,
  file = "page",
  extraCss?: string,
  bootImports: readonly string[] = [],
  critical?: string,
): string {
  const sheets = extraCss ? [cssHref, extraCss] : [cssHref];
  const links = sheets.map((href) => `<link rel="stylesheet" href="${href}"/>`).join("");
  if (critical !== undefined && /<\/style/i.test(critical)) throw new Error(`${file}: the critical CSS would close its <style>`);
  const marked = markFirstScreenEnd(html, FIRST_SCREEN_END_ID);
  if (marked) html = marked.html;
  const expectLink = renderAfterParse(marked?.target ?? BOOT_SCRIPT_ID);
  const head = critical === undefined ? `${links}${expectLink}` : `<style data-critical="">${critical}</style><noscript>${links}</noscript>${expectLink}`;
  if (INLINE_CSS.test(html)) html = html.replace(INLINE_CSS, () => head);
  else if (LINKED_CSS.test(html)) html = html.replace(LINKED_CSS, () => head);
  else throw new Error(`${file}: Gatsby's inlined stylesheet was not found`);
  const withoutBoot = html.replace(EARLIER_BOOT, "");
  const stripped = withoutBoot.replace(LOADER, "");
  if (stripped === withoutBoot && withoutBoot === html) throw new Error(`${file}: Gatsby's loader tag was not found`);
  if (!stripped.includes("</body>")) throw new Error(`${file}: no </body>`);
  const tag = bootTag(bootSrc, bootImports, critical === undefined ? [] : sheets);
  return stripped.replace("</body>", () => `${tag}</body>`);
}

/**
 * The critical CSS of a page in its linked form (toStaticPage without `critical`): every rule of its linked
 * stylesheets whose selector matches an element of the page, as Beasties finds them (decision 128). Only the
 * CSS is taken from Beasties' output: the page's own HTML is kept byte for byte.
 */
export async function criticalCssOf(html: string, beasties: Pick<Beasties, "process">, file = "page"): Promise<string> {
  const out = await beasties.process(html);
  const parts = [...out.matchAll(/<style>([\s\S]*?)<\/style><link rel="(?:stylesheet|preload)" href="\/_islands\/[^"]+"/g)].map((m) => m[1]!);
  if (parts.length !== (html.match(/<link rel="stylesheet" href="\/_islands\//g) ?? []).length || !parts.every(Boolean))
    throw new Error(`${file}: Beasties inlined no critical CSS for a linked stylesheet`);
  return parts.join("");
}

/**
 * Selectors kept in every page's critical CSS although no element of the server's HTML matches them: the
 * states a page reaches without the visitor doing anything, while its full stylesheet is not applied
 * (decision 133: it applies on the first interaction or island start). Tested against each selector of
 * the minified stylesheet; tests/e2e/static-pages.spec.ts compares a wired page's computed styles with and
 * without the full sheet.
 */
export const ALWAYS_CRITICAL: readonly RegExp[] = [
  // The wiring's VPN rule (spec §6): `.site--vpn-hidden` on the page when the features answer says so.
  /\.site--vpn-hidden\b/,
  // The header's currency switcher becomes a label with a select and a visually hidden name once the currency
  // answer is in (currency-boot.ts).
  /\.currency-switcher\b/,
  /^\.visually-hidden$/,
  // The chat launcher steps aside from a primary action under it (launcher-placement.ts), scrolled or not.
  /\[data-yield\]/,
  // A `<details>` opens by the browser's own click, which may come before the full sheet has loaded.
  /\[open\]/,
  // The chat launcher waits for the body's end while a long page paints before it (decision 190).
  /:has\(> #islands-boot\)/,
  // Russian pages' placeholder heights for skipped blocks (content.css, decision 137): Beasties matches a
  // selector against the root's descendants, never the root itself, so `html[lang=ru]` alone never matches.
  /^html\[lang=ru\]$/,
];

/**
 * Beasties for the built site: reads the stylesheets from public/ and finds what a page uses (its output is
 * only read for that). Loaded when the build gets here (an ES module's dependencies: not in every test's way).
 */
export async function criticalCssExtractor(publicDir: string): Promise<Beasties> {
  const mod = (await import("beasties")) as { default: typeof Beasties } | typeof Beasties;
  const Ctor = "default" in mod ? mod.default : mod;
  return new Ctor(criticalCssOptions(publicDir));
}

/** Beasties' options for the built site, the same in the main thread and in the worker threads (critical-css-workers.ts). */
export const criticalCssOptions = (publicDir: string) => ({
  path: publicDir,
  publicPath: "/",
  mergeStylesheets: false,
  reduceInlineStyles: false,
  logLevel: "error" as const,
  allowRules: [...ALWAYS_CRITICAL],
});

/** The built HTML file of a page path. */
export const htmlFileOf = (publicDir: string, pagePath: string) => path.join(publicDir, ...pagePath.split("/").filter(Boolean), "index.html");

/**
 * The files the boot script imports statically (esbuild's metafile: output paths relative to the build's
 * working folder), as public paths. The boot imports no shared code (decision 118), but esbuild's own
 * helpers are a chunk of their own that it names: the loader preloads it beside the boot (decision 128),
 * or it would be fetched only once the boot has arrived and been parsed.
 */
export function bootImportsOf(metafile: Metafile, bootSrc: string): string[] {
  const boot = Object.entries(metafile.outputs).find(([file]) => file.replaceAll("\\", "/").endsWith(bootSrc));
  if (!boot) throw new Error(`The island bundler's metafile has no ${bootSrc}`);
  const dir = bootSrc.slice(0, bootSrc.lastIndexOf("/") + 1);
  return boot[1].imports.filter((i) => i.kind === "import-statement").map((i) => dir + path.basename(i.path));
}

/** What `writeStaticPages` did: pages of the static families, and of them those already as it would write them. */
export type StaticPagesResult = { files: number; kept: number };

/** The inputs every static page shares: the step's code, the boot script and its imports, the stylesheets (names and bytes). */
async function staticPagesKey(publicDir: string, bootSrc: string, css: { content: string; partner: string }, bootImports: readonly string[]) {
  const sheet = (href: string) => readFile(path.join(publicDir, ...href.split("/").filter(Boolean)), "utf8").catch(() => "");
  return keyOf([
    await buildCodeKey(path.resolve(__dirname, "../..")),
    bootSrc,
    bootImports.join(" "),
    css.content,
    css.partner,
    await sheet(css.content),
    await sheet(css.partner),
    ALWAYS_CRITICAL.map(String).join(" "),
  ]);
}

export type StaticPagesOptions = {
  /** The step's record of the last build (decision 196); without it every page is rewritten. */
  recordFile?: string;
  /**
   * What finds a page's critical CSS in the main thread (tests give a stand-in; Beasties' ES modules do not load in
   * Jest). Without it, Beasties in `threads` worker threads (decision 255).
   */
  extractor?: (publicDir: string) => Promise<Pick<Beasties, "process">>;
  /** Worker threads for Beasties when no `extractor` is given: one per core by default (criticalCssThreads). */
  threads?: number;
};

/** Runs `work` over `items`, `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

/**
 * Rewrites every page of the static families, the not-found and the partner pages. With `recordFile`
 * (decision 196), a page whose file holds what this step wrote on the last build, with the same boot script,
 * stylesheets and code, is left as it is (its critical CSS is the costly part), and its island data files are
 * kept.
 */
export async function writeStaticPages(
  publicDir: string,
  pages: Pick<PageSpec, "path" | "template" | "family">[],
  bootSrc: string,
  css: { content: string; partner: string },
  bootImports: readonly string[] = [],
  { recordFile, extractor, threads = criticalCssThreads() }: StaticPagesOptions = {},
): Promise<StaticPagesResult> {
  const files: Array<[string, string | undefined]> = [
    ...pages.filter(isStaticPage).map((p) => [htmlFileOf(publicDir, p.path), undefined] as [string, undefined]),
    ...NOT_FOUND_FILES.map((f) => [path.join(publicDir, f), undefined] as [string, undefined]),
    ...PARTNER_FILES.map((f) => [path.join(publicDir, f), css.partner] as [string, string]),
  ];
  const record = recordFile ? await readOutputRecord(recordFile) : undefined;
  const key = recordFile ? await staticPagesKey(publicDir, bootSrc, css, bootImports) : "";
  // Started on the first page that needs its critical CSS: a build that keeps every page starts no thread.
  let workers: CriticalCssPool | undefined;
  let beasties: Promise<Pick<Beasties, "process">> | undefined;
  const extract = () =>
    (beasties ??= extractor ? extractor(publicDir) : Promise.resolve((workers = criticalCssWorkers(criticalCssOptions(publicDir), threads))));
  const dataFiles = new Map<string, string>();
  const referenced = new Set<string>();
  const written: Record<string, string> = {};
  let kept = 0;
  // Two pages in hand per thread: each thread has its next page while the main thread reads, rewrites and writes
  // the others; not every page of the site in memory at once.
  try {
    await inPool(files, Math.max(1, threads) * 2 + 2, async ([file, extraCss]) => {
      const rel = path.relative(publicDir, file);
      const current = await readFile(file, "utf8");
      // Gatsby stitches its scripts slice into every page again when webpack's compilation hash changed (every
      // build): a page this step wrote is then its output plus Gatsby's loader (externalize-inline-scripts.ts),
      // which toStaticPage would only take out again.
      const settled = current.replace(LOADER, "");
      if (isUnchanged(record, key, rel, settled)) {
        for (const ref of islandDataRefs(settled)) referenced.add(ref);
        if (settled !== current) await writeFile(file, settled);
        written[rel] = record!.files[rel]!;
        kept += 1;
        return;
      }
      const linked = toStaticPage(current, bootSrc, css.content, rel, extraCss, bootImports);
      const critical = await criticalCssOf(linked, await extract(), rel);
      // The islands' strings and long props in shared files (decision 133): the document fits the first round trip.
      const html = externalizeIslandData(toStaticPage(linked, bootSrc, css.content, rel, extraCss, bootImports, critical), dataFiles);
      for (const ref of islandDataRefs(html)) referenced.add(ref);
      await writeFile(file, html);
      written[rel] = sumOf(html);
    });
  } finally {
    await workers?.close();
  }
  await writeIslandDataFiles(publicDir, dataFiles);
  await pruneIslandDataFiles(publicDir, referenced);
  if (recordFile) await writeOutputRecord(recordFile, { key, files: written });
  return { files: files.length, kept };
}
