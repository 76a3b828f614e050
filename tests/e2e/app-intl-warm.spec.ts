import type { Page } from "@playwright/test";
import { test, expect, USERS } from "./fixtures";

// Decision 147: the first Intl formatter of a page loads the browser's locale data (20-80 ms here). The account
// builds its money and date formatters in tasks of their own as the page's code starts, so no React render pays
// for it: the header's product menu and the dashboard find them cached.

type Built = { kind: string; locale: string; inReact: boolean };

/** Records every NumberFormat and DateTimeFormat the page builds, and whether React's code was on the stack. */
function recordFormatters() {
  Error.stackTraceLimit = 100;
  const built: Built[] = [];
  (window as unknown as { __built: Built[] }).__built = built;
  for (const kind of ["NumberFormat", "DateTimeFormat"] as const) {
    const Original = Intl[kind];
    (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(Original, {
      construct(target, args: [string, object?]) {
        built.push({ kind, locale: String(args[0]), inReact: /\/framework-[0-9a-f]+\.js/.test(new Error().stack ?? "") });
        return new (target as new (...a: unknown[]) => object)(...args);
      },
    });
  }
}
const builtBy = (page: Page) => page.evaluate(() => (window as unknown as { __built: Built[] }).__built);

const first = (built: Built[], kind: string) => built.find((b) => b.kind === kind);

test.describe("account dashboard", () => {
  for (const [user, path, locale, balance] of [
    [USERS.complete, "/my/", "en-US", /€/],
    [USERS.russian, "/ru/my/", "ru-RU", /₽/],
  ] as const) {
    test.describe(() => {
      test.use({ user });
      test(`${path}: the money and date formatters are built before React renders, in the page's locale`, async ({ page }) => {
        await page.addInitScript(recordFormatters);
        await page.goto(path);
        await expect(page.getByTestId("dash-balance")).toHaveText(balance, { timeout: 15_000 });
        await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
        const built = await builtBy(page);
        for (const kind of ["NumberFormat", "DateTimeFormat"]) {
          expect(first(built, kind), `the first ${kind}`).toEqual({ kind, locale, inReact: false });
        }
      });
    });
  }
});
