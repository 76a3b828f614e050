import { createHash } from "node:crypto";
import { readdir, readFile, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";

// Gatsby writes three small inline scripts into every page (page path, chunk map, compilation hash).
// A CSP without 'unsafe-inline' would block them, so the build moves them into one content-hashed file
// and keeps the page path as a data attribute. Any other inline script fails the build: nothing
// executable may sit in the HTML where the CSP cannot vouch for it.

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const PAGE_PATH = /^\s*(?:\/\*<!\[CDATA\[\*\/)?window\.pagePath=("(?:[^"\\]|\\.)*");(?:\/\*\]\]>\*\/)?\s*$/;
const SHARED = [/^\s*window\.___chunkMapping=[\s\S]*;\s*$/, /^\s*window\.___webpackCompilationHash="[0-9a-f]+";\s*$/];
const BOOT_PATH = "window.pagePath=document.currentScript.getAttribute(\"data-page-path\");";

const isExecutable = (attrs: string) => {
  if (/\ssrc=/.test(attrs)) return false;
  const type = /\stype=["']?([^"'\s>]+)/.exec(attrs)?.[1]?.toLowerCase();
  return !type || type === "text/javascript" || type === "module" || type === "application/javascript";
};

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export type Extracted = { html: string; shared: string[] };

/** Takes the inline scripts out of one page; `bootSrc` is where the shared file will be served. */
const EARLIER_BOOT = /<script src="\/_gatsby\/boot-[^"]+" data-page-path="([^"]*)"><\/script>/;

/** The page path Gatsby gives a page written at `rel` (public/ru/help/x/index.html → /ru/help/x/). */
export function pagePathOf(rel: string): string {
  const unix = rel.split(path.sep).join("/");
  if (unix.endsWith("/index.html")) return `/${unix.slice(0, -"index.html".length)}`;
  if (unix === "index.html") return "/";
  return `/${unix}`;
}

export function externalizePage(source: string, bootSrc: string, file = "page", fallbackPath?: string): Extracted {
  const shared: string[] = [];
  let pagePath: string | null = null;
  // An incremental build re-stitches Gatsby's shared scripts into pages it did not re-render, which
  // still carry the boot tag of the last build: take the page path from it and replace it.
  let html = source;
  const earlier = EARLIER_BOOT.exec(source);
  if (earlier) {
    pagePath = earlier[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&amp;/g, "&");
    html = source.replace(earlier[0], "");
  }
  let placed = false;
  const out = html.replace(SCRIPT, (whole, attrs: string | undefined, body: string) => {
    if (!isExecutable(attrs ?? "")) return whole;
    const pathMatch = PAGE_PATH.exec(body);
    if (pathMatch) pagePath = JSON.parse(pathMatch[1]!) as string;
    else if (SHARED.some((re) => re.test(body))) shared.push(body.trim());
    else throw new Error(`${file}: an inline script would be blocked by the Content-Security-Policy: ${body.trim().slice(0, 120)}`);
    if (placed) return "";
    placed = true;
    return `<script src="${bootSrc}" data-page-path="__PAGE_PATH__"></script>`;
  });
  if (!placed) return { html: source, shared };
  // After an incremental build Gatsby may leave a page without its page-path script: its file says it.
  pagePath ??= fallbackPath ?? null;
  if (pagePath === null) throw new Error(`${file}: Gatsby's page-path script was not found`);
  return { html: out.replace("__PAGE_PATH__", escapeAttr(pagePath)), shared };
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
  if (!full.length) throw new Error("No Gatsby bootstrap scripts found in the built pages");
  const reference = full.join("\n");
  for (const r of results) {
    if (r.shared.some((item) => !full.includes(item))) throw new Error(`${path.relative(publicDir, r.file)}: its bootstrap scripts differ from the other pages'`);
  }
  const boot = `${reference}\n${BOOT_PATH}\n`;
  const name = `/_gatsby/boot-${createHash("sha256").update(boot).digest("hex").slice(0, 20)}.js`;
  await mkdir(path.join(publicDir, "_gatsby"), { recursive: true });
  await writeFile(path.join(publicDir, name), boot);
  await Promise.all(results.filter((r) => r.shared.length).map((r) => writeFile(r.file, r.html.replace(placeholder, name))));
  return name;
}
