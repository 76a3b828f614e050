/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { findIn, gql, renderAccount, signIn, tabCall } from "../../support/feature/render-app";
import { computeRunway } from "../../../src/lib/runway";
import { scheduleForDay } from "../../../src/lib/rules/day-of-month";
import { formatDate, formatShortDate } from "../../../src/lib/format";
import { formatMoney } from "../../../src/lib/money";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The finance dashboard of the complete demo customer against the sandbox (moved from tests/e2e/account-finance.spec.ts
// by issue 38, decision 176 `## app26`): the balance, the runway line and its top-up, recent transactions, saved cards,
// the auto top-up and a card's auto-renewal as the sandbox stores them, and the Russian dashboard. The card top-ups'
// round trips through the payment page and the card gateway stay in the browser.
beforeAll(() => signIn("complete@example.com"));

const ORDERS = "{ orders { id name price months paid paidUntil cancelMark } }";
type Orders = { orders: Array<{ id: string; name: string; price: number; months: number; paid: boolean; paidUntil: string | null; cancelMark: boolean }> };
const todayUtc = () => new Date().toISOString().slice(0, 10);
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const textOf = (testId: string) => screen.getByTestId(testId).textContent;

it("shows the sandbox's balance, the runway line, recent transactions and saved cards", async () => {
  const { container } = await renderAccount("/my/finance/");
  const summary = await gql<{ financeSummary: { balance: number; recentTransactions: Array<{ id: string }> } }>(
    "{ financeSummary { balance recentTransactions { id } } }",
  );
  await waitFor(() => expect(textOf("balance")).toBe(formatMoney(summary.financeSummary.balance, "EUR", "en")));
  // Runway: the same rule as src/lib/runway over the sandbox's orders.
  const { orders } = await gql<Orders>(ORDERS);
  const runway = computeRunway(summary.financeSummary.balance, orders, todayUtc(), 12);
  expect(runway.coveredUntil).not.toBeNull();
  await waitFor(() => expect(textOf("runway")).toContain(`Your balance covers your orders until ${formatDate(runway.coveredUntil!, "en")}.`));
  expect(textOf("runway-topup")).toContain(formatMoney(runway.topUpForNextMonth, "EUR", "en"));
  // The suggested top-up fills the top-up form.
  fireEvent.click(screen.getByTestId("runway-topup"));
  await waitFor(() =>
    expect(within(screen.getByTestId("top-up-form")).getByRole<HTMLInputElement>("textbox").value).toBe(String(runway.topUpForNextMonth) + ".00"),
  );
  const table = await findIn(container, "[data-testid=transactions-table]");
  await waitFor(() => expect(table.querySelectorAll("tbody tr")).toHaveLength(summary.financeSummary.recentTransactions.length));
  await waitFor(() => expect(screen.getByTestId("saved-cards").querySelectorAll("li")).toHaveLength(2));
});

it("auto top-up on the 31st: the sandbox stores it and February shows its last day", async () => {
  await renderAccount("/my/finance/");
  const form = await screen.findByTestId("auto-top-up");
  const day = within(form).getByLabelText<HTMLInputElement>("Day of month");
  type(day, "45");
  fireEvent.blur(day);
  // Spec §5: numeric inputs clamp to their max.
  await waitFor(() => expect(day.value).toBe("31"));
  type(within(form).getByLabelText(/^Amount/), "25");
  const schedule = scheduleForDay(31, todayUtc(), 4);
  const february = schedule.find((d) => d.slice(5, 7) === "02");
  expect(["28", "29"]).toContain(february!.slice(8));
  await waitFor(() => expect(within(form).getByTestId("auto-top-up-schedule").textContent).toContain(formatShortDate(february!, "en")));
  fireEvent.click(within(form).getByRole("button", { name: /Set up auto top-up|Update auto top-up/ }));
  await screen.findByText(/Auto top-up is (set up|updated)/);
  const state = await gql<{ autoTopUp: { day: number; amount: number; nextPayment: string } }>("{ autoTopUp { day amount nextPayment } }");
  expect(state.autoTopUp).toEqual({ day: 31, amount: 25, nextPayment: schedule[0] });
  await waitFor(() => expect(within(form).getByTestId("auto-top-up-status").textContent).toContain(formatDate(schedule[0]!, "en")));
  // Disable: the sandbox forgets it.
  fireEvent.click(within(form).getByRole("button", { name: "Disable" }));
  await screen.findByText("Auto top-up is disabled");
  expect((await gql<{ autoTopUp: null }>("{ autoTopUp { day } }")).autoTopUp).toBeNull();
});

it("card auto-renewal toggles in the sandbox", async () => {
  const { container } = await renderAccount("/my/finance/");
  const cards = () => gql<{ savedCards: Array<{ id: string; last4: string; autoRenewal: boolean }> }>("{ savedCards { id last4 autoRenewal } }");
  const before = (await cards()).savedCards.find((c) => c.last4 === "5454")!;
  const row = await findIn(container, `[data-card-id="${before.id}"]`);
  fireEvent.click(within(row).getByRole("switch", { name: "Auto-renewal" }));
  await waitFor(() => expect(within(row).getByRole<HTMLInputElement>("switch").checked).toBe(!before.autoRenewal));
  await waitFor(async () => expect((await cards()).savedCards.find((c) => c.id === before.id)!.autoRenewal).toBe(!before.autoRenewal));
  fireEvent.click(within(row).getByRole("switch", { name: "Auto-renewal" }));
  await waitFor(async () => expect((await cards()).savedCards.find((c) => c.id === before.id)!.autoRenewal).toBe(before.autoRenewal));
});

it("the dashboard in Russian: headings, dates and money per locale", async () => {
  const { container } = await renderAccount("/ru/my/finance/");
  expect(document.documentElement.lang).toBe("ru");
  await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Финансы"));
  expect(screen.getByRole("navigation", { name: "Разделы финансов" }).textContent).toContain("Задолженность");
  const summary = await gql<{ financeSummary: { balance: number; recentTransactions: Array<{ date: string }> } }>(
    "{ financeSummary { balance recentTransactions { date } } }",
  );
  await waitFor(() => expect(textOf("balance")).toBe(formatMoney(summary.financeSummary.balance, "EUR", "ru")));
  const { orders } = await gql<Orders>(ORDERS);
  const runway = computeRunway(summary.financeSummary.balance, orders, todayUtc(), 12);
  await waitFor(() => expect(textOf("runway")).toContain(`Баланса хватит на ваши заказы до ${formatDate(runway.coveredUntil!, "ru")}`));
  const first = await findIn(container, "[data-testid=transactions-table] tbody tr");
  expect(first.textContent).toContain(formatShortDate(summary.financeSummary.recentTransactions[0]!.date, "ru"));
  await screen.findByRole("heading", { name: "Сохранённые способы оплаты" });
});

it("the auto top-up form keeps what the customer typed when a top-up paid elsewhere changes the balance", async () => {
  await renderAccount("/my/finance/");
  const form = await screen.findByTestId("auto-top-up");
  const balanceBefore = (await gql<{ financeSummary: { balance: number } }>("{ financeSummary { balance } }")).financeSummary.balance;
  await waitFor(() => expect(textOf("balance")).toBe(formatMoney(balanceBefore, "EUR", "en")));
  const day = within(form).getByLabelText<HTMLInputElement>("Day of month");
  const amount = within(form).getByLabelText<HTMLInputElement>(/^Amount/);
  type(day, "12");
  type(amount, "40");
  // A 30 EUR top-up paid by card in another tab: the realtime balance event reads the screen's queries again.
  await topUpElsewhere(30);
  await waitFor(() => expect(textOf("balance")).toBe(formatMoney(balanceBefore + 30, "EUR", "en")));
  expect(day.value).toBe("12");
  expect(amount.value).toBe("40");
});

/** A balance top-up paid by card on the sandbox's hosted card page, as another tab of the customer would. */
async function topUpElsewhere(amount: number) {
  const csrf = decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? "");
  const start = await tabCall("/my/api/payment/balance/", {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": csrf },
    body: JSON.stringify({ payment_type: "card", currency: "EUR", amount }),
  });
  expect(start.status).toBe(200);
  const { widget } = (await start.json()) as { widget: { url: string } };
  const paid = await tabCall(widget.url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "outcome=success" });
  expect(paid.status).toBe(303);
}
