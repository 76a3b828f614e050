import type { Page } from "@playwright/test";
import { test, expect, login, USERS } from "./fixtures";
import ruSite from "../../locales/ru/site.json";

// Decision 149: on the client apps' pages (auth screens, account, checkout) the header paints before React
// runs. A tap on its menu button or product menu then was lost; the loader now holds it and the app replays
// it on the live header once it has rendered. The app's main chunk is held back here, so the tap surely
// comes before React.

test.describe.configure({ timeout: 60_000 });

/**
 * The app's main chunk, held from `hold()` until the `release()` it returns; each test step holds it for its own
 * page load (issue 38: the three screens are steps of one test). Routing keeps Playwright's HTTP cache off, so
 * every load asks for the chunk again.
 */
async function appGate(page: Page) {
  let gate: Promise<void> = Promise.resolve();
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await gate;
    await route.fallback();
  });
  return {
    hold(): () => void {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
  };
}

/** The tap, made once the loader runs and before the app: held, nothing opened yet. */
async function tapBeforeApp(page: Page, control: string) {
  await page.waitForFunction(() => Array.isArray((window as unknown as { __heldApp?: unknown }).__heldApp));
  await page.locator(`.site-header ${control}`).filter({ visible: true }).click();
  expect(await page.evaluate(() => (window as unknown as { __heldApp?: string[] }).__heldApp)).toEqual([control]);
}

const shownToggle = (page: Page) => page.locator(".site-header .nav-toggle").filter({ visible: true });

test("login screen on a phone, sign-up screen on a desktop, the Russian account on a phone: the menus tapped or clicked before the app opens once the app runs (the account's once it has hydrated, in Russian)", async ({
  page,
}) => {
  const app = await appGate(page);
  await test.step("login screen on a phone: the menu tapped before the app opens once the app runs", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = app.hold();
    await page.goto("/auth/login/", { waitUntil: "commit" });
    await tapBeforeApp(page, ".nav-toggle");
    // The screen's frame is painted in both languages (one shown): nothing of either menu is open yet.
    await expect(page.locator("#site-menu-panel").filter({ visible: true })).toHaveCount(0);
    release();
    await expect(shownToggle(page)).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#site-menu-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Help centre" })).toBeVisible();
  });

  await test.step("sign-up screen on a desktop: the product menu clicked before the app opens once the app runs", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = app.hold();
    await page.goto("/auth/signup/", { waitUntil: "commit" });
    await tapBeforeApp(page, ".product-menu__button");
    release();
    await expect(page.locator(".site-header .product-menu__button").filter({ visible: true })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("menu").filter({ visible: true }).getByRole("menuitem").first()).toBeVisible();
  });

  await test.step("signed in: the Russian account on a phone: the menu tapped before the app opens once it has hydrated, in Russian", async () => {
    await login(page, USERS.russian);
    await page.setViewportSize({ width: 390, height: 844 });
    const release = app.hold();
    await page.goto("/ru/my/", { waitUntil: "commit" });
    await tapBeforeApp(page, ".nav-toggle");
    release();
    await expect(shownToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(shownToggle(page)).toHaveAttribute("aria-label", ruSite.site.menu.close);
  });
});
