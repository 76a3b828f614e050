import { test, expect, openAccount, gqlData, todayUtc } from "./account-fixtures";
import { computeRunway } from "../../src/lib/runway";
import { scheduleForDay } from "../../src/lib/day-of-month";
import { formatDate, formatShortDate } from "../../src/lib/format";
import { formatMoney } from "../../src/lib/money";

const ORDERS = "{ orders { id name price months paid paidUntil cancelMark } }";
type Orders = { orders: Array<{ id: string; name: string; price: number; months: number; paid: boolean; paidUntil: string | null; cancelMark: boolean }> };

test.describe("finance dashboard", () => {
  test("shows the sandbox's balance, the runway line, recent transactions and saved cards", async ({ page }) => {
    await openAccount(page, "/my/finance/");
    const summary = await gqlData<{ financeSummary: { balance: number; recentTransactions: Array<{ id: string }> } }>(page, "{ financeSummary { balance recentTransactions { id } } }");
    await expect(page.getByTestId("balance")).toHaveText(formatMoney(summary.financeSummary.balance, "EUR", "en"));
    // Runway: the same rule as src/lib/runway over the sandbox's orders.
    const { orders } = await gqlData<Orders>(page, ORDERS);
    const runway = computeRunway(summary.financeSummary.balance, orders, todayUtc(), 12);
    expect(runway.coveredUntil, "the seed's balance runs out within a year").not.toBeNull();
    await expect(page.getByTestId("runway")).toContainText(`Your balance covers your orders until ${formatDate(runway.coveredUntil!, "en")}.`);
    await expect(page.getByTestId("runway-topup")).toContainText(formatMoney(runway.topUpForNextMonth, "EUR", "en"));
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
  });
});
