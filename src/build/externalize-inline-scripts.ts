import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { BOOT_LOADER } from "./boot-loader";
import { AUTH_LANGUAGE_SCRIPT } from "./auth-language-script";

// Gatsby writes three small inline scripts into every page (page path, chunk map, compilation hash) and
// three chunk tags (webpack-runtime, framework, app). A CSP without 'unsafe-inline' would block the inline
// ones, so the build moves the chunk map and hash into one content-hashed boot file and replaces all six
// tags with one: the boot loader (boot-loader.ts), whose text the CSP allows by hash, carrying the page
// path, the boot file and the chunks as data. Any other inline script fails the build: nothing executable
// may sit in the HTML where the CSP cannot vouch for it.

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const PAGE_PATH = /^\s*(?:\/\*<!\[CDATA\[\*\/)?window\.pagePath=("(?:[^"\\]|\\.)*");(?:\/\*\]\]>\*\/)?\s*$/;
const SHARED = [/^\s*window\.___chunkMapping=[\s\S]*;\s*$/, /^\s*window\.___webpackCompilationHash="[0-9a-f]+";\s*$/];
/** Gatsby's chunk tags: `<script src="/app-….js" async></script>`. */
const CHUNK = /^\s+src="(\/[^"\s]+)"\s+(?:async|defer)\s*$/;
/** The loader tag this step wrote on an earlier build, and the boot tag builds before it wrote. */
const EARLIER_LOADER = /<script id="gatsby-boot" data-page-path="([^"]*)" data-src="([^"]*)" data-chunks="([^"]*)">[\s\S]*?<\/script>/;
const EARLIER_BOOT = /<script src="(\/_gatsby\/boot-[^"]+)" data-page-path="([^"]*)"(?: defer)?><\/script>/;
const MARK = "<!--gatsby-boot-->";

const isExecutable = (attrs: string) => {
  if (/\ssrc=/.test(attrs)) return false;
  const type = /\stype=["']?([^"'\s>]+)/.exec(attrs)?.[1]?.toLowerCase();
  return !type || type === "text/javascript" || type === "module" || type === "application/javascript";
};

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const unescapeAttr = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");

/** The loader tag of a page. */
export const loaderTag = (pagePath: string, bootSrc: string, chunks: string[]) =>
  `<script id="gatsby-boot" data-page-path="${escapeAttr(pagePath)}" data-src="${escapeAttr(bootSrc)}" data-chunks="${escapeAttr(chunks.join(" "))}">${BOOT_LOADER}</script>`;

/** `earlierBoot`: the boot file an already processed page (one this build did not re-render) points at. */
export type Extracted = { html: string; shared: string[]; earlierBoot?: string };

/** The page path Gatsby gives a page written at `rel` (public/ru/help/x/index.html → /ru/help/x/). */
export function pagePathOf(rel: string): string {
  const unix = rel.split(path.sep).join("/");
  if (unix.endsWith("/index.html")) return `/${unix.slice(0, -"index.html".length)}`;
  if (unix === "index.html") return "/";
  return `/${unix}`;
}

/** Replaces one page's Gatsby scripts with the loader tag; `bootSrc` is where the shared file will be served. */
export function externalizePage(source: string, bootSrc: string, file = "page", fallbackPath?: string): Extracted {
  const shared: string[] = [];
  let pagePath: string | null = null;
  let earlierChunks: string[] = [];
  let earlierBoot: string | undefined;
  // A page this build did not re-render still carries the tag of the last build; an incremental build may
  // also re-stitch Gatsby's scripts into it. Take the page path (and chunks) from the earlier tag.
  let html = source;
  const loader = EARLIER_LOADER.exec(html);
  if (loader) {
    pagePath = unescapeAttr(loader[1]!);
    earlierBoot = unescapeAttr(loader[2]!);
    earlierChunks = unescapeAttr(loader[3]!).split(" ").filter(Boolean);
    html = html.replace(loader[0], MARK);
  }
  const boot = EARLIER_BOOT.exec(html);
  if (boot) {
    earlierBoot = boot[1]!;
    pagePath = unescapeAttr(boot[2]!);
    html = html.replace(boot[0], MARK);
  }
  const chunks: string[] = [];
  html = html.replace(SCRIPT, (whole, attrs: string | undefined, body: string) => {
    // A static content page's boot tag from an earlier build (static-pages.ts rewrites it after this step).
    if (/^ id="islands-boot" data-module=""/.test(attrs ?? "")) return whole;
    // The auth screens' language choice (decision 144) stays where it is, in the head: the CSP allows it by hash.
    if (body === AUTH_LANGUAGE_SCRIPT) return whole;
    if (!isExecutable(attrs ?? "")) {
      const chunk = CHUNK.exec(attrs ?? "");
      if (!chunk) return whole;
      chunks.push(chunk[1]!);
    } else {
      const pathMatch = PAGE_PATH.exec(body);
      if (pathMatch) pagePath = JSON.parse(pathMatch[1]!) as string;
      else if (SHARED.some((re) => re.test(body))) shared.push(body.trim());
      else throw new Error(`${file}: an inline script would be blocked by the Content-Security-Policy: ${body.trim().slice(0, 120)}`);
    }
    return MARK;
  });
  if (!html.includes(MARK)) return { html: source, shared };
  // After an incremental build Gatsby may leave a page without its page-path script: its file says it.
  pagePath ??= fallbackPath ?? null;
  if (pagePath === null) throw new Error(`${file}: Gatsby's page-path script was not found`);
  // The loader goes where the first of the tags it replaces was.
  const tag = loaderTag(pagePath, bootSrc, chunks.length ? chunks : earlierChunks);
  return { html: html.replace(MARK, tag).split(MARK).join(""), shared, ...(earlierBoot ? { earlierBoot } : {}) };
}

async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return path.relative(root, full) === "_gatsby" ? [] : htmlFiles(full, root);
      return entry.name.endsWith(".html") ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Rewrites every built page and writes the shared boot file; returns its public path. */
export async function externalizeInlineScripts(publicDir: string): Promise<string> {
  const files = await htmlFiles(publicDir);
  const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(file, "utf8") })));
  // Two passes: the boot file's name is the hash of its content, which must be the same on every page.
  const placeholder = "/_gatsby/boot-PENDING.js";
  const results = pages.map((p) => {
    const rel = path.relative(publicDir, p.file);
    return { ...p, ...externalizePage(p.html, placeholder, rel, pagePathOf(rel)) };
  });
  // Every page gets the full set; after an incremental build some pages carry only part of it, but
  // never a different one.
  const full = results.reduce<string[]>((best, r) => (r.shared.length > best.length ? r.shared : best), []);
  for (const r of results) {
    if (r.shared.some((item) => !full.includes(item)))
      throw new Error(`${path.relative(publicDir, r.file)}: its bootstrap scripts differ from the other pages'`);
  }
  const name = full.length ? await writeBoot(publicDir, full) : await earlierBootOf(publicDir, results);
  await Promise.all(results.filter((r) => r.html.includes(placeholder)).map((r) => writeFile(r.file, r.html.replace(placeholder, name))));
  await pruneEarlierBoots(publicDir, name);
  return name;
}

/**
 * Deletes the boot files of earlier builds: every page that loads one now points at this build's (webpack's
 * compilation hash, in the file, is new on every build, so an incremental build writes a new file; decision 196).
 * Their precompressed copies go with the precompression step (a `.br` without its file is removed).
 */
export async function pruneEarlierBoots(publicDir: string, current: string): Promise<number> {
  const dir = path.join(publicDir, "_gatsby");
  const stale = (await readdir(dir).catch(() => [])).filter((f) => /^boot-[0-9a-f]+\.js$/.test(f) && `/_gatsby/${f}` !== current);
  await Promise.all(stale.map((f) => rm(path.join(dir, f), { force: true })));
  return stale.length;
}

async function writeBoot(publicDir: string, shared: string[]): Promise<string> {
  const boot = `${shared.join("\n")}\n`;
  const name = `/_gatsby/boot-${createHash("sha256").update(boot).digest("hex").slice(0, 20)}.js`;
  await mkdir(path.join(publicDir, "_gatsby"), { recursive: true });
  await writeFile(path.join(publicDir, name), boot);
  return name;
}

/** A rebuild that re-rendered no page: every page must already point at one boot file that exists. */
async function earlierBootOf(publicDir: string, results: Extracted[]): Promise<string> {
  const names = new Set(results.filter((r) => r.html.includes("/_gatsby/boot-PENDING.js")).map((r) => r.earlierBoot));
  const [name] = names;
  if (names.size !== 1 || !name) throw new Error("No Gatsby bootstrap scripts found in the built pages");
  const boot = await readFile(path.join(publicDir, name), "utf8").catch(() => {
    throw new Error(`The pages point at ${name}, which the build did not write`);
  });
  // Boot files from before the loader also set the page path from their own tag, which the loader's
  // script element does not have: drop that line.
  const legacy = boot.split("\n").filter((line) => line && !line.startsWith("window.pagePath="));
  return legacy.length === boot.split("\n").filter(Boolean).length ? name : writeBoot(publicDir, legacy);
}
