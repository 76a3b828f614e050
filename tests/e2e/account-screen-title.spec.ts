import type { Page } from "@playwright/test";
import { test, expect, openAccount, USERS } from "./fixtures";

// Every account screen had the tab title "My account", and after a click in the account's menu Gatsby's route
// announcer read the previous screen's h1, in English ("Navigated to Hello, Anna"), before the new section
// rendered. Each screen now names itself in the tab and, after a navigation, to screen readers in the page's
// language (src/components/screen-title.ts).

const announcer = (page: Page) => page.locator("#gatsby-announcer");

test.describe("en, desktop", () => {
  test.use({ user: USERS.complete });

  test("the menu's screens each name the tab and are announced by their own name", async ({ page }) => {
    await openAccount(page, "/my/");
    await expect(page).toHaveTitle("Dashboard · My account");
    // The page's own load is the browser's to announce: nothing written.
    await expect(announcer(page)).toHaveText("");
    const menu = page.getByTestId("account-menu");
    await menu.getByRole("link", { name: "Finance", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Finance" })).toBeVisible();
    await expect(page).toHaveTitle("Finance · My account");
    await expect(announcer(page)).toHaveText("Navigated to Finance");
    await menu.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page).toHaveTitle("Projects · My account");
    await expect(announcer(page)).toHaveText("Navigated to Projects");
    // Back to the dashboard: its name, not its greeting with the customer's name.
    await menu.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveTitle("Dashboard · My account");
    await expect(announcer(page)).toHaveText("Navigated to Dashboard");
  });
});

test.describe("ru, phone", () => {
  test.use({ user: USERS.russian, viewport: { width: 390, height: 844 } });

  test("a Russian customer hears the new screen's name in Russian", async ({ page }) => {
    await openAccount(page, "/ru/my/");
    await expect(page).toHaveTitle("Обзор · Личный кабинет");
    // On a phone the sections are behind the «Меню» button (issue 37).
    await page.getByRole("navigation", { name: "Разделы кабинета" }).getByRole("button", { name: /^Меню/ }).click();
    await page.getByTestId("account-menu").getByRole("link", { name: "Финансы", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Финансы" })).toBeVisible();
    await expect(page).toHaveTitle("Финансы · Личный кабинет");
    await expect(announcer(page)).toHaveText("Открыта страница «Финансы»");
    await expect(announcer(page)).not.toContainText("Navigated");
    // On to the payment page (the checkout app): named the same way.
    const topUp = page.getByTestId("top-up-form");
    await topUp.getByRole("textbox").fill("2000");
    await topUp.getByRole("button", { name: "Пополнить" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Пополнение баланса" })).toBeVisible();
    await expect(page).toHaveTitle("Пополнение баланса · Оформление заказа");
    await expect(announcer(page)).toHaveText("Открыта страница «Пополнение баланса»");
  });
});
