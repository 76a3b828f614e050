import { test, expect, openAccount, USERS } from "./fixtures";
import { ACCOUNT_SCREENS } from "./account-walk";
import { violations as axe } from "./axe";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// WCAG 2.2 AA rules of axe over every account screen and the checkout's stages, in both languages,
// signed in as the demo customer (issue 8 item 3). The screens are the account walk's one list
// (ACCOUNT_SCREENS in ./account-walk.ts, which follows ACCOUNT_SECTIONS of src/features/account/shell/sections.tsx
// plus the shell's own screens); screens with an id in their path are reached through the first item of
// their list. One test per language walks the list in one page (decision 115: the browser's cache and the
// sign-in are paid once, not per screen); each screen is its own step and its own soft check, so a failure
// names the screen and the walk goes on.

for (const lang of ["en", "ru"] as const) {
  const prefix = lang === "en" ? "" : "/ru";
  test(`axe signed in: every account screen${prefix ? ` (${prefix})` : ""}`, async ({ page }) => {
    test.setTimeout(60_000 + ACCOUNT_SCREENS.length * 20_000);
    for (const path of ACCOUNT_SCREENS) {
      await test.step(`${prefix}${path}`, async () => {
        await openAccount(page, `${prefix}${path}`);
        expect.soft(await axe(page), `axe on ${prefix}${path}`).toEqual([]);
      });
    }
  });

  test(`axe signed in: ${prefix} ticket, project and order pages`, async ({ page }) => {
    await openAccount(page, `${prefix}/my/tickets/`);
    await page.locator("[data-ticket-id] a").first().click();
    await expect(page).toHaveURL(/\/my\/tickets\/\d+\/$/);
    await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
    expect(await axe(page), "ticket page").toEqual([]);

    await openAccount(page, `${prefix}/my/projects/`);
    await page.locator("[data-project-id] a").first().click();
    await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
    expect(await axe(page), "project page").toEqual([]);
    const order = page.locator("[data-order-id] a").first();
    if ((await order.count()) > 0) {
      await order.click();
      await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
      expect(await axe(page), "order page").toEqual([]);
    }
  });

  test(`axe signed in: ${prefix} checkout configuration and payment stages`, async ({ page }) => {
    await openAccount(page, `${prefix}/checkout/?plan=vps-1`);
    await expect(page.getByTestId("order-sidebar")).toBeVisible();
    expect(await axe(page), "configuration stage").toEqual([]);
    await page.getByRole("button", { name: lang === "en" ? "Continue" : "Продолжить" }).click();
    await expect(page.getByTestId("place-order")).toBeVisible();
    expect(await axe(page), "payment stage").toEqual([]);
  });
}
