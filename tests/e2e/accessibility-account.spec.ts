import { test, expect, openAccount, USERS } from "./fixtures";
import { ACCOUNT_SCREENS, goInApp, walkAccount } from "./account-walk";
import { violations as axe } from "./axe";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// WCAG 2.2 AA rules of axe over every account screen and the checkout's stages, in both languages,
// signed in as the demo customer (issue 8 item 3). The rules that need no layout run on every account screen
// in jsdom (tests/features/account/screens-complete-{en,ru}.test.tsx, issue 38); here, the painted ones
// (LAYOUT_RULES of tests/support/axe-rules.ts: contrast, target size…). The screens are the account walk's one
// list (ACCOUNT_SCREENS), walked in one page per language: one page load, then the app's own navigation
// (account-walk.ts); the ticket, project and order pages through their lists' links. Each screen is its own
// step and its own soft check, so a failure names the screen and the walk goes on. The checkout's configuration and
// payment stages end the same test (one sign-in per language).

for (const lang of ["en", "ru"] as const) {
  const prefix = lang === "en" ? "" : "/ru";
  test(`axe's painted rules signed in: every account screen, a ticket, project and order page, the checkout's two stages${prefix ? ` (${prefix})` : ""}`, async ({
    page,
  }) => {
    test.setTimeout(90_000 + ACCOUNT_SCREENS.length * 20_000);
    const check = (name: string) => test.step(name, async () => expect.soft(await axe(page, "layout"), `axe on ${name}`).toEqual([]));
    await walkAccount(
      page,
      ACCOUNT_SCREENS.map((path) => `${prefix}${path}`),
      check,
    );

    await goInApp(page, `${prefix}/my/tickets/`);
    await goInApp(page, page.locator("[data-ticket-id] a").first());
    await expect(page).toHaveURL(/\/my\/tickets\/\d+\/$/);
    await check("ticket page");

    await goInApp(page, `${prefix}/my/projects/`);
    await goInApp(page, page.locator("[data-project-id] a").first());
    await check("project page");
    const order = page.locator("[data-order-id] a").first();
    if ((await order.count()) > 0) {
      await goInApp(page, order);
      await check("order page");
    }

    // The checkout's configuration and payment stages (the checkout app: a page load of its own). Their rules that
    // need no layout run in jsdom (screens-complete-{en,ru}.test.tsx, issue 38); here the painted ones.
    await openAccount(page, `${prefix}/checkout/?plan=vps-1`);
    await expect(page.getByTestId("order-sidebar")).toBeVisible();
    await check("checkout: configuration stage");
    await page.getByRole("button", { name: lang === "en" ? "Continue" : "Продолжить" }).click();
    await expect(page.getByTestId("place-order")).toBeVisible();
    await check("checkout: payment stage");
  });
}
