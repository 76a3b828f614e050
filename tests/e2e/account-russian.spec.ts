import type { Page } from "@playwright/test";
import { test, expect, openAccount, gqlData, visit, USERS } from "./fixtures";
import { shownTexts } from "./english-ui";
import { CUSTOMER_DATA_QUERY, allowedWords, englishIn } from "../support/russian-words";

// Signed in as the complete demo customer.
test.use({ user: USERS.complete });

// Issue 19, item 2: a Russian customer meets no English in the account area, other than customer data and
// product names (the rule and its word list: tests/support/russian-words.ts). Every account screen of the
// complete, second-login and Russian demo customers is checked in jsdom (tests/features/account/screens-*-ru
// .test.tsx, issue 38); here, the pages the Russian account leads to that are not account screens: the top-up
// payment page and the password change page reached from the account menu.

/** Every word of the customer's own data (what the customer typed or the account holds). */
async function customerWords(page: Page): Promise<Set<string>> {
  const read = async (path: string): Promise<unknown> => (await page.request.get(path)).json();
  return allowedWords(
    await gqlData<unknown>(page, CUSTOMER_DATA_QUERY),
    await read("/my/api/account/personal_info/"),
    await read("/my/api/account/menu_context/"),
    await read("/my/api/second_login/"),
  );
}

/** The Latin words on the page that are neither product names nor the customer's data. */
async function englishOn(page: Page, allowed: Set<string>): Promise<string[]> {
  // The account area and the title: the site's header and footer (brand, address, language names) are not its text.
  return englishIn(await shownTexts(page, "main"), allowed);
}

test("the Russian top-up payment page and the password change page show no English besides customer data and product names", async ({ page }) => {
  test.setTimeout(90_000);
  const allowed = await customerWords(page);
  // The top-up payment page: currency names from the catalogue.
  await visit(page, "/ru/checkout/pay/balance/");
  await expect(page.getByTestId("pay")).toBeVisible();
  expect.soft(await englishOn(page, allowed), "English on /ru/checkout/pay/balance/").toEqual([]);
  // The password change page reached from the Russian account menu: its title too.
  await openAccount(page, "/ru/my/");
  await page.getByRole("link", { name: "Сменить пароль" }).click();
  await expect(page).toHaveURL(/\/auth\/password\/change\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Change your password");
  expect(await englishOn(page, allowed), "English on the password change page").toEqual([]);
});
