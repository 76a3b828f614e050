import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";

// The header's product menu on an auth screen (decision 146): the screen is rendered afresh in the browser
// (decision 144), shows no amount, and builds no Intl formatter at load; the menu's "from" prices appear when
// the visitor opens it, by mouse or keyboard, the same as on a content page (whose HTML has them).

/** Counts the Intl.NumberFormat objects the page builds. */
function countFormatters() {
  const Original = Intl.NumberFormat;
  (window as unknown as { __formatters: number }).__formatters = 0;
  Intl.NumberFormat = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      (window as unknown as { __formatters: number }).__formatters += 1;
      return new target(...args);
    },
  });
}
const formatters = (page: Page) => page.evaluate(() => (window as unknown as { __formatters: number }).__formatters);

/** Each menu item's label and its price, as shown. */
async function menuPrices(page: Page): Promise<string[]> {
  const items = page.locator(".site-nav .product-menu__item");
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((links) =>
    links.map((a) => `${a.querySelector(".product-menu__label")?.textContent} ${a.querySelector(".product-menu__price")?.textContent ?? "-"}`),
  );
}

// Issue 38: both languages in one test (one context); the formatter count is installed once, for every page load after
// the first content page.
test("en: (mouse), ru: (keyboard): the auth screen builds no formatter at load; its product menu shows the content page's prices", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  let counting = false;
  for (const [lang, home, screen, products, by] of [
    ["en", "/", "/auth/login/", "Products", "mouse"],
    ["ru", "/ru/", "/auth/signup/?next=/ru/my/", "Услуги", "keyboard"],
  ] as const) {
    await test.step(`${lang}: (${by})`, async () => {
      // The prices a content page's menu shows (its HTML has them).
      await visit(page, home);
      await page.locator(".site-nav").getByRole("button", { name: products }).click();
      const expected = await menuPrices(page);
      expect(expected.filter((line) => !line.endsWith(" -")).length).toBeGreaterThan(0);

      if (!counting) await page.addInitScript(countFormatters);
      counting = true;
      await visit(page, screen);
      await expect(page.locator(".auth-frame")).toHaveCount(0);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("input[autocomplete=email]")).toBeVisible();
      expect(await formatters(page), "Intl.NumberFormat objects built before the menu is used").toBe(0);

      const button = page.locator(".site-nav").getByRole("button", { name: products });
      if (by === "mouse") {
        await button.hover();
        await button.click();
      } else {
        await button.focus();
        await page.keyboard.press("Enter");
        await expect(page.locator(".site-nav .product-menu__item").first()).toBeFocused();
      }
      expect(await menuPrices(page)).toEqual(expected);
      // The prices come from formatMoney's tables (decision 151): still no Intl.NumberFormat once the menu is open.
      expect(await formatters(page)).toBe(0);
    });
  }
});
