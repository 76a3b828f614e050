import type { Page } from "@playwright/test";
import { test, expect, openAccount, gqlData, createCustomer } from "./fixtures";
import enAccount from "../../locales/en/account.json";
import ruAccount from "../../locales/ru/account.json";
import enErrors from "../../locales/en/errors.json";
import ruErrors from "../../locales/ru/errors.json";

// Saved cards without paying (issue 20 item 6, decision 108): each test has a customer of its own, as it adds
// cards and moves the default one.
test.describe.configure({ timeout: 120_000 });

type Cards = { savedCards: Array<{ id: string; last4: string; isDefault: boolean }> };
const cards = async (page: Page) => (await gqlData<Cards>(page, "{ savedCards { id last4 isDefault } }")).savedCards;

/** Presses Add card and answers the card simulator's hosted page (a zero-amount session) with `outcome`. */
async function addCard(page: Page, add: string, outcome: string, back: RegExp) {
  await page.getByRole("button", { name: add, exact: true }).click();
  await page.waitForURL(/\/sandbox\/pay\/card\//);
  await expect(page.getByText("Amount:")).toContainText("0.00 EUR");
  await page.getByRole("button", { name: outcome }).click();
  await page.waitForURL(back);
  await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
}

test("en: a card is added without paying, a decline at setup saves nothing, and the default card for renewals is chosen", async ({ page }) => {
  await createCustomer(page);
  await openAccount(page, "/my/finance/");
  await expect(page.getByText(enAccount.cards.empty)).toBeVisible();

  await addCard(page, enAccount.cards.add, "Pay (success)", /\/my\/finance\/\?card=added$/);
  await expect(page.getByTestId("card-setup-notice")).toHaveText(enAccount.cards.added);
  // The notice is said once: the return's parameters are dropped from the address.
  await expect(page).toHaveURL(/\/my\/finance\/$/);
  const first = (await cards(page))[0]!;
  const firstRow = page.locator(`[data-card-id="${first.id}"]`);
  await expect(firstRow).toContainText(`VISA •••• ${first.last4}`);
  // An account's first card is the one renewals are charged to.
  await expect(firstRow.getByText(enAccount.cards.default)).toBeVisible();

  // The bank cannot be reached: nothing is saved and the catalogue's reason is shown.
  await addCard(page, enAccount.cards.add, `Decline: ${enErrors.bankUnreachable}`, /\/my\/finance\/\?card=declined&reason=bank$/);
  await expect(page.getByTestId("card-setup-notice")).toHaveText(`${enAccount.cards.declined} ${enErrors.bankUnreachable}`);
  await expect(page.getByTestId("saved-cards").locator("li")).toHaveCount(1);
  expect(await cards(page)).toHaveLength(1);

  await addCard(page, enAccount.cards.add, "Pay (success)", /\/my\/finance\/\?card=added$/);
  await expect(page.getByTestId("saved-cards").locator("li")).toHaveCount(2);
  const second = (await cards(page)).find((c) => c.id !== first.id)!;
  const secondRow = page.locator(`[data-card-id="${second.id}"]`);
  await expect(secondRow.getByText(enAccount.cards.default)).toHaveCount(0);
  await secondRow.getByRole("button", { name: `Make default: VISA •••• ${second.last4}` }).click();
  await expect(secondRow.getByText(enAccount.cards.default)).toBeVisible();
  await expect(firstRow.getByText(enAccount.cards.default)).toHaveCount(0);
  await expect(firstRow.getByRole("button", { name: `Make default: VISA •••• ${first.last4}` })).toHaveText(enAccount.cards.makeDefault);
  expect((await cards(page)).filter((c) => c.isDefault).map((c) => c.id)).toEqual([second.id]);
});

test("ru: the card setup starts and returns in Russian; a declined card is not saved and the catalogue says why", async ({ page }) => {
  await createCustomer(page);
  await openAccount(page, "/ru/my/finance/");
  await expect(page.getByText(ruAccount.cards.empty)).toBeVisible();
  await addCard(page, ruAccount.cards.add, `Decline: ${enErrors.paymentFailed}`, /\/ru\/my\/finance\/\?card=declined$/);
  await expect(page.getByTestId("card-setup-notice")).toHaveText(`${ruAccount.cards.declined} ${ruErrors.paymentFailed}`);
  expect(await cards(page)).toHaveLength(0);
  await expect(page.getByText(ruAccount.cards.empty)).toBeVisible();

  await addCard(page, ruAccount.cards.add, "Pay (success)", /\/ru\/my\/finance\/\?card=added$/);
  await expect(page.getByTestId("card-setup-notice")).toHaveText(ruAccount.cards.added);
  await expect(page.getByTestId("saved-cards").getByText(ruAccount.cards.default)).toBeVisible();
});
