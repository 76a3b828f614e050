/** @jest-environment jsdom */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { FILE_ROUTE_PAGES } from "../../src/build/hosting-files";
import { validateJsonLd } from "../../src/build/structured-data-rules";
import { root } from "../build/run";

// What a page of every route family says about itself in its HTML (title, meta, canonical, hreflang, JSON-LD,
// social card), read from the build the browser tests use: no browser needed (issue 38). The browser keeps
// one visit per family and language (tests/e2e/public-site.spec.ts: the page's strings once its islands ran).

type Row = {
  path: string;
  template: string;
  family: string;
  language: "en" | "ru";
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ hrefLang: string; href: string }>;
  /** Neither hidden (noindex) nor canonical elsewhere (decision 167). */
  inSitemap: boolean;
};
const publicDir = path.join(root, "public");
const readTable = async () => JSON.parse(await readFile(path.join(root, ".cache/route-table.json"), "utf8")) as Row[];
// Parsed as the browser parses a document (jsdom's DOMParser): the same selectors as the browser tests'.
const page = async (p: string) => new DOMParser().parseFromString(await readFile(path.join(publicDir, p, "index.html"), "utf8"), "text/html");

it("the route table covers every route family of spec §2 in both languages", async () => {
  const table = await readTable();
  for (const family of [
    "home",
    "product:web-hosting",
    "product:vps",
    "product:dedicated",
    "product:vpn",
    "product:s3",
    "product:backup",
    "variant:web-hosting:for",
    "variant:web-hosting:in",
    "variant:vps:in",
    "variant:vps:on|for|with",
    "variant:dedicated:in",
    "variant:dedicated:for",
    "plan:web-hosting",
    "plan:vps",
    "plan:dedicated",
    "news-index",
    "news-post",
    "legal",
    "info:api",
    "info:services",
    "info:contacts",
    "help-index",
    "help-article",
    "help-tag",
  ]) {
    for (const language of ["en", "ru"])
      expect([family, language, table.some((r) => r.family === family && r.language === language)]).toEqual([family, language, true]);
  }
  for (const p of [
    "/",
    "/api/",
    "/services/",
    "/news/",
    "/contacts/",
    "/privacy/gdpr/",
    "/privacy/",
    "/tos/",
    "/personal-data-processing-policy/",
    "/personal-data-processing-consent/",
    "/recurring-payment-terms/",
    "/payment-offer/",
    "/web-hosting/",
    "/virtual-private-servers/",
    "/dedicated-servers/",
    "/s3-storage/",
    "/vpn/",
    "/backup-storage/",
  ]) {
    expect([p, table.some((r) => r.path === p)]).toEqual([p, true]);
    expect([p, table.some((r) => r.path === `/ru${p}`)]).toEqual([p, true]);
  }
});

it("one page of every route family in both languages: its language, one h1, title, description, canonical, hreflang, JSON-LD and social card", async () => {
  const table = await readTable();
  const families = [...new Set(table.map((r) => r.family))].sort();
  let checked = 0;
  for (const family of families) {
    for (const language of ["en", "ru"] as const) {
      const row = table.find((r) => r.family === family && r.language === language);
      if (!row) continue;
      checked++;
      const doc = await page(row.path);
      const where = `${family} (${language}): ${row.path}`;
      const attr = (selector: string, name: string) => [where, doc.querySelector(selector)?.getAttribute(name)];
      expect([where, doc.documentElement.lang]).toEqual([where, language]);
      expect([where, doc.querySelectorAll("h1").length]).toEqual([where, 1]);
      expect([where, doc.querySelector("h1")!.textContent!.trim().length > 0]).toEqual([where, true]);
      // document.title, as the browser gives it: the <title>'s text with its white space collapsed.
      expect([where, doc.title.replace(/\s+/g, " ").trim()]).toEqual([where, row.title]);
      expect(row.description.length).toBeGreaterThan(20);
      expect(attr('meta[name="description"]', "content")).toEqual([where, row.description]);
      expect(attr('link[rel="canonical"]', "href")).toEqual([where, row.canonical]);
      expect(row.canonical.endsWith(row.path)).toBe(true);
      const bare = language === "ru" ? row.path.slice(3) : row.path;
      expect(attr('link[rel="alternate"][hreflang="en"]', "href")[1]).toMatch(new RegExp(`[^/]${bare.replace(/[|]/g, "\\|")}$`));
      expect(attr('link[rel="alternate"][hreflang="ru"]', "href")[1]).toMatch(new RegExp(`/ru${bare}$`));
      expect([where, doc.querySelectorAll('link[rel="alternate"][hreflang="x-default"]').length]).toEqual([where, 1]);

      const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>);
      const types = ld.map((d) => String(d["@type"]));
      // Google's properties per type, as encoded in src/build/structured-data-rules.ts (decision 093).
      for (const d of ld) expect([where, validateJsonLd(d)]).toEqual([where, []]);
      expect(attr('meta[property="og:image"]', "content")[1]).toMatch(/^https?:\/\/[^/]+\/.+\.png$/);
      expect(attr('meta[name="twitter:card"]', "content")).toEqual([where, "summary_large_image"]);
      if (family === "home") expect(types).toContain("Organization");
      else expect([where, types]).toEqual([where, expect.arrayContaining(["BreadcrumbList"])]);
      if (family.startsWith("plan:")) {
        const product = ld.find((d) => d["@type"] === "Product")!;
        const offer = product.offers as Record<string, unknown>;
        expect(offer.priceCurrency).toBe("EUR");
        expect(Number(offer.price)).toBeGreaterThan(0);
      }
      if (family === "news-post" || family === "help-article") expect([where, types]).toEqual([where, expect.arrayContaining(["Article"])]);
      // A visible FAQ, no FAQPage markup (decision 168).
      expect([where, types]).toEqual([where, expect.not.arrayContaining(["FAQPage"])]);
    }
  }
  expect(checked).toBeGreaterThan(40);
});

it("sitemap.xml indexes one sitemap per language that list every built page once, with alternates; robots.txt names it", async () => {
  const table = await readTable();
  const read = (file: string) => readFile(path.join(publicDir, file), "utf8");
  const index = await read("sitemap.xml");
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files.sort()).toEqual(["/sitemap-en.xml", "/sitemap-ru.xml"]);
  let total = 0;
  for (const language of ["en", "ru"]) {
    const xml = await read(`sitemap-${language}.xml`);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(new Set(locs).size).toBe(locs.length);
    // The route table's pages, plus the public file-route pages (the partner programme) in their language.
    const filePages = FILE_ROUTE_PAGES.map((p) => (language === "en" ? p : `/${language}${p}`));
    // Only canonical pages: the dedicated city pages name their country page as canonical (decision 167).
    const listed = table.filter((r) => r.language === language && r.inSitemap);
    expect(table.filter((r) => r.language === language && !r.inSitemap).length).toBeGreaterThan(0);
    expect(locs.sort()).toEqual([...listed.map((r) => r.path), ...filePages].sort());
    expect(xml).toContain('hreflang="x-default"');
    total += locs.length;
  }
  expect(total).toBe(table.filter((r) => r.inSitemap).length + FILE_ROUTE_PAGES.length * 2);
  const robots = await read("robots.txt");
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(robots).toContain("Disallow: /my/");
});
