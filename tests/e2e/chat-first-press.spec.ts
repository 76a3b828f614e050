import type { Page } from "@playwright/test";
import { test, expect, hydrated, USERS } from "./fixtures";
import { modulesOf } from "./chunk-modules";
import { PRIMARY_ACTIONS } from "../../src/components/launcher-placement";

// Issue 37, found in the account and the checkout:
// - on the account's first load the first press on "Chat with support" did nothing: the launcher's markup was
//   on screen before its island had a root (the island mounts after an import), and a press then was lost;
// - the chat launcher covered the checkout's password hint on a phone and the promo code's Apply at 1280×800.

test.describe.configure({ timeout: 90_000 });

/** Holds the scripts that hold the islands' mounting code (src/islands/mount.tsx) until `release()`. */
async function holdIslandMount(page: Page) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/[\w-]+\.js$/, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    let modules: string[] = [];
    try {
      modules = modulesOf(file);
    } catch {
      // not a chunk of the build (no map): not held
    }
    if (modules.some((m) => m.endsWith("src/islands/mount.tsx"))) await gate;
    await route.fallback();
  });
  return () => release();
}

test.describe("signed in", () => {
  test.use({ user: USERS.russian, viewport: { width: 390, height: 844 } });

  test("the account's first press on the chat launcher, before its island has mounted, opens the chat", async ({ page }) => {
    const release = await holdIslandMount(page);
    await page.goto("/ru/my/");
    await hydrated(page);
    const launcher = page.getByTestId("chat-launcher");
    await launcher.click();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    release();
    const panel = page.getByRole("dialog", { name: "Чат поддержки" });
    await expect(panel).toBeVisible();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
  });
});

/** True when the launcher is shown and its box meets `target`'s. */
async function launcherCovers(page: Page, target: ReturnType<Page["locator"]>): Promise<boolean> {
  const launcher = page.getByTestId("chat-launcher");
  // The launcher's placement reacts in the next frames (an IntersectionObserver): let them pass.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  if (!(await launcher.isVisible())) return false;
  const [a, b] = [await launcher.boundingBox(), await target.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Scrolls `target` to the bottom of the viewport, where the launcher sits, and says whether it is covered there. */
async function coveredAtBottom(page: Page, target: ReturnType<Page["locator"]>): Promise<boolean> {
  await target.evaluate((el) => el.scrollIntoView({ block: "end" }));
  return launcherCovers(page, target);
}

test("the launcher keeps clear of the checkout's password hint on a phone", async ({ page }) => {
  expect(PRIMARY_ACTIONS).toContain("[data-keep-clear]");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ru/checkout/?plan=vps-2");
  await hydrated(page);
  await page.getByRole("button", { name: "Продолжить" }).click();
  const hint = page.getByText("Не меньше 7 символов");
  await expect(hint).toBeVisible();
  expect(await coveredAtBottom(page, hint), "the launcher covers the password hint at 390 px").toBe(false);
  await page.screenshot({ path: "test-results/shots/checkout-password-hint-390.png" });
});

test.describe("a customer", () => {
  test.use({ user: USERS.complete, viewport: { width: 1280, height: 800 } });

  test("the launcher keeps clear of the promo code's Apply at 1280×800", async ({ page }) => {
    await page.goto("/checkout/?plan=vps-2");
    await hydrated(page);
    const apply = page.getByRole("button", { name: "Apply" });
    await expect(apply).toBeVisible();
    expect(await launcherCovers(page, apply), "the launcher covers Apply at 1280×800").toBe(false);
    expect(await coveredAtBottom(page, apply), "the launcher covers Apply scrolled to the bottom").toBe(false);
    await page.screenshot({ path: "test-results/shots/checkout-apply-1280.png" });
  });
});
