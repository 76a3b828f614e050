import type { Page } from "@playwright/test";
import { test, expect, USERS } from "./fixtures";

// Decision 151: the first Intl formatter or collator of a page loads the browser's locale data (40-90 ms here,
// one long task). The account's first screen writes its amounts and dates from tables (src/lib/fixed-formats.ts)
// and sorts names without a collator, so its first load builds none of them.

/** Records every Intl formatter and collator the page builds, and every localeCompare call. */
function recordIntl() {
  const built: string[] = [];
  (window as unknown as { __built: string[] }).__built = built;
  for (const kind of ["NumberFormat", "DateTimeFormat", "Collator", "RelativeTimeFormat", "ListFormat", "DisplayNames"] as const) {
    const Original = Intl[kind];
    (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(Original, {
      construct(target, args: unknown[]) {
        built.push(`${kind} ${JSON.stringify(args).slice(0, 120)}`);
        return new (target as new (...a: unknown[]) => object)(...args);
      },
    });
  }
  const localeCompare = String.prototype.localeCompare;
  String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
    built.push("localeCompare");
    return localeCompare.apply(this, args);
  };
}
const builtBy = (page: Page) => page.evaluate(() => (window as unknown as { __built: string[] }).__built);

test.describe("account dashboard", () => {
  for (const [user, path, balance, date] of [
    [USERS.complete, "/my/", /^€\d{1,3}(,\d{3})*\.\d{2}$/, /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
    [USERS.russian, "/ru/my/", /^\d{1,3}(\u00a0\d{3})*\u00a0₽$/, /^\d{1,2} [а-я]+\.? \d{4} г\.$/],
  ] as const) {
    test.describe(() => {
      test.use({ user });
      test(`${path}: shows its amounts and dates in the page's format without building an Intl formatter`, async ({ page }) => {
        await page.addInitScript(recordIntl);
        await page.goto(path);
        await expect(page.getByTestId("dash-balance")).toHaveText(balance, { timeout: 15_000 });
        await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
        // A date of the last transactions, in the page's language.
        await expect(page.locator("[data-part='transactions'] time").first()).toHaveText(date);
        expect(await builtBy(page)).toEqual([]);
      });
    });
  }
});
