import type { Locator, Page } from "@playwright/test";
import { test, expect, visit, createCustomer, gqlData } from "./fixtures";

// Keyboard only (issue 8 item 3): no click, no focus() — Tab moves focus, Enter/Space act.

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe.configure({ timeout: 90_000 });

test("a signed-in customer buys a VPS with the keyboard only", async ({ page }) => {
  await createCustomer(page);
  await visit(page, "/checkout/?plan=vps-1");
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("place-order")).toBeVisible();
  await tabTo(page, page.getByTestId("place-order"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/pay\/[^/]+\/$/);
  await expect(page.getByRole("radio", { name: "Bank card" })).toBeChecked();
  await tabTo(page, page.getByTestId("pay"));
  await page.keyboard.press("Enter");
  // The sandbox's hosted card page (a third party's page, also driven by keys).
  await expect(page).toHaveURL(/\/sandbox\/pay\/card\//);
  await tabTo(page, page.getByRole("button", { name: "Pay (success)" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my\/\?payment=paid/);
  await expect(page.getByTestId("payment-notice")).toHaveText("Payment received. Thank you!");
  const { orders } = await gqlData<{ orders: Array<{ planSlug: string | null; paid: boolean }> }>(page, "{ orders { planSlug paid } }");
  expect(orders).toEqual([expect.objectContaining({ planSlug: "vps-1", paid: true })]);
});

// With public-site.spec.ts's menu-button test (issue 38: one page load): ArrowDown, End and Escape too.
test("the header product menu opens (Enter, ArrowDown), type-ahead picks an item, End reaches the last, Escape closes it back onto the button, Enter follows an item — keyboard only", async ({
  page,
}) => {
  await visit(page, "/");
  const button = page.getByRole("button", { name: "Products" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem").last()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("d");
  const dedicated = page.getByRole("menuitem", { name: /Dedicated servers/ });
  await expect(dedicated).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dedicated-servers\/$/);
});
