// Every page of the sitemaps can be reached by following links from the home page of its language
// (issue 17: 146 of 336 could not). The crawl reads the pages' HTML as a search engine or a visitor
// without scripts does (the served HTML, no JavaScript), follows same-origin links of the same language only,
// and never requests an address other than the home page and the links it found. Each level of the crawl is
// fetched in parallel, so the two crawls take seconds rather than minutes.
import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./fixtures";

const APP = /^\/(ru\/)?(my|auth|checkout|sandbox)\//;
// The site's HTML is React's server output: attributes are double-quoted, `&` is written `&amp;`.
const LINK = /<a\b[^>]*?\shref="([^"]*)"/g;

async function sitemapPaths(request: APIRequestContext, language: "en" | "ru"): Promise<string[]> {
  const xml = await (await request.get(`/sitemap-${language}.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

async function linksOf(request: APIRequestContext, origin: string, path: string): Promise<string[]> {
  const response = await request.get(path, { headers: { accept: "text/html" } });
  expect([path, response.status()]).toEqual([path, 200]);
  const html = await response.text();
  return [...html.matchAll(LINK)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&"), origin + path).href);
}

for (const language of ["en", "ru"] as const) {
  const home = language === "en" ? "/" : "/ru/";
  const ofLanguage = (path: string) => (language === "ru" ? path.startsWith("/ru/") : !path.startsWith("/ru/"));

  test(`every ${language} sitemap page is reached by links from ${home}`, async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const wanted = await sitemapPaths(request, language);
    expect(wanted.length).toBeGreaterThan(100);
    expect(wanted).toContain(language === "en" ? "/partners/" : "/ru/partners/");
    const origin = new URL(baseURL!).origin;
    const seen = new Set<string>([home]);
    let level = [home];
    while (level.length) {
      const next: string[] = [];
      for (let i = 0; i < level.length; i += 8) {
        const found = await Promise.all(level.slice(i, i + 8).map((path) => linksOf(request, origin, path)));
        for (const href of found.flat()) {
          const url = new URL(href);
          if (url.origin !== origin || APP.test(url.pathname) || !url.pathname.endsWith("/") || !ofLanguage(url.pathname)) continue;
          if (seen.has(url.pathname)) continue;
          seen.add(url.pathname);
          next.push(url.pathname);
        }
      }
      level = next;
    }
    expect(wanted.filter((p) => !seen.has(p))).toEqual([]);
  });
}
