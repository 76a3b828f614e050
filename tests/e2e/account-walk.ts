import type { Locator, Page } from "@playwright/test";
import { expect, gqlData, openAccount } from "./fixtures";
import { SCREEN_IDS_QUERY, screensWithIds, type ScreenIds } from "../support/account-screens";

export { ACCOUNT_SCREENS, russianPath } from "../support/account-screens";

/** Every account screen of the signed-in customer (screensWithIds of ../support/account-screens.ts). */
export async function accountScreens(page: Page): Promise<string[]> {
  return screensWithIds(await gqlData<ScreenIds>(page, SCREEN_IDS_QUERY));
}

/**
 * Moves to another account screen of the same language as the app's own links do, without a page load: a
 * path goes through Gatsby's `navigate` (which the menu's and the lists' links call), a locator (a list's
 * link) is clicked. Then waits until that screen has replaced the one before and rendered its data (no
 * loading state, no lazy screen's fallback). A walk over many screens pays one page load and one hydration
 * per language instead of one per screen (issue 38).
 */
export async function goInApp(page: Page, to: string | Locator): Promise<void> {
  const main = page.locator(".account-main");
  const before = await main.innerHTML();
  const from = page.url();
  if (typeof to === "string") {
    await page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[.?*+^$[\]\\(){}|-]/g, "\\$&")}$`));
  } else {
    await to.click();
    await expect(page).not.toHaveURL(from);
  }
  await page.waitForFunction((old) => {
    const shown = document.querySelector(".account-main");
    if (!shown || shown.innerHTML === old) return false;
    // The lazy screen's Suspense fallback (account-app.tsx) and a section's skeleton.
    return !shown.querySelector(":scope > p.muted[role=status]") && !document.querySelector("[data-testid=loading]");
  }, before);
  await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Walks the screens of one language: the first by a page load, the others in the app (`goInApp`). `check`
 * runs on each screen once it has rendered its data.
 */
export async function walkAccount(page: Page, paths: readonly string[], check: (path: string) => Promise<void>): Promise<void> {
  for (const [i, path] of paths.entries()) {
    if (i === 0) {
      await openAccount(page, path);
      // The app's shell in place of the page's frame (its section area), with its data.
      await expect(page.locator(".account-main")).toBeVisible();
      await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
    } else await goInApp(page, path);
    await check(path);
  }
}
