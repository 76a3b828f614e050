import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../lib/i18n-config";
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

export async function writeHostingFiles(publicDir: string, built: BuiltPage[], table: PageSpec[]): Promise<void> {
  const rewrites = rewritesFor(built);
  const options = headerOptionsFromEnv();
  await writeFile(path.join(publicDir, "_redirects"), redirectsFile(rewrites));
  await writeFile(path.join(publicDir, "_headers"), headersFile(options));
  // Not under public/: server configuration is for the operator, not for visitors.
  const deployDir = path.resolve(publicDir, "../deploy");
  await mkdir(deployDir, { recursive: true });
  await writeFile(path.join(deployDir, "nginx-site.conf"), nginxSnippet(rewrites, options));
  // The route table, for tests that visit one page of every family (not a hand-kept list).
  const cacheDir = path.resolve(publicDir, "../.cache");
  await mkdir(cacheDir, { recursive: true });
  const routes = table.map((p) => ({ path: p.path, template: p.template, language: p.context.language, title: p.context.seo.title, description: p.context.seo.description }));
  await writeFile(path.join(cacheDir, "route-table.json"), JSON.stringify(routes, null, 2));
}
