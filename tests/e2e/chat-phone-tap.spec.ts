import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";

// On a phone the chat launcher is an icon: a tap's target is the SVG inside the button, not the button. The
// island loader held only clicks on HTML elements, so the first tap was lost (the island started, the tap
// reached the static button); and a tap made before the boot script ran was replayed with `.click()` on the
// SVG, which has none: the boot script threw and the rest of the page's wiring never ran.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const panel = (page: Page) => page.getByRole("dialog", { name: /Support chat|Чат поддержки/ });
const launcherIcon = (page: Page) => page.getByTestId("chat-launcher").locator("svg").first();

test("a phone's first tap on the chat launcher's icon opens the chat, in the e-mail field a visitor fills first", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // Staff online (the status is one setting of the shared sandbox: other tests change it): a signed-out
  // visitor gives an e-mail address before the first message.
  await page.route("**/my/api/chat/", async (route) => {
    const response = await route.fetch();
    const state = (await response.json()) as { staff: { status: string } };
    await route.fulfill({ response, json: { ...state, staff: { ...state.staff, status: "online" }, email_required: true } });
  });
  expect(await visit(page, "/help/")).toBe(200);
  await launcherIcon(page).tap();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByLabel("Your e-mail address")).toBeFocused();
  expect(errors).toEqual([]);
});

test("in Russian, a tap on the icon before the boot script runs opens the chat once it has", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_islands\/boot-[A-Z0-9]+\.js$/, async (route) => {
    await gate;
    await route.fallback();
  });
  await page.goto("/ru/help/", { waitUntil: "commit" });
  await page.waitForFunction(() => Array.isArray((window as unknown as { __held?: unknown }).__held));
  await launcherIcon(page).tap();
  expect(await page.evaluate(() => (window as unknown as { __held: unknown[] }).__held.length)).toBe(1);
  release();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toContainText(/[а-яё]/i);
  expect(errors).toEqual([]);
});
