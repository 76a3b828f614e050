import { test, expect, openAccount, USERS } from "./fixtures";
import { expectAddress } from "./address";
import enCommon from "../../locales/en/common.json";
import ruCommon from "../../locales/ru/common.json";
import enAccount from "../../locales/en/account.json";
import ruAccount from "../../locales/ru/account.json";
import enCheckout from "../../locales/en/checkout.json";
import ruCheckout from "../../locales/ru/checkout.json";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// Issue 17 item 1: the language switch keeps the current screen and its query on every page kind. It
// used to link client-only pages by their route pattern (/ru/my/[...]/), which is a 404.

type Page = import("@playwright/test").Page;
const switcher = (page: Page) => page.locator(".site-header .language-switcher");

// Each journey at one width (issue 38): the switch is the same link in the header at both; the account's at a
// desktop's, the checkout's on a 390 px phone (whose header layout is phone-header.spec.ts's).
test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("signed in, a deep account page switches to the same page in the other language and back", async ({ page }) => {
    await openAccount(page, "/my/finance/transactions/");
    await expect(page.getByRole("heading", { level: 1, name: enAccount.transactions.title })).toBeVisible();
    await expect(switcher(page).getByRole("link", { name: "Switch language to Русский" })).toHaveAttribute("href", "/ru/my/finance/transactions/");
    await switcher(page).getByRole("link", { name: "Switch language to Русский" }).click();
    await expectAddress(page, "/ru/my/finance/transactions/");
    await expect(page.getByRole("heading", { level: 1, name: ruAccount.transactions.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByText(ruCommon.notFound.title)).toHaveCount(0);

    await openAccount(page, "/ru/my/projects/");
    await expect(page.getByRole("heading", { level: 1, name: ruAccount.projects.title })).toBeVisible();
    await switcher(page).getByRole("link", { name: "Переключить язык: English" }).click();
    await expectAddress(page, "/my/projects/");
    await expect(page.getByRole("heading", { level: 1, name: enAccount.projects.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText(enCommon.notFound.title)).toHaveCount(0);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test("in the middle of the checkout the switch keeps the plan and the term, also after changing them", async ({ page }) => {
    await openAccount(page, "/checkout/?plan=vps-2&months=3");
    const sidebar = page.getByTestId("order-sidebar");
    await expect(sidebar.locator("select[name=plan]")).toHaveValue("vps-2");
    await expect(sidebar.locator("select[name=months]")).toHaveValue("3");
    await page.getByRole("button", { name: enCheckout.continue }).click();
    await switcher(page).getByRole("link", { name: "Switch language to Русский" }).click();
    await expectAddress(page, "/ru/checkout/?plan=vps-2&months=3");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByText(ruCommon.notFound.title)).toHaveCount(0);
    await expect(sidebar.getByText(ruCheckout.sidebar.plan, { exact: true })).toBeVisible();
    await expect(sidebar.locator("select[name=plan]")).toHaveValue("vps-2");
    await expect(sidebar.locator("select[name=months]")).toHaveValue("3");

    // A term chosen in the checkout is kept too (the cart is in the address).
    const terms = await sidebar.locator("select[name=months] option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const other = terms.find((m) => m !== "3")!;
    await sidebar.locator("select[name=months]").selectOption(other);
    await switcher(page).getByRole("link", { name: "Переключить язык: English" }).click();
    await expectAddress(page, `/checkout/?plan=vps-2&months=${other}`);
    await expect(sidebar.getByText(enCheckout.sidebar.plan, { exact: true })).toBeVisible();
    await expect(sidebar.locator("select[name=plan]")).toHaveValue("vps-2");
    await expect(sidebar.locator("select[name=months]")).toHaveValue(other);
  });
});

// The not-found page's switch (signed out) is a step of help-centre.spec.ts's not-found test (issue 38: its page load).
