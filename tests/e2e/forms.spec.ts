import { test, expect, visit } from "./fixtures";
import { reachIsland } from "./islands";

// Public forms (spec §5, §7, §8, §9). What a form checks, sends and shows for each answer of the sandbox is
// tests/features/forms/ (jsdom, issue 38); the browser keeps the promo-hidden flag across page loads, where the
// boot script starts the offer's island at once for a visitor who hid it.

test.describe("e-mail promo form", () => {
  test("the offer's close control sets the spec §9 promo-hidden flag (storage and cookie) in en and ru; it holds across reloads and languages", async ({
    page,
  }) => {
    const flag = () =>
      page.evaluate(() => ({ stored: window.localStorage.getItem("promo_hidden"), cookie: /(?:^|; )promo_hidden=1(?:;|$)/.test(document.cookie) }));
    await visit(page, "/contacts/");
    await reachIsland(page, "email-promo-island");
    await expect(page.getByRole("heading", { name: "5% off for new customers" })).toBeVisible();
    await page.getByRole("button", { name: "Hide the offer" }).click();
    await expect(page.getByRole("heading", { name: "5% off for new customers" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Show the 5% new-customer offer" })).toBeFocused();
    expect(await flag()).toEqual({ stored: "1", cookie: true });
    await visit(page, "/contacts/");
    // The page is static: the boot script starts the offer's island at once for a visitor who hid it.
    await expect(page.getByRole("button", { name: "Show the 5% new-customer offer" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "5% off for new customers" })).toHaveCount(0);

    // One flag for the site: the Russian page keeps the offer hidden, and its own controls speak Russian.
    await visit(page, "/ru/contacts/");
    const show = page.getByRole("button", { name: "Показать скидку 5% для новых клиентов" });
    await expect(show).toBeVisible();
    await show.click();
    await reachIsland(page, "email-promo-island");
    await expect(page.getByRole("heading", { name: "Скидка 5% для новых клиентов" })).toBeVisible();
    const hide = page.getByRole("button", { name: "Скрыть предложение" });
    await expect(hide).toBeFocused();
    expect(await flag()).toEqual({ stored: null, cookie: false });
    await hide.click();
    await expect(show).toBeFocused();
    expect(await flag()).toEqual({ stored: "1", cookie: true });
    await show.click();
    await visit(page, "/ru/contacts/");
    await reachIsland(page, "email-promo-island");
    await expect(page.getByRole("button", { name: "Скрыть предложение" })).toBeVisible();
  });
});
