import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath } from "../lib/i18n-config";
import type { PageSpec } from "./page-spec";
import { headersFile, nginxSnippet } from "./host-config";
import { headerOptionsFromEnv } from "./security-headers";

export type BuiltPage = { path: string; matchPath: string | null };
export type Rewrite = { from: string; to: string; status: 200 | 404 };

/** Folder of a page's HTML as Gatsby writes it (trailingSlash "always"). */
const htmlFor = (pagePath: string) => `${pagePath.replace(/\/?$/, "/")}index.html`;

/**
 * Rewrites a static host needs: client-only routes (`/my/*`) serve their shell with 200; any other
 * unknown path serves the not-found page of its language with 404 (spec §2). Most specific first.
 */
export function rewritesFor(pages: BuiltPage[]): Rewrite[] {
  const clientOnly = pages
    .filter((p) => p.matchPath && !/\/404\/?$/.test(p.path) && p.matchPath !== "/*" && !LANGUAGES.some((l) => p.matchPath === `/${l}/*`))
    .map((p): Rewrite => ({ from: p.matchPath!, to: htmlFor(p.path), status: 200 }))
    .sort((a, b) => b.from.length - a.from.length);
  const notFound = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((l): Rewrite => ({ from: `/${l}/*`, to: `/${l}/404/index.html`, status: 404 }));
  return [...clientOnly, ...notFound, { from: "/*", to: "/404.html", status: 404 }];
}

export function redirectsFile(rewrites: Rewrite[]): string {
  return rewrites.map((r) => `${r.from}  ${r.to}  ${r.status}`).join("\n") + "\n";
}

const xmlEscape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** Public pages Gatsby builds from src/pages rather than the route table; they belong in the sitemap too. */
export const FILE_ROUTE_PAGES = ["/partners/"];

/**
 * Sitemaps from the route table (plus FILE_ROUTE_PAGES): `sitemap.xml` is an index of one sitemap per language
 * (`sitemap-en.xml`, `sitemap-ru.xml`); every indexable page appears once, in its language's file,
 * with its hreflang alternates (xhtml:link), as search engines document it.
 */
export function sitemapFiles(table: PageSpec[], siteUrl: string, built: BuiltPage[] = []): Record<string, string> {
  const files: Record<string, string> = {};
  const index: string[] = [];
  const builtPaths = new Set(built.map((b) => b.path));
  for (const language of LANGUAGES) {
    const pages = table.filter((p) => p.context.language === language && !p.context.seo.noindex);
    const entry = (canonical: string, alternates: Array<{ hrefLang: string; href: string }>) =>
      [`  <url>`, `    <loc>${xmlEscape(canonical)}</loc>`, ...alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xmlEscape(a.href)}"/>`), `  </url>`].join("\n");
    const urls = pages.map((p) => entry(p.context.seo.canonical, p.context.seo.alternates));
    // File-route public pages (src/pages) in every language the build made them in.
    for (const page of FILE_ROUTE_PAGES) {
      const langs = LANGUAGES.filter((l) => builtPaths.has(localizePath(page, l)));
      if (!langs.includes(language)) continue;
      const alternates = [...langs.map((l) => ({ hrefLang: l, href: `${siteUrl}${localizePath(page, l)}` })), { hrefLang: "x-default", href: `${siteUrl}${localizePath(page, DEFAULT_LANGUAGE)}` }];
      urls.push(entry(`${siteUrl}${localizePath(page, language)}`, alternates));
    }
    const name = `sitemap-${language}.xml`;
    files[name] = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
      ...urls,
      `</urlset>`,
      ``,
    ].join("\n");
    index.push(`  <sitemap><loc>${xmlEscape(`${siteUrl}/${name}`)}</loc></sitemap>`);
  }
  files["sitemap.xml"] = [`<?xml version="1.0" encoding="UTF-8"?>`, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`, ...index, `</sitemapindex>`, ``].join("\n");
  return files;
}

/** robots.txt: the public site is indexable; the account area, checkout and auth are not. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Disallow: /my/", "Disallow: /ru/my/", "Disallow: /auth/", "Disallow: /sandbox/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

/** One row of `.cache/route-table.json`, which the browser tests read. */
export function routeTableRows(table: PageSpec[]) {
  return table.map((p) => ({
    path: p.path,
    template: p.template,
    family: p.family ?? p.template,
    language: p.context.language,
    title: p.context.seo.title,
    description: p.context.seo.description,
    canonical: p.context.seo.canonical,
    alternates: p.context.seo.alternates,
  }));
}

export async function writeHostingFiles(publicDir: string, built: BuiltPage[], table: PageSpec[], siteUrl = "http://localhost:8000"): Promise<void> {
  const rewrites = rewritesFor(built);
  const options = headerOptionsFromEnv();
  await writeFile(path.join(publicDir, "_redirects"), redirectsFile(rewrites));
  await writeFile(path.join(publicDir, "_headers"), headersFile(options));
  // Not under public/: server configuration is for the operator, not for visitors.
  const deployDir = path.resolve(publicDir, "../deploy");
  await mkdir(deployDir, { recursive: true });
  await writeFile(path.join(deployDir, "nginx-site.conf"), nginxSnippet(rewrites, options));
  for (const [name, text] of Object.entries(sitemapFiles(table, siteUrl, built))) await writeFile(path.join(publicDir, name), text);
  await writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  // The route table, for tests that visit one page of every family (not a hand-kept list).
  const cacheDir = path.resolve(publicDir, "../.cache");
  await mkdir(cacheDir, { recursive: true });
  await writeFile(path.join(cacheDir, "route-table.json"), JSON.stringify(routeTableRows(table), null, 2));
}
