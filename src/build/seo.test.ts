import { resolveSeo } from "./seo";
import { sitemapFiles } from "./hosting-files";
import type { SiteSettings } from "./content-schemas";
import type { PageSpec } from "./page-spec";
import type { SeoFields } from "./page-types";

const SITE = "https://www.example.com";
const settings = {
  language: "en",
  siteName: "Hostward",
  seo: { title: "Hostward", description: "Hosting.", keywords: [], longText: null, image: null },
  helpSeo: {},
  partnersSeo: {},
  modifiedAt: null,
  contacts: null,
  footerLinks: [],
  socialLoginDisabledForRu: [],
} as unknown as SiteSettings;

const resolve = (seo: SeoFields, path = "/dedicated-servers/in-madrid/") =>
  resolveSeo({ seo, heading: "Servers in Madrid", language: "en", path }, settings, SITE);
const page = (seo: SeoFields, path = "/dedicated-servers/in-madrid/"): PageSpec =>
  ({ path, template: "landing", context: { language: "en", breadcrumbs: [], seo: resolve(seo, path) } }) as unknown as PageSpec;

describe("indexing controls of a document (issue 36)", () => {
  it("a page is its own canonical, with hreflang alternates, by default", () => {
    const seo = resolve({});
    expect(seo).toMatchObject({ canonical: `${SITE}/dedicated-servers/in-madrid/`, url: `${SITE}/dedicated-servers/in-madrid/`, noindex: false });
    expect(seo.alternates.map((a) => a.hrefLang)).toEqual(["en", "ru", "x-default"]);
  });

  it("the editor's noindex hides the page", () => {
    expect(resolve({ noindex: true }).noindex).toBe(true);
  });

  it("a canonical document or URL replaces the page's own address and drops its hreflang links", () => {
    const spain = { _id: "variantPage-en-spain", _type: "variantPage", language: "en", productLine: "dedicated", prefix: "in", slug: "spain" };
    const seo = resolve({ canonicalDocument: spain });
    expect(seo.canonical).toBe(`${SITE}/dedicated-servers/in-spain/`);
    expect(seo.url).toBe(`${SITE}/dedicated-servers/in-madrid/`);
    expect(seo.alternates).toEqual([]);
    expect(resolve({ canonicalUrl: "https://partner.example/x/" }).canonical).toBe("https://partner.example/x/");
  });

  it("the sitemap lists canonical pages only: neither a hidden page nor one whose canonical is elsewhere", () => {
    const spain = { _id: "s", _type: "variantPage", language: "en", productLine: "dedicated", prefix: "in", slug: "spain" };
    const xml = sitemapFiles(
      [page({}, "/dedicated-servers/in-spain/"), page({ canonicalDocument: spain }), page({ noindex: true }, "/dedicated-servers/in-paris/")],
      SITE,
    )["sitemap-en.xml"]!;
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${SITE}/dedicated-servers/in-spain/`]);
  });
});
