import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { expectNoRawKeys } from "./raw-keys";
import en from "../../locales/en/common.json";
import ru from "../../locales/ru/common.json";
import { readSeed, seoOf, slugOf, type SeedDoc } from "../support/seed";
import { clip, fitTitle } from "../../schemas/lib/seo-limits";

const seed = readSeed();
const settings = (lang: string) => seed.find((d) => d._type === "siteSettings" && d.language === lang)!;
const articles = (lang: string) => seed.filter((d) => d._type === "helpArticle" && d.language === lang);
const prefix = (lang: string) => (lang === "en" ? "" : `/${lang}`);
const common = { en, ru };

/** What the page's <head> must say: the document's seo object; where it is empty, its own excerpt and heading (decision 093). */
function expectedHead(doc: SeedDoc, lang: string, heading = String(doc.title)) {
  const seo = seoOf(doc);
  const site = settings(lang);
  return {
    title: seo?.title ? fitTitle(seo.title) : fitTitle(heading, String(site.siteName)),
    description: seo?.description || clip(String(doc.excerpt), 160),
  };
}

for (const lang of ["en", "ru"]) {
  test.describe(`help centre (${lang})`, () => {
    test("index lists every article and tag", async ({ page }) => {
      expect(await visit(page, `${prefix(lang)}/help/`)).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1")).toHaveText(lang === "en" ? "Help centre" : "Центр помощи");
      for (const article of articles(lang)) {
        await expect(page.getByRole("link", { name: String(article.title), exact: true }).first()).toBeVisible();
      }
      const tagCount = seed.filter((d) => d._type === "tag" && d.language === lang).length;
      await expect(page.locator("section[aria-labelledby=help-tags] .chip")).toHaveCount(tagCount);
    });

    test("an article with its own SEO, and one whose description comes from its excerpt", async ({ page }) => {
      const withSeo = articles(lang).find((a) => seoOf(a)?.title && seoOf(a)?.description)!;
      const withoutSeo = articles(lang).find((a) => !seoOf(a)?.title && !seoOf(a)?.description)!;
      expect(withSeo, "the seed has an article with SEO").toBeTruthy();
      expect(withoutSeo, "the seed has an article without SEO").toBeTruthy();
      for (const doc of [withSeo, withoutSeo]) {
        const path = `${prefix(lang)}/help/${slugOf(doc)}/`;
        expect(await visit(page, path)).toBe(200);
        const head = expectedHead(doc, lang);
        await expect(page).toHaveTitle(head.title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", String(head.description));
        await expect(page.locator("h1")).toHaveText(String(doc.title));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path.replace(/\//g, "\\/")}$`));
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`/help/${slugOf(doc)}/$`));
        await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute("href", new RegExp(`/ru/help/${slugOf(doc)}/$`));
      }
    });

    test("external links in an article open a new tab without referrer; internal ones stay in the app", async ({ page }) => {
      const withExternal = articles(lang).find((a) => JSON.stringify(a.body).includes('"href":"https://'))!;
      await visit(page, `${prefix(lang)}/help/${slugOf(withExternal)}/`);
      const external = page.locator('.prose a[href^="https://"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        const rel = (await link.getAttribute("rel")) ?? "";
        expect(rel.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      }
      const withInternal = articles(lang).find((a) => JSON.stringify(a.body).includes('"href":"/help/'))!;
      await visit(page, `${prefix(lang)}/help/${slugOf(withInternal)}/`);
      const internal = page.locator('.prose a[href*="/help/"]').first();
      await expect(internal).not.toHaveAttribute("target", "_blank");
      expect(await internal.getAttribute("href")).toMatch(lang === "en" ? /^\/help\// : /^\/ru\/help\//);
      // Help articles are static pages (decision 078): an internal link is an ordinary load in the same tab.
      await internal.click();
      await expect(page).toHaveURL(/\/help\/[^/]+\/$/);
      expect(page.context().pages()).toHaveLength(1);
    });

    test("a tag page lists its articles; the switcher keeps the page", async ({ page }) => {
      const tag = seed.find((d) => d._type === "tag" && d.language === lang)!;
      const tagged = articles(lang).filter((a) => JSON.stringify(a.tags ?? []).includes(`"${tag._id}"`));
      expect(await visit(page, `${prefix(lang)}/help/tag/${slugOf(tag)}/`)).toBe(200);
      await expect(page.locator("h1")).toContainText(String(tag.title));
      await expect(page.locator("main .card")).toHaveCount(tagged.length);
      const other = lang === "en" ? "ru" : "en";
      await page.locator(".language-switcher a").click();
      await expect(page).toHaveURL(new RegExp(`${prefix(other)}/help/tag/${slugOf(tag)}/$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
    });
  });
}

test.describe("not found (spec §2)", () => {
  for (const [path, title] of [
    ["/no-such-page/", "404 Page Not Found"],
    ["/de/", "404 Page Not Found"],
    ["/ru/auth/login/", "404 Страница не найдена"],
    ["/ru/no-such-page/", "404 Страница не найдена"],
    ["/help/no-such-article/", "404 Page Not Found"],
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      expect(await visit(page!, path!)).toBe(404);
      await expect(page.locator("h1")).toHaveText(title!);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // The address stays as typed (no rewrite to /ru/404/), and the whole page is in its language.
      expect(new URL(page.url()).pathname).toBe(path);
      const lang = path!.startsWith("/ru/") ? "ru" : "en";
      await expectNotFoundIn(page, lang);
    });
  }

  // Decision 059: no matchPath covers /ru/ any more, so Gatsby shows its /404.html page for an unknown
  // /ru/ address reached inside the app; the page takes its language from the address.
  for (const lang of ["en", "ru"] as const) {
    test(`an in-app navigation to an unknown ${lang} address shows the ${lang} not-found page`, async ({ page, problems }) => {
      // From a page with Gatsby's runtime: content pages (the partner page too, decision 110) are static HTML
      // (decision 078); the sign-in screen keeps the runtime and has one address for both languages.
      const from = "/auth/login/";
      const to = `${prefix(lang)}/no-such-page-${lang}/`;
      expect(await visit(page, from)).toBe(200);
      // Gatsby confirms the miss with a HEAD request to the address (slash dropped), which the host
      // answers 404: the browser logs that answer, and it is the expected one.
      problems.allow(
        new RegExp(
          `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(http://[^/]+${to.slice(0, -1)}\\)$`,
        ),
      );
      // A navigation from an app page to a content address is an ordinary page load (decision 078); the host's
      // not-found page answers it in the address's language.
      await page.evaluate((url) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(url), to);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expectNotFoundIn(page, lang);
      // Its links stay in the address's language, and leaving it renders the next page normally.
      await page.locator(".error-page").getByRole("link", { name: common[lang].notFound.help }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/help/$`));
      await expect(page.locator("h1")).toHaveText(lang === "en" ? "Help centre" : "Центр помощи");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });
  }
});

/** The not-found page, header and footer included, in one language (no string of the other). */
async function expectNotFoundIn(page: Page, lang: "en" | "ru") {
  const strings = common[lang];
  await expect(page.locator("h1")).toHaveText(strings.notFound.title);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page).toHaveTitle(strings.notFound.title);
  await expect(page.locator(".error-page .lead")).toHaveText(strings.notFound.text);
  await expect(page.getByRole("navigation", { name: strings.nav.primary })).toContainText(strings.nav.help);
  await expect(page.locator(".language-switcher [aria-current]")).toHaveText(lang.toUpperCase());
  await expect(page.locator(".error-page").getByRole("link", { name: strings.notFound.home })).toHaveAttribute("href", lang === "en" ? "/" : "/ru/");
  await expectNoRawKeys(page);
}
