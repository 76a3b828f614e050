import { readFileSync } from "node:fs";
import path from "node:path";
import { sandboxCatalog } from "./catalog-source";
import { loadSite } from "./load-site";
import { readContentEnv } from "./env";
import { fillClaims, RouteBuildError } from "./public-pages";
import { clip, fitTitle } from "../../schemas/lib/seo-limits";
import { robotsTxt, routeTableRows, sitemapFiles } from "./hosting-files";
import { localizePath } from "../lib/i18n-config";
import { PRODUCT_LINES } from "../../schemas/lib/site-model";
import type { LandingContext, PlanContext, SectionView } from "./page-types";

const root = path.resolve(__dirname, "../..");
const env = readContentEnv({ SITE_URL: "https://www.example.com" }, root);

describe("route table of the public site", () => {
  let site: Awaited<ReturnType<typeof loadSite>>;
  beforeAll(async () => {
    site = await loadSite(env);
  });
  const paths = () => site.pages.map((p) => p.path);

  it("has the spec §2 paths in both languages with trailing slashes", () => {
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
      "/backup-storage/",
      "/web-hosting/",
      "/virtual-private-servers/",
      "/dedicated-servers/",
      "/s3-storage/",
      "/vpn/",
      "/web-hosting/for-wordpress/",
      "/web-hosting/in-germany/",
      "/virtual-private-servers/in-netherlands/",
      "/virtual-private-servers/on-ubuntu/",
      "/dedicated-servers/in-germany/",
      "/dedicated-servers/for-database/",
    ]) {
      expect([p, paths().includes(p)]).toEqual([p, true]);
      expect([p, paths().includes(`/ru${p}`)]).toEqual([p, true]);
    }
    for (const p of paths()) expect(p.endsWith("/")).toBe(true);
  });

  it("builds spec §2's two extra page-metadata kinds, payment offer and backups, with metadata of their own (decision 033)", () => {
    for (const [path, family] of [
      ["/payment-offer/", "legal"],
      ["/backup-storage/", "product:backup"],
    ] as const) {
      for (const language of ["en", "ru"] as const) {
        const at = language === "en" ? path : `/ru${path}`;
        const page = site.pages.find((p) => p.path === at);
        expect([at, page?.family]).toEqual([at, family]);
        const seo = page!.context.seo;
        const defaults = site.settings.find((s) => s.language === language)!.seo;
        // Title, description, keywords and long text come from the page's own document, not the site defaults.
        expect([at, seo.title.length > 10, seo.title !== defaults.title]).toEqual([at, true, true]);
        expect([at, seo.description.length > 50, seo.description !== defaults.description]).toEqual([at, true, true]);
        expect([at, seo.keywords.length > 0, seo.keywords.join() !== defaults.keywords.join()]).toEqual([at, true, true]);
        expect([at, (seo.longText ?? "").length > 100]).toEqual([at, true]);
        if (language === "ru") expect([at, /[а-яё]/i.test(seo.title + seo.description)]).toEqual([at, true]);
      }
    }
  });

  it("gives every catalog plan of web hosting, VPS and dedicated a page in each language, and no others", () => {
    const { catalog } = sandboxCatalog();
    const base: Record<string, string> = { "web-hosting": "/web-hosting/", vps: "/virtual-private-servers/", dedicated: "/dedicated-servers/" };
    for (const line of catalog.lines) {
      for (const plan of line.plans) {
        const p = base[line.id] ? `${base[line.id]}${plan.slug}/` : null;
        if (p) expect([p, paths().includes(p), paths().includes(`/ru${p}`)]).toEqual([p, true, true]);
      }
    }
    expect(site.pages.filter((p) => p.template === "plan")).toHaveLength(2 * catalog.lines.filter((l) => base[l.id]).flatMap((l) => l.plans).length);
  });

  it("queries each family once for both languages and names every page's family", () => {
    const families = new Set(site.pages.map((p) => p.family ?? p.template));
    for (const f of ["home", "product:vpn", "variant:vps:on|for|with", "variant:vps:in", "plan:vps", "legal", "news-post", "info:contacts"])
      expect(families.has(f)).toBe(true);
    const vps = site.pages.find((p) => p.path === "/virtual-private-servers/on-ubuntu/")!;
    expect(vps.family).toBe("variant:vps:on|for|with");
  });

  it("fills plan tables from the catalog (prices never from the CMS) and keeps only plans sold at an in- location", () => {
    type Section = { _type: string; plans?: Array<{ slug: string; price: number; locations: string[] }> };
    const sections = (p: string) => (site.pages.find((x) => x.path === p)!.context as unknown as { sections: Section[] }).sections;
    const table = sections("/virtual-private-servers/").find((s) => s._type === "planTable")!;
    expect(table.plans!.find((p) => p.slug === "vps-2")!.price).toBe(12);
    const inGermany = sections("/dedicated-servers/in-germany/").find((s) => s._type === "planTable")!;
    expect(inGermany.plans!.length).toBeGreaterThan(0);
    for (const plan of inGermany.plans!) expect(plan.locations).toContain("germany");
    // Order opens the checkout at the landing's location; a plain product page names none.
    for (const plan of inGermany.plans! as Array<{ slug: string; orderHref?: string }>)
      expect(plan.orderHref).toBe(`/checkout/?plan=${plan.slug}&location=germany`);
    for (const plan of table.plans! as Array<{ orderHref?: string }>) expect(plan.orderHref).not.toContain("location=");
  });

  it("gives the VPS and dedicated product pages their configurator's catalog plans and locations, and no other page", () => {
    type Ctx = { configurator: { line: string; plans: Array<{ slug: string }>; locations: Array<{ slug: string }> } | null };
    const configurator = (p: string) => (site.pages.find((x) => x.path === p)!.context as unknown as Ctx).configurator;
    const catalog = sandboxCatalog().catalog;
    for (const [p, line] of [
      ["/virtual-private-servers/", "vps"],
      ["/ru/virtual-private-servers/", "vps"],
      ["/dedicated-servers/", "dedicated"],
      ["/ru/dedicated-servers/", "dedicated"],
    ] as const) {
      const c = configurator(p)!;
      expect(c.line).toBe(line);
      expect(c.plans.map((x) => x.slug)).toEqual(catalog.lines.find((l) => l.id === line)!.plans.map((x) => x.slug));
    }
    expect(configurator("/virtual-private-servers/")!.locations.map((l) => l.slug)).not.toContain("russia");
    expect(configurator("/dedicated-servers/")!.locations.map((l) => l.slug)).toEqual(expect.arrayContaining(["germany", "usa", "ukraine", "russia"]));
    for (const p of ["/web-hosting/", "/vpn/", "/virtual-private-servers/in-netherlands/", "/"]) expect(configurator(p)).toBeNull();
  });

  it("fills {claim:…} tokens from siteSettings", () => {
    const home = site.pages.find((p) => p.path === "/")!.context as unknown as { lead: string };
    expect(home.lead).toContain("99.9%");
    expect(home.lead).not.toContain("{claim:");
    const ru = site.pages.find((p) => p.path === "/ru/")!.context as unknown as { lead: string };
    expect(ru.lead).toContain("99,9%");
  });

  it("sitemaps list every page once per language with alternates; robots points at them", () => {
    const files = sitemapFiles(site.pages, env.siteUrl);
    expect(Object.keys(files).sort()).toEqual(["sitemap-en.xml", "sitemap-ru.xml", "sitemap.xml"]);
    let total = 0;
    for (const language of ["en", "ru"]) {
      const locs = [...files[`sitemap-${language}.xml`]!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(new Set(locs).size).toBe(locs.length);
      expect(locs.every((l) => l!.startsWith(`https://www.example.com${language === "ru" ? "/ru/" : "/"}`))).toBe(true);
      total += locs.length;
    }
    // Every page but those whose canonical is another (the city pages of dedicated servers, issue 36).
    expect(total).toBe(site.pages.filter((p) => p.context.seo.canonical === p.context.seo.url).length);
    expect(site.pages.length - total).toBe(14);
    expect(files["sitemap-en.xml"]).toContain('<xhtml:link rel="alternate" hreflang="ru" href="https://www.example.com/ru/vpn/"/>');
    expect(files["sitemap.xml"]).toContain("<loc>https://www.example.com/sitemap-ru.xml</loc>");
    expect(robotsTxt(env.siteUrl)).toContain("Sitemap: https://www.example.com/sitemap.xml");
    expect(routeTableRows(site.pages).every((r) => typeof r.family === "string")).toBe(true);
  });

  it("sitemaps list the partner page (a file route) in each language it was built in", () => {
    const built = [
      { path: "/partners/", matchPath: null },
      { path: "/ru/partners/", matchPath: null },
    ];
    const files = sitemapFiles(site.pages, env.siteUrl, built);
    expect(files["sitemap-en.xml"]).toContain("<loc>https://www.example.com/partners/</loc>");
    expect(files["sitemap-ru.xml"]).toContain("<loc>https://www.example.com/ru/partners/</loc>");
    expect(files["sitemap-ru.xml"]).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/partners/"/>');
    const enOnly = sitemapFiles(site.pages, env.siteUrl, built.slice(0, 1));
    expect(enOnly["sitemap-ru.xml"]).not.toContain("partners");
    // With its resolved metadata (siteSettings.partnersSeo) it has a lastmod like every other page.
    const withSeo = sitemapFiles(site.pages, env.siteUrl, built, { "/partners/": site.partnersSeo });
    expect(withSeo["sitemap-ru.xml"]).toContain(
      `<loc>https://www.example.com/ru/partners/</loc>\n    <lastmod>${site.settings.find((s) => s.language === "ru")!.modifiedAt}</lastmod>`,
    );
  });

  it("every page has metadata of its own: description, a title that fits, an absolute social image, lastmod (decision 093)", () => {
    const siteDescriptions = new Set(site.settings.map((s) => s.seo.description));
    const files = sitemapFiles(site.pages, env.siteUrl);
    for (const page of site.pages) {
      const seo = page.context.seo;
      const home = page.path === "/" || page.path === "/ru/";
      expect([page.path, home || !siteDescriptions.has(seo.description), seo.title.length <= 65]).toEqual([page.path, true, true]);
      // Its own social card (decision 195), or the site's default picture where the page has none (noindex).
      expect([page.path, seo.image?.url]).toEqual([page.path, expect.stringMatching(/^https:\/\/www\.example\.com\/(social\/[0-9a-f]{20}|og-default)\.png$/)]);
      expect([page.path, Number.isNaN(Date.parse(seo.lastModified ?? ""))]).toEqual([page.path, false]);
      const sitemap = files[`sitemap-${page.context.language}.xml`]!;
      expect(sitemap).toContain(`<loc>${seo.canonical}</loc>\n    <lastmod>${seo.lastModified}</lastmod>`);
    }
    const descriptions = site.pages.map((p) => p.context.seo.description);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
    const cards = site.pages.map((p) => p.context.seo.image?.url).filter((u) => u?.includes("/social/"));
    expect(new Set(cards).size).toBe(cards.length);
    // The help index and the partner page take theirs from siteSettings.
    const en = site.settings.find((s) => s.language === "en")!;
    expect(site.pages.find((p) => p.path === "/help/")!.context.seo).toMatchObject({ title: en.helpSeo.title, description: en.helpSeo.description });
    expect(site.partnersSeo.en).toMatchObject({ description: en.partnersSeo.description, canonical: "https://www.example.com/partners/" });
    expect(site.partnersSeo.en.title).toBe("Partner program: up to 40% cashback | Hostward");
  });

  it("derives an empty description from the document's own text, cut at a word", () => {
    const emptyTag = site.pages.find((p) => p.path === "/help/tag/email/")!.context;
    expect(emptyTag.seo.description).toMatch(/^Mail for your domain/);
    const cut = clip("word ".repeat(60), 160);
    expect([cut.length <= 160, /^(word )+word…$/.test(cut)]).toEqual([true, true]);
    expect(clip("short text", 160)).toBe("short text");
    expect(fitTitle("A heading", "Site")).toBe("A heading — Site");
    expect(fitTitle("x".repeat(60), "Site")).toBe("x".repeat(60));
  });

  it("product pages list every variant landing of their line and language in index sections", () => {
    for (const language of ["en", "ru"] as const) {
      for (const line of PRODUCT_LINES.filter((l) => l.planPages)) {
        const page = site.pages.find((p) => p.path === localizePath(line.base, language))!.context as LandingContext;
        const listed = page.indexGroups
          .flatMap((g) => g.links.flatMap((l) => [l.href, ...(l.noteHref ? [l.noteHref] : [])]))
          .map((href) => localizePath(href, language))
          .sort();
        const variants = site.pages
          .filter((p) => p.family?.startsWith(`variant:${line.id}:`) && p.context.language === language)
          .map((p) => p.path)
          .sort();
        expect([line.id, language, listed]).toEqual([line.id, language, variants]);
      }
    }
    const hosting = site.pages.find((p) => p.path === "/web-hosting/")!.context as LandingContext;
    expect(hosting.indexGroups.map((g) => g.id)).toEqual(["software", "locations"]);
    expect(hosting.indexGroups[1]!.links[0]).toEqual({ href: "/web-hosting/in-germany/", title: "Germany", note: "Frankfurt", flag: "🇩🇪" });
    // The hero's "7 locations" leads to the locations grid.
    const hero = hosting.sections.find((s) => s._type === "hero") as Extract<SectionView, { _type: "hero"; heading: string }>;
    expect(hero.highlightLinks?.[hero.highlights.indexOf("7 locations")]).toBe("#locations");
    // Issue 37: one card per place. The dedicated line has a country and a city page per place: 7 cards for
    // 7 places, the city's page linked from its country's card.
    for (const path of ["/dedicated-servers/", "/ru/dedicated-servers/"]) {
      const locations = (site.pages.find((p) => p.path === path)!.context as LandingContext).indexGroups.find((g) => g.id === "locations")!;
      expect([path, locations.links.length]).toEqual([path, 7]);
      expect(new Set(locations.links.map((l) => l.flag)).size).toBe(7);
    }
    const dedicated = (site.pages.find((p) => p.path === "/dedicated-servers/")!.context as LandingContext).indexGroups.find((g) => g.id === "locations")!;
    expect(dedicated.links[0]).toEqual({
      href: "/dedicated-servers/in-germany/",
      title: "Germany",
      note: "Frankfurt",
      flag: "🇩🇪",
      noteHref: "/dedicated-servers/in-frankfurt/",
    });
    const vps = site.pages.find((p) => p.path === "/ru/virtual-private-servers/")!.context as LandingContext;
    expect(vps.indexGroups.map((g) => [g.id, g.heading])).toEqual([
      ["os", "По операционной системе"],
      ["use-cases", "По задаче"],
      ["locations", "Локации"],
    ]);
  });

  it("gives pictures (decision 097): the home and product landings their hero, a variant landing its product landing's, plan tables and plan pages the line's product image", () => {
    const ctx = (p: string) => site.pages.find((x) => x.path === p)!.context;
    const home = ctx("/") as LandingContext;
    const homeRu = ctx("/ru/") as LandingContext;
    // The seed's artwork is SVG: one file for every width (decision 118).
    expect(home.heroImage).toMatchObject({ width: 1200, height: 900, src: expect.stringMatching(/^\/cms-assets\/hero-home-[0-9a-f]{10}\.svg$/), srcSet: "" });
    expect(homeRu.heroImage!.src).toBe(home.heroImage!.src);
    expect(homeRu.heroImage!.alt).toMatch(/[а-я]/);
    expect(home.heroImage!.alt).not.toBe(homeRu.heroImage!.alt);
    const vps = ctx("/virtual-private-servers/") as LandingContext;
    expect(vps.heroImage).not.toEqual(home.heroImage);
    expect((ctx("/virtual-private-servers/in-germany/") as LandingContext).heroImage).toEqual(vps.heroImage);
    const table = vps.sections.find((s): s is Extract<SectionView, { _type: "planTable" }> => s._type === "planTable" && "plans" in s)!;
    expect(table.image).toMatchObject({ width: 1200, height: 900 });
    expect((ctx("/virtual-private-servers/vps-2/") as PlanContext).productImage).toEqual(table.image);
    expect((ctx("/ru/virtual-private-servers/vps-2/") as PlanContext).productImage!.alt).toMatch(/[а-я]/);
    // Information pages have none.
    expect((ctx("/contacts/") as LandingContext).heroImage).toBeNull();
  });

  it("escapes XML in sitemap URLs", () => {
    const page = {
      ...site.pages[0]!,
      context: { ...site.pages[0]!.context, seo: { ...site.pages[0]!.context.seo, canonical: "https://x/a&b/", url: "https://x/a&b/", alternates: [] } },
    };
    expect(sitemapFiles([page], "https://x")["sitemap-en.xml"]).toContain("<loc>https://x/a&amp;b/</loc>");
  });
});

describe("failures name the document", () => {
  it("rejects an unknown claim", () => {
    expect(() => fillClaims({ lead: "{claim:nope}" }, { uptimePercent: 99.9 }, "en", "homePage-en")).toThrow(RouteBuildError);
    expect(() => fillClaims({ lead: "{claim:nope}" }, {}, "en", "homePage-en")).toThrow(/homePage-en: unknown or unset claim \{claim:nope\}/);
    expect(fillClaims({ a: ["{claim:uptimePercent}%"] }, { uptimePercent: 99.9 }, "ru", "x")).toEqual({ a: ["99,9%"] });
  });

  it("stops the build on a plan table naming a plan the catalog does not sell", async () => {
    const seed = readFileSync(path.join(root, "studio/seed/content.ndjson"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const broken = seed.map((d) =>
      d._id === "product-vps-en" ? { ...d, sections: [{ _type: "planTable", _key: "k", heading: "Plans", productLine: "vps", planSlugs: ["vps-999"] }] } : d,
    );
    const { mkdtemp, writeFile, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const dir = await mkdtemp(path.join(tmpdir(), "seed-"));
    try {
      await writeFile(path.join(dir, "content.ndjson"), broken.map((d) => JSON.stringify(d)).join("\n") + "\n");
      await expect(loadSite({ ...env, seedDir: dir })).rejects.toThrow(/productPage en "vps": plan table "Plans" lists plan "vps-999"/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps an unknown section type for the visible fallback instead of failing", async () => {
    const seed = readFileSync(path.join(root, "studio/seed/content.ndjson"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const edited = seed.map((d) =>
      d._id === "product-s3-en" ? { ...d, sections: [...(d.sections as unknown[]), { _type: "pricingSlider", _key: "new1" }] } : d,
    );
    const { mkdtemp, writeFile, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const dir = await mkdtemp(path.join(tmpdir(), "seed-"));
    try {
      await writeFile(path.join(dir, "content.ndjson"), edited.map((d) => JSON.stringify(d)).join("\n") + "\n");
      const site = await loadSite({ ...env, seedDir: dir });
      const sections = (site.pages.find((p) => p.path === "/s3-storage/")!.context as unknown as { sections: Array<Record<string, unknown>> }).sections;
      expect(sections.at(-1)).toEqual({ _type: "pricingSlider", _key: "new1", unknown: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
