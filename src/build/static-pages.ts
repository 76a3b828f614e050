import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Metafile } from "esbuild";
import type { PageSpec, TemplateName } from "./page-spec";

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
const LINKED_CSS =
  /<link rel="stylesheet" href="\/_islands\/content-[^"]+\.css"\/?>(?:<link rel="stylesheet" href="\/_islands\/partner-[^"]+\.css"\/?>)?(?:<link rel="modulepreload" href="\/_islands\/[^"]+"\/?>)*(?:<link rel="expect"[^>]*>)?/;

/** The id of the boot script, the last element of the body: the first paint waits until it is parsed (decision 117). */
export const BOOT_SCRIPT_ID = "islands-boot";
/**
 * Chromium paints a page while its parser is still in it (a slow phone yields every few kilobytes): the
 * header's right-hand tools, a grid row whose second item had not arrived, the chat launcher's label were
 * painted half-parsed and then moved (layout shift). The page is small and arrives in one round trip, so the
 * first paint waits for the whole body: render-blocking until the boot script, the body's last element, is in.
 */
const RENDER_AFTER_PARSE = `<link rel="expect" href="#${BOOT_SCRIPT_ID}" blocking="render"/>`;

/**
 * One page: Gatsby's loader out, the islands' boot script in; Gatsby's inlined CSS out, the content stylesheet
 * linked, and after it `extraCss` if given (the partner page's); the boot script's own imports preloaded
 * (`bootImports`: fetched beside it rather than after it, decision 118); the first paint after the whole
 * body; idempotent.
 */
export function toStaticPage(html: string, bootSrc: string, cssHref: string, file = "page", extraCss?: string, bootImports: readonly string[] = []): string {
  const preloads = bootImports.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
  const link = `<link rel="stylesheet" href="${cssHref}"/>${extraCss ? `<link rel="stylesheet" href="${extraCss}"/>` : ""}${preloads}${RENDER_AFTER_PARSE}`;
  if (INLINE_CSS.test(html)) html = html.replace(INLINE_CSS, link);
  else if (LINKED_CSS.test(html)) html = html.replace(LINKED_CSS, link);
  else throw new Error(`${file}: Gatsby's inlined stylesheet was not found`);
  const withoutBoot = html.replace(/<script type="module"(?: id="[^"]*")? src="\/_islands\/boot-[^"]+"><\/script>/, "");
  const stripped = withoutBoot.replace(LOADER, "");
  if (stripped === withoutBoot && !html.includes("/_islands/boot-")) throw new Error(`${file}: Gatsby's loader tag was not found`);
  if (!stripped.includes("</body>")) throw new Error(`${file}: no </body>`);
  return stripped.replace("</body>", `<script type="module" id="${BOOT_SCRIPT_ID}" src="${bootSrc}"></script></body>`);
}

/** The built HTML file of a page path. */
export const htmlFileOf = (publicDir: string, pagePath: string) => path.join(publicDir, ...pagePath.split("/").filter(Boolean), "index.html");

/**
 * The files the boot script imports statically (esbuild's metafile: output paths relative to the build's
 * working folder), as public paths. The boot imports no shared code (decision 118), but esbuild's own
 * helpers are a chunk of their own that it names: without a preload it is fetched only once the boot has
 * arrived and been parsed, a second round trip before the page is wired.
 */
export function bootImportsOf(metafile: Metafile, bootSrc: string): string[] {
  const boot = Object.entries(metafile.outputs).find(([file]) => file.replaceAll("\\", "/").endsWith(bootSrc));
  if (!boot) throw new Error(`The island bundler's metafile has no ${bootSrc}`);
  const dir = bootSrc.slice(0, bootSrc.lastIndexOf("/") + 1);
  return boot[1].imports.filter((i) => i.kind === "import-statement").map((i) => dir + path.basename(i.path));
}

/** Rewrites every page of the static families, the not-found and the partner pages; returns how many. */
export async function writeStaticPages(
  publicDir: string,
  pages: Pick<PageSpec, "path" | "template" | "family">[],
  bootSrc: string,
  css: { content: string; partner: string },
  bootImports: readonly string[] = [],
): Promise<number> {
  const files: Array<[string, string | undefined]> = [
    ...pages.filter(isStaticPage).map((p) => [htmlFileOf(publicDir, p.path), undefined] as [string, undefined]),
    ...NOT_FOUND_FILES.map((f) => [path.join(publicDir, f), undefined] as [string, undefined]),
    ...PARTNER_FILES.map((f) => [path.join(publicDir, f), css.partner] as [string, string]),
  ];
  await Promise.all(
    files.map(async ([file, extraCss]) => {
      await writeFile(file, toStaticPage(await readFile(file, "utf8"), bootSrc, css.content, path.relative(publicDir, file), extraCss, bootImports));
    }),
  );
  return files.length;
}
