import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { expectNoRawKeys } from "./raw-keys";
import { expectAddress } from "./address";
import en from "../../locales/en/common.json";
import ru from "../../locales/ru/common.json";

// The help centre's lists, heads and links as built are tests/built/help-centre.test.ts's; following them is
// static-journeys.spec.ts's (issue 38). Here: the host's not-found answers and Gatsby's own not-found page.
const prefix = (lang: string) => (lang === "en" ? "" : `/${lang}`);
const common = { en, ru };

test.describe("not found (spec §2)", () => {
  test("unknown addresses answer 404 with the not-found page of their language, the address as typed; its language switch leads to the same address in the other language and back", async ({
    page,
    problems,
  }) => {
    // The budget of the tests it merges (issue 38): one per page, as each had, and language-switch.spec.ts's.
    test.setTimeout(6 * 30_000);
    // The switch's page loads answer 404 for the unknown address (that is the point).
    problems.allow(/status of 404 .*\/no-such-page\/?\)$/);
    for (const [path, title] of [
      ["/no-such-page/", "404 Page Not Found"],
      ["/de/", "404 Page Not Found"],
      ["/ru/auth/login/", "404 Страница не найдена"],
      ["/ru/no-such-page/", "404 Страница не найдена"],
      ["/help/no-such-article/", "404 Page Not Found"],
    ] as const) {
      await test.step(path, async () => {
        expect(await visit(page, path)).toBe(404);
        await expect(page.locator("h1")).toHaveText(title);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        // The address stays as typed (no rewrite to /ru/404/), and the whole page is in its language.
        expect(new URL(page.url()).pathname).toBe(path);
        await expectNotFoundIn(page, path.startsWith("/ru/") ? "ru" : "en");
        // language-switch.spec.ts's not-found test (issue 38: a step of this page load): the switch, a plain link of the
        // HTML that the boot pointed at the same unknown address, leads there in English, and back in Russian once
        // that page is live (an ordinary page load each way, decision 078).
        if (path === "/ru/no-such-page/") await switchesToTheSameAddress(page);
      });
    }
  });

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

/** From the Russian not-found page at /ru/no-such-page/: its language switch to English and back. */
async function switchesToTheSameAddress(page: Page) {
  const switcher = page.locator(".site-header .language-switcher");
  await expect(page.getByRole("heading", { level: 1, name: ru.notFound.title })).toBeVisible();
  await switcher.getByRole("link", { name: "Переключить язык: English" }).click();
  await expectAddress(page, "/no-such-page/");
  await expect(page.getByRole("heading", { level: 1, name: en.notFound.title })).toBeVisible();
  // The not-found page learns its address once live.
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  await switcher.getByRole("link", { name: "Switch language to Русский" }).click();
  await expectAddress(page, "/ru/no-such-page/");
  await expect(page.getByRole("heading", { level: 1, name: ru.notFound.title })).toBeVisible();
}

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
