import { test, expect, openAccount, gql, gqlData, todayUtc, USERS, createCustomer } from "./fixtures";
import { computeRunway } from "../../src/lib/runway";
import { scheduleForDay } from "../../src/lib/rules/day-of-month";
import { formatDate, formatShortDate } from "../../src/lib/format";
import { formatMoney } from "../../src/lib/money";
import { readFileSync } from "node:fs";
import { parseCsv } from "../../src/lib/csv";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

const ORDERS = "{ orders { id name price months paid paidUntil cancelMark } }";
type Orders = { orders: Array<{ id: string; name: string; price: number; months: number; paid: boolean; paidUntil: string | null; cancelMark: boolean }> };

test.describe("finance dashboard", () => {
  test("shows the sandbox's balance, the runway line, recent transactions and saved cards", async ({ page }) => {
    await openAccount(page, "/my/finance/");
    const summary = await gqlData<{ financeSummary: { balance: number; recentTransactions: Array<{ id: string }> } }>(
      page,
      "{ financeSummary { balance recentTransactions { id } } }",
    );
    await expect(page.getByTestId("balance")).toHaveText(formatMoney(summary.financeSummary.balance, "EUR", "en"));
    // Runway: the same rule as src/lib/runway over the sandbox's orders.
    const { orders } = await gqlData<Orders>(page, ORDERS);
    const runway = computeRunway(summary.financeSummary.balance, orders, todayUtc(), 12);
    expect(runway.coveredUntil, "the seed's balance runs out within a year").not.toBeNull();
    await expect(page.getByTestId("runway")).toContainText(`Your balance covers your orders until ${formatDate(runway.coveredUntil!, "en")}.`);
    await expect(page.getByTestId("runway-topup")).toContainText(formatMoney(runway.topUpForNextMonth, "EUR", "en"));
    // The suggested top-up fills the top-up form.
    await page.getByTestId("runway-topup").click();
    await expect(page.getByTestId("top-up-form").getByRole("textbox")).toHaveValue(String(runway.topUpForNextMonth) + ".00");
    const rows = page.getByTestId("transactions-table").locator("tbody tr");
    await expect(rows).toHaveCount(summary.financeSummary.recentTransactions.length);
    await expect(page.getByTestId("saved-cards").locator("li")).toHaveCount(2);
  });

  test("auto top-up on the 31st: the sandbox stores it and February shows its last day", async ({ page }) => {
    await openAccount(page, "/my/finance/");
    const form = page.getByTestId("auto-top-up");
    await form.getByLabel("Day of month").fill("45");
    await form.getByLabel("Day of month").blur();
    // Spec §5: numeric inputs clamp to their max.
    await expect(form.getByLabel("Day of month")).toHaveValue("31");
    await form.getByLabel(/^Amount/).fill("25");
    const schedule = scheduleForDay(31, todayUtc(), 4);
    const february = schedule.find((d) => d.slice(5, 7) === "02");
    expect(february && ["28", "29"]).toContain(february!.slice(8));
    await expect(form.getByTestId("auto-top-up-schedule")).toContainText(formatShortDate(february!, "en"));
    await form.getByRole("button", { name: /Set up auto top-up|Update auto top-up/ }).click();
    await expect(page.getByText(/Auto top-up is (set up|updated)/)).toBeVisible();
    const state = await gqlData<{ autoTopUp: { day: number; amount: number; nextPayment: string } }>(page, "{ autoTopUp { day amount nextPayment } }");
    expect(state.autoTopUp).toEqual({ day: 31, amount: 25, nextPayment: schedule[0] });
    await expect(form.getByTestId("auto-top-up-status")).toContainText(formatDate(schedule[0]!, "en"));
    // Disable: the sandbox forgets it.
    await form.getByRole("button", { name: "Disable" }).click();
    await expect(page.getByText("Auto top-up is disabled")).toBeVisible();
    expect((await gqlData<{ autoTopUp: null }>(page, "{ autoTopUp { day } }")).autoTopUp).toBeNull();
  });

  test("card auto-renewal toggles in the sandbox", async ({ page }) => {
    await openAccount(page, "/my/finance/");
    const cards = () => gqlData<{ savedCards: Array<{ id: string; last4: string; autoRenewal: boolean }> }>(page, "{ savedCards { id last4 autoRenewal } }");
    const before = (await cards()).savedCards.find((c) => c.last4 === "5454")!;
    const row = page.locator(`[data-card-id="${before.id}"]`);
    await row.getByRole("switch", { name: "Auto-renewal" }).click();
    await expect(row.getByRole("switch")).toBeChecked({ checked: !before.autoRenewal });
    await expect.poll(async () => (await cards()).savedCards.find((c) => c.id === before.id)!.autoRenewal).toBe(!before.autoRenewal);
    await row.getByRole("switch", { name: "Auto-renewal" }).click();
    await expect.poll(async () => (await cards()).savedCards.find((c) => c.id === before.id)!.autoRenewal).toBe(before.autoRenewal);
  });
});

test.describe("top-up", () => {
  // A customer of its own: the balance is compared before and after, and other tests move the demo customer's.
  test.use({ user: null });
  test("a card top-up started in the Russian account at 390 px returns to the Russian account (issue 37 item 4)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createCustomer(page);
    await openAccount(page, "/ru/my/finance/");
    const form = page.getByTestId("top-up-form");
    await form.getByRole("textbox").fill("20");
    await form.getByRole("button", { name: "Пополнить" }).click();
    await page.waitForURL(/\/ru\/checkout\/pay\/balance\/\?amount=20&currency=EUR$/);
    await page.getByRole("radio", { name: "Банковская карта" }).check();
    await page.getByTestId("pay").click();
    await page.waitForURL(/\/sandbox\/pay\/card\//);
    await page.getByRole("button", { name: "Pay (success)" }).click();
    // The language is remembered under the payment's own ref, not under "balance": the return is Russian.
    await page.waitForURL(/\/ru\/my\/\?payment=paid/);
    await expect(page.getByTestId("payment-notice")).toHaveText("Платёж получен. Спасибо!");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("refuses 1 or less, then pays on the payment page by card: the sandbox balance grows by the amount", async ({ page }) => {
    await createCustomer(page);
    const balance = async () => (await gqlData<{ me: { balance: number } }>(page, "{ me { balance } }")).me.balance;
    const before = await balance();
    await openAccount(page, "/my/finance/");
    const form = page.getByTestId("top-up-form");
    await form.getByRole("textbox").fill("1");
    await form.getByRole("button", { name: "Top up" }).click();
    await expect(form.getByText("The amount must be more than 1")).toBeVisible();
    await expect(form.getByRole("textbox")).toHaveValue("1");
    await form.getByRole("textbox").fill("20");
    await form.getByRole("button", { name: "Top up" }).click();
    // The one payment page, filled in with the amount and the account's currency.
    await page.waitForURL(/\/checkout\/pay\/balance\/\?amount=20&currency=EUR$/);
    await expect(page.getByRole("heading", { name: "Top up the balance" })).toBeVisible();
    await expect(page.getByLabel("Amount (EUR)")).toHaveValue("20");
    // Back to the account keeps what was typed; Top up again returns to the same filled-in page.
    await page.goBack();
    await expect(form.getByRole("textbox")).toHaveValue("20");
    await form.getByRole("button", { name: "Top up" }).click();
    await page.waitForURL(/\/checkout\/pay\/balance\/\?amount=20&currency=EUR$/);
    await expect(page.getByLabel("Amount (EUR)")).toHaveValue("20");
    await expect(page.getByRole("radio", { name: "Bank card" })).toBeChecked();
    await expect(page.getByTestId("to-pay")).toHaveText(formatMoney(20, "EUR", "en"));
    // A top-up is a prepayment: no VAT line (issue 37 showed "VAT (19%)"); the invoices the balance pays carry it.
    await expect(page.getByTestId("vat")).toHaveCount(0);
    await expect(page.getByTestId("payment-breakdown")).not.toContainText("VAT");
    await expect(page.getByTestId("top-up-vat")).toContainText("no VAT is charged on it");
    const total = (await page.getByTestId("total").textContent()) ?? "";
    await page.getByTestId("pay").click();
    await page.waitForURL(/\/sandbox\/pay\/card\//);
    await expect(page.getByText("Amount:")).toContainText("20.00 EUR");
    await page.getByRole("button", { name: "Pay (success)" }).click();
    await page.waitForURL(/\/my\/\?payment=paid/);
    await expect(page.getByTestId("payment-notice")).toBeVisible();
    const after = await balance();
    expect(Math.round((after - before) * 100) / 100).toBe(20);
    // Another account page: the "Payment received" notice does not follow (issue 37).
    await page.getByTestId("account-menu").getByRole("link", { name: "Finance", exact: true }).click();
    await expect(page).toHaveURL(/\/my\/finance\/$/);
    await expect(page.getByTestId("payment-notice")).toHaveCount(0);
    await page.getByRole("link", { name: "Accountant export" }).click();
    await expect(page).toHaveURL(/\/my\/finance\/export\/$/);
    // The accountant export agrees with the payment page: the top-up is a credit of 20.00 with no VAT.
    const exportForm = page.getByTestId("export-form");
    await exportForm.getByLabel("Period start").fill(todayUtc());
    await exportForm.getByLabel("Period end").fill(todayUtc());
    const download = page.waitForEvent("download");
    await exportForm.getByRole("button", { name: "Download CSV" }).click();
    const [header, ...rows] = parseCsv(readFileSync((await (await download).path())!, "utf8"), ",");
    const cell = (r: string[], name: string) => r[header!.indexOf(name)];
    const credit = rows.find((r) => cell(r, "Type") === "Credit");
    expect(credit && { net: cell(credit, "Amount without VAT"), vat: cell(credit, "VAT"), amount: cell(credit, "Amount") }).toEqual({
      net: "20.00",
      vat: "0.00",
      amount: "20.00",
    });
    expect(total).toBe(formatMoney(20, "EUR", "en"));
    await openAccount(page, "/my/finance/");
    await expect(page.getByTestId("balance")).toHaveText(formatMoney(after, "EUR", "en"));
  });
});

test.describe("second login", () => {
  test.use({ user: USERS.second });
  test("cannot see saved cards: hidden in the UI and refused by the sandbox", async ({ page }) => {
    await openAccount(page, "/my/finance/");
    await expect(page.getByTestId("balance")).toBeVisible();
    await expect(page.getByTestId("owner-only-note")).toContainText("available to the account owner only");
    await expect(page.getByTestId("saved-cards")).toHaveCount(0);
    await expect(page.getByTestId("auto-top-up")).toHaveCount(0);
    const answer = await gql(page, "{ savedCards { id } }");
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const rest = await page.request.get("/my/api/payment/payment-methods/");
    expect(rest.status()).toBe(403);
  });
});

test.describe("Russian", () => {
  test("the dashboard in Russian: headings, dates and money per locale", async ({ page }) => {
    await openAccount(page, "/ru/my/finance/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Финансы");
    await expect(page.getByRole("navigation", { name: "Разделы финансов" })).toContainText("Задолженность");
    const summary = await gqlData<{ financeSummary: { balance: number; recentTransactions: Array<{ date: string }> } }>(
      page,
      "{ financeSummary { balance recentTransactions { date } } }",
    );
    await expect(page.getByTestId("balance")).toHaveText(formatMoney(summary.financeSummary.balance, "EUR", "ru"));
    const { orders } = await gqlData<Orders>(page, ORDERS);
    const runway = computeRunway(summary.financeSummary.balance, orders, todayUtc(), 12);
    await expect(page.getByTestId("runway")).toContainText(`Баланса хватит на ваши заказы до ${formatDate(runway.coveredUntil!, "ru")}`);
    await expect(page.getByTestId("transactions-table").locator("tbody tr").first()).toContainText(
      formatShortDate(summary.financeSummary.recentTransactions[0]!.date, "ru"),
    );
    await expect(page.getByRole("heading", { name: "Сохранённые способы оплаты" })).toBeVisible();
  });

  test.describe("a Russian customer", () => {
    test.use({ user: USERS.russian });
    test("sees RUR only", async ({ page }) => {
      await openAccount(page, "/ru/my/finance/");
      const { financeSummary } = await gqlData<{ financeSummary: { balance: number } }>(page, "{ financeSummary { balance } }");
      await expect(page.getByTestId("balance")).toHaveText(formatMoney(Math.round(financeSummary.balance * 98), "RUR", "ru"));
      await expect(page.getByTestId("balance")).toContainText("₽");
    });
  });
});
