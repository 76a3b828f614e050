/** @jest-environment jsdom */
import en from "../../locales/en/common.json";
import ru from "../../locales/ru/common.json";
import { clip, fitTitle } from "../../schemas/lib/seo-limits";
import { catalogueKeys } from "../support/catalogue-keys";
import { readSeed, seoOf, slugOf, type SeedDoc } from "../support/seed";
import { builtPage, shownText } from "./read-built";

// The help centre and the not-found page as built (issue 38: these were browser tests of what the HTML says,
// tests/e2e/help-centre.spec.ts): lists, heads, links. The browser keeps the journeys' clicks and the host's 404.
const seed = readSeed();
const settings = (lang: string) => seed.find((d) => d._type === "siteSettings" && d.language === lang)!;
const articles = (lang: string) => seed.filter((d) => d._type === "helpArticle" && d.language === lang);
const prefix = (lang: string) => (lang === "en" ? "" : `/${lang}`);
const common = { en, ru };
/** The text of an element as the browser's toHaveText compares it: white space collapsed and trimmed. */
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** What the page's <head> must say: the document's seo object; where it is empty, its own excerpt and heading (decision 093). */
function expectedHead(doc: SeedDoc, lang: string, heading = String(doc.title)) {
  const seo = seoOf(doc);
  const site = settings(lang);
  return {
    title: seo?.title ? fitTitle(seo.title) : fitTitle(heading, String(site.siteName)),
    description: seo?.description || clip(String(doc.excerpt), 160),
  };
}

describe.each(["en", "ru"])("help centre (%s)", (lang) => {
  it("index lists every article and tag", async () => {
    const doc = await builtPage(`${prefix(lang)}/help/`);
    expect(doc.documentElement.lang).toBe(lang);
    expect(text(doc.querySelector("h1"))).toBe(lang === "en" ? "Help centre" : "Центр помощи");
    const links = [...doc.querySelectorAll("a")].map((a) => text(a));
    for (const article of articles(lang)) expect([article._id, links.includes(String(article.title))]).toEqual([article._id, true]);
    const tagCount = seed.filter((d) => d._type === "tag" && d.language === lang).length;
    expect(doc.querySelectorAll("section[aria-labelledby=help-tags] .chip")).toHaveLength(tagCount);
  });

  it("an article with its own SEO, and one whose description comes from its excerpt", async () => {
    const withSeo = articles(lang).find((a) => seoOf(a)?.title && seoOf(a)?.description);
    const withoutSeo = articles(lang).find((a) => !seoOf(a)?.title && !seoOf(a)?.description);
    expect(withSeo?._type).toBe("helpArticle");
    expect(withoutSeo?._type).toBe("helpArticle");
    for (const article of [withSeo!, withoutSeo!]) {
      const path = `${prefix(lang)}/help/${slugOf(article)}/`;
      const doc = await builtPage(path);
      const head = expectedHead(article, lang);
      expect(doc.title.replace(/\s+/g, " ").trim()).toBe(head.title);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(String(head.description));
      expect(text(doc.querySelector("h1"))).toBe(String(article.title));
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      expect(doc.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute("href")).toMatch(new RegExp(`/help/${slugOf(article)}/$`));
      expect(doc.querySelector('link[rel="alternate"][hreflang="ru"]')?.getAttribute("href")).toMatch(new RegExp(`/ru/help/${slugOf(article)}/$`));
    }
  });

  it("external links in an article open a new tab without referrer; internal ones stay in the tab, in the page's language", async () => {
    const withExternal = articles(lang).find((a) => JSON.stringify(a.body).includes('"href":"https://'))!;
    const doc = await builtPage(`${prefix(lang)}/help/${slugOf(withExternal)}/`);
    const external = [...doc.querySelectorAll('.prose a[href^="https://"]')];
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect((link.getAttribute("rel") ?? "").split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }
    const withInternal = articles(lang).find((a) => JSON.stringify(a.body).includes('"href":"/help/'))!;
    const internal = (await builtPage(`${prefix(lang)}/help/${slugOf(withInternal)}/`)).querySelector('.prose a[href*="/help/"]')!;
    expect(internal.getAttribute("target")).not.toBe("_blank");
    expect(internal.getAttribute("href")).toMatch(lang === "en" ? /^\/help\/[^/]+\/$/ : /^\/ru\/help\/[^/]+\/$/);
  });

  it("a tag page lists its articles; its language switch names the same tag in the other language", async () => {
    const tag = seed.find((d) => d._type === "tag" && d.language === lang)!;
    const tagged = articles(lang).filter((a) => JSON.stringify(a.tags ?? []).includes(`"${tag._id}"`));
    const doc = await builtPage(`${prefix(lang)}/help/tag/${slugOf(tag)}/`);
    expect(text(doc.querySelector("h1"))).toContain(String(tag.title));
    expect(doc.querySelectorAll("main .card")).toHaveLength(tagged.length);
    const other = lang === "en" ? "ru" : "en";
    expect(doc.querySelector(".language-switcher a")?.getAttribute("href")).toBe(`${prefix(other)}/help/tag/${slugOf(tag)}/`);
  });
});

// The host answers an unknown address with the not-found page of the address's language (scripts/serve.ts; its
// status and the address kept are the browser's: tests/e2e/help-centre.spec.ts).
describe.each([
  ["404.html", "en"],
  ["ru/404.html", "ru"],
] as const)("the not-found page %s", (file, lang) => {
  it(`is in ${lang} only, header and footer included, and not indexed`, async () => {
    const strings = common[lang];
    const doc = await builtPage(file);
    expect(text(doc.querySelector("h1"))).toBe(strings.notFound.title);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(doc.documentElement.lang).toBe(lang);
    expect(doc.title.trim()).toBe(strings.notFound.title);
    expect(text(doc.querySelector(".error-page .lead"))).toBe(strings.notFound.text);
    expect(text(doc.querySelector(`nav[aria-label="${strings.nav.primary}"]`))).toContain(strings.nav.help);
    expect(text(doc.querySelector(".language-switcher [aria-current]"))).toBe(lang.toUpperCase());
    const home = [...doc.querySelectorAll(".error-page a")].find((a) => text(a) === strings.notFound.home);
    expect(home?.getAttribute("href")).toBe(lang === "en" ? "/" : "/ru/");
    const help = [...doc.querySelectorAll(".error-page a")].find((a) => text(a) === strings.notFound.help);
    expect(help?.getAttribute("href")).toBe(lang === "en" ? "/help/" : "/ru/help/");
    const shown = [doc.title, shownText(doc)].join("\n");
    expect(catalogueKeys().filter((key) => shown.includes(key))).toEqual([]);
  });
});
