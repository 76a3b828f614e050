import { test, expect } from "./fixtures";

// Every page of the sitemaps can be reached by following links from the home page of its language
// (issue 17: 146 of 336 could not). The crawl reads the pages' HTML as a search engine or a visitor
// without scripts does (JavaScript off), follows same-origin links of the same language only, and
// never types an address other than the home page.
test.use({ javaScriptEnabled: false });

const APP = /^\/(ru\/)?(my|auth|checkout|sandbox)\//;

async function sitemapPaths(request: import("@playwright/test").APIRequestContext, language: "en" | "ru"): Promise<string[]> {
  const xml = await (await request.get(`/sitemap-${language}.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

for (const language of ["en", "ru"] as const) {
  const home = language === "en" ? "/" : "/ru/";
  const ofLanguage = (path: string) => (language === "ru" ? path.startsWith("/ru/") : !path.startsWith("/ru/"));

  test(`every ${language} sitemap page is reached by links from ${home}`, async ({ page, request, baseURL }) => {
    test.setTimeout(300_000);
    const wanted = await sitemapPaths(request, language);
    expect(wanted.length).toBeGreaterThan(100);
    expect(wanted).toContain(language === "en" ? "/partners/" : "/ru/partners/");
    const origin = new URL(baseURL!).origin;
    const seen = new Set<string>([home]);
    const queue = [home];
    while (queue.length) {
      const path = queue.shift()!;
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect([path, response?.status()]).toEqual([path, 200]);
      const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin || APP.test(url.pathname) || !url.pathname.endsWith("/") || !ofLanguage(url.pathname)) continue;
        if (seen.has(url.pathname)) continue;
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
    expect(wanted.filter((p) => !seen.has(p))).toEqual([]);
  });
}
