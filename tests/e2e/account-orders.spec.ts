import { test, expect, openAccount, gqlData, hydrated, paidOrder, USERS } from "./fixtures";
import { goInApp } from "./account-walk";
import { uniqueWord } from "../support/unique";
import { addMonths } from "../../src/lib/rules/day-of-month";
import { formatMoney } from "../../src/lib/money";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// The seeded overdue order's days (en, ru) are a feature test: tests/features/account/orders-overdue.test.tsx (issue 38).

type OrderState = { paidUntil: string; cancelMark: boolean; months: number; price: number };
const ORDER = "query($id: ID!) { order(id: $id) { paidUntil cancelMark months price } }";

test("renew: a paid order marked for cancelation is renewed on the payment page; the sandbox drops the mark and moves paid-until one term on", async ({
  page,
}) => {
  const name = `renew-${uniqueWord()}`;
  const id = await paidOrder(page, name);
  const state = async () => (await gqlData<{ order: OrderState }>(page, ORDER, { id })).order;
  await openAccount(page, `/my/orders/${id}/`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  await page
    .getByRole("dialog", { name: `Cancel “${name}”?` })
    .getByRole("button", { name: "Cancel order" })
    .click();
  await expect(page.getByText("The order is marked for cancelation")).toBeVisible();
  const marked = await state();
  expect(marked.cancelMark).toBe(true);

  const renew = page.getByTestId("renew-order");
  await expect(renew).toContainText("Renewing removes the cancelation mark.");
  await expect(renew).toContainText(formatMoney(marked.price, "EUR", "en"));
  await renew.getByRole("button", { name: "Renew and pay" }).click();
  await page.waitForURL(/\/checkout\/pay\/p_[^/?]+\/$/);
  await expect(page.getByTestId("to-pay")).toHaveText(formatMoney(marked.price, "EUR", "en"));
  // Nothing changes before the renewal is paid.
  expect(await state()).toEqual(marked);
  await page.getByRole("radio", { name: "Bank card" }).check();
  await page.getByTestId("pay").click();
  await page.waitForURL(/\/sandbox\/pay\/card\//);
  await page.getByRole("button", { name: "Pay (success)" }).click();
  await page.waitForURL(/\/my\/\?payment=paid/);
  expect(await state()).toEqual({ ...marked, cancelMark: false, paidUntil: addMonths(marked.paidUntil, marked.months) });
  // The return is an account page load: the order page is reached in the app from there (no second load).
  await hydrated(page);
  await goInApp(page, `/my/orders/${id}/`);
  await expect(page.getByRole("button", { name: "Keep the order" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel order" })).toBeVisible();
});

test("renew (ru): the panel and the payment page speak Russian, and the gateway's return lands on the Russian account", async ({ page }) => {
  const id = await paidOrder(page, `renew-${uniqueWord()}`);
  const state = async () => (await gqlData<{ order: OrderState }>(page, ORDER, { id })).order;
  const before = await state();
  expect(before.months, "paidOrder buys one month").toBe(1);
  await openAccount(page, `/ru/my/orders/${id}/`);
  // A one-month price reads "… в месяц" (the plural key's "one" form would say "за 1 месяц"), and the term of
  // "What was bought" "Каждый месяц" (not "Каждый 1 месяц").
  await expect(
    page
      .getByTestId("order-page")
      .locator(".kv")
      .first()
      .locator("dd")
      .filter({ hasText: /\d\s€\sв месяц$/ }),
  ).toHaveCount(1);
  await expect(page.getByText("Каждый месяц", { exact: true })).toHaveCount(1);
  await expect(page.getByText(/Каждый 1 месяц|за 1 месяц/)).toHaveCount(0);
  const renew = page.getByTestId("renew-order");
  await expect(renew).toContainText("Ещё 1 месяц за");
  await expect(renew).toContainText(formatMoney(before.price, "EUR", "ru"));
  // Not marked for cancelation: nothing to say about the mark.
  await expect(renew).not.toContainText("отметку об отмене");
  await renew.getByRole("button", { name: "Продлить и оплатить" }).click();
  await page.waitForURL(/\/ru\/checkout\/pay\/p_[^/?]+\/$/);
  await expect(page.getByTestId("to-pay")).toHaveText(formatMoney(before.price, "EUR", "ru"));
  await page.getByRole("radio", { name: "Банковская карта" }).check();
  await page.getByTestId("pay").click();
  await page.waitForURL(/\/sandbox\/pay\/card\//);
  await page.getByRole("button", { name: "Pay (success)" }).click();
  // The sandbox (like the hosting API) sends everyone to /my/; the payment was started in Russian.
  await page.waitForURL(/\/ru\/my\/\?payment=paid&paymentRef=p_/);
  await expect(page.getByTestId("payment-notice")).toHaveText("Платёж получен. Спасибо!");
  expect(await state()).toEqual({ ...before, paidUntil: addMonths(before.paidUntil, before.months) });
});
