/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { findIn, gql, renderAccount, signIn, tabCall } from "../../support/feature/render-app";
import { parseCsv } from "../../../src/lib/csv";
import { addDays } from "../../../src/lib/rules/day-of-month";
import { formatNumericDate } from "../../../src/lib/format";
import { parseCalendar, prop, unescapeText } from "../../../src/lib/ical";
import { upcomingRenewals } from "../../../src/lib/runway";
import { authStore } from "../../../src/components/auth/auth-store";
import { createCustomer, signOut } from "../../support/feature/auth-calls";
import { paidOrder } from "../../support/feature/orders";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Moved from tests/e2e/account-transactions.spec.ts (decision 176 `## acct`; the CSV downloads: `## app27`, the file
// the screen makes caught where it hands it to the browser, its object URL and the link's click).
beforeAll(() => signIn("complete@example.com"));

it("transactions paginate and can show amounts without VAT", async () => {
  const { container } = await renderAccount("/my/finance/transactions/");
  const all = await gql<{ transactions: { total: number; items: Array<{ id: string; amount: number; amountWithoutVat: number }> } }>(
    "{ transactions(page: 1, pageSize: 20) { total items { id amount amountWithoutVat } } }",
  );
  await waitFor(() => expect(screen.getByTestId("pager-status").textContent).toContain(`${all.transactions.total} transactions`));
  const first = all.transactions.items.find((tx) => tx.amount !== tx.amountWithoutVat)!;
  const row = await findIn(container, `[data-transaction-id="${first.id}"]`);
  fireEvent.click(screen.getByLabelText("Amounts without VAT"));
  await screen.findByRole("columnheader", { name: "Without VAT" });
  await waitFor(() => expect(row.textContent).toContain(first.amountWithoutVat.toFixed(2).replace("-", "")));
  fireEvent.change(screen.getByLabelText("Period start"), { target: { value: "2026-12-31" } });
  fireEvent.change(screen.getByLabelText("Period end"), { target: { value: "2026-01-01" } });
  await screen.findByText("The period end is before its start");
});

type Tx = { id: string; date: string; description: string; amount: number; amountWithoutVat: number; vat: number; currency: string };
const TXS = `query($from: String, $to: String, $page: Int!) { transactions(from: $from, to: $to, page: $page, pageSize: 100) { items { id date description amount amountWithoutVat vat currency } hasNext total } }`;

/** The sandbox's transactions of a period, asked in `lang` (the API's texts follow the language the client asks for, decision 090). */
async function sandboxTransactions(from: string, to: string, lang: string): Promise<Tx[]> {
  const csrf = decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? "");
  const out: Tx[] = [];
  for (let p = 1; ; p++) {
    const answer = await tabCall("/my/api/graphql/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": csrf, "accept-language": lang },
      body: JSON.stringify({ query: TXS, variables: { from, to, page: p } }),
    });
    const r = ((await answer.json()) as { data: { transactions: { items: Tx[]; hasNext: boolean } } }).data;
    out.push(...r.transactions.items);
    if (!r.transactions.hasNext) return out;
  }
}

/** The files the screen saves from now on (downloadBlob: an object URL, a link's click), by name. */
function savedFiles(): Array<{ name: string; text: Promise<string> }> {
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:feature/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute("href") ?? "");
    if (!blob || !this.download) return;
    const reader = new FileReader();
    const text = new Promise<string>((resolve) => reader.addEventListener("load", () => resolve(String(reader.result))));
    reader.readAsText(blob);
    saved.push({ name: this.download, text });
  });
  return saved;
}

for (const lang of ["en", "ru"] as const) {
  it(`transactions of a period: the list and the downloaded CSV match the sandbox (${lang})`, async () => {
    // A past window the seed fills and no other test writes into.
    const today = new Date().toISOString().slice(0, 10);
    const from = addDays(today, -45);
    const to = addDays(today, -20);
    await renderAccount(`${lang === "ru" ? "/ru" : ""}/my/finance/transactions/`);
    const form = within(await screen.findByTestId("period-form"));
    fireEvent.change(form.getByLabelText(lang === "ru" ? "Начало периода" : "Period start"), { target: { value: from } });
    fireEvent.change(form.getByLabelText(lang === "ru" ? "Конец периода" : "Period end"), { target: { value: to } });
    fireEvent.click(form.getByRole("button", { name: lang === "ru" ? "Показать" : "Show" }));
    await waitFor(() => expect(window.location.search).toMatch(new RegExp(`from=${from}&to=${to}`)));
    const expected = await sandboxTransactions(from, to, lang);
    expect(expected.length).toBeGreaterThan(3);
    await waitFor(() => expect(screen.getByTestId("transactions-table").querySelectorAll("tbody tr")).toHaveLength(expected.length));

    const saved = savedFiles();
    fireEvent.click(screen.getByRole("button", { name: lang === "ru" ? "Скачать CSV" : "Download CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`transactions_${from}_${to}.csv`);
    const rows = parseCsv(await saved[0]!.text, lang === "ru" ? ";" : ",");
    expect(rows[0]).toEqual(
      lang === "ru"
        ? ["ID", "Дата", "Описание", "Сумма", "Сумма без НДС", "НДС", "Валюта"]
        : ["ID", "Date", "Description", "Amount", "Amount without VAT", "VAT", "Currency"],
    );
    const num = (v: number) => (lang === "ru" ? v.toFixed(2).replace(".", ",") : v.toFixed(2));
    expect(rows.slice(1)).toEqual(
      expected.map((tx) => [tx.id, formatNumericDate(tx.date, lang), tx.description, num(tx.amount), num(tx.amountWithoutVat), num(tx.vat), tx.currency]),
    );
  });
}

// Moved from tests/e2e/account-misc.spec.ts by issue 38 (decision 176 `## app28`): the renewal calendar's file, caught
// where the screen hands it to the browser as the CSVs above. Last in the file: a customer of its own, whose paid
// orders are the renewals (the demo customer's transactions above stay as the seed made them).
it("renewal calendar: the .ics export is a valid calendar with the sandbox's renewals", async () => {
  await signOut();
  await createCustomer("calendar");
  const csrf = decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? "");
  const personal = await tabCall("/my/api/account/personal_info/", {
    method: "PUT",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": csrf },
    body: JSON.stringify({ user: { first_name: "Ada", last_name: "Buyer" }, country: "DE", city: "Berlin", zip_code: "10115", address: "Main street 1" }),
  });
  expect(personal.status).toBe(200);
  await paidOrder("cal-first");
  await paidOrder("cal-second", "vps-2");
  // A page load asks the session again: the tab's auth store learns of the new customer.
  await act(() => authStore.refresh().then(() => undefined));
  const saved = savedFiles();
  const { container } = await renderAccount("/my/finance/renewals/");
  const { orders } = await gql<{
    orders: Array<{ id: string; name: string; price: number; months: number; paid: boolean; paidUntil: string | null; cancelMark: boolean }>;
  }>("{ orders { id name price months paid paidUntil cancelMark } }");
  const expected = upcomingRenewals(orders, new Date().toISOString().slice(0, 10), 12);
  await waitFor(() => expect(container.querySelectorAll("[data-testid=renewals] li[data-order-id]")).toHaveLength(expected.length));
  fireEvent.click(screen.getByTestId("export-ics"));
  expect(saved.map((file) => file.name)).toEqual(["renewals.ics"]);
  const cal = parseCalendar(await saved[0]!.text);
  const events = cal.children.filter((c) => c.name === "VEVENT");
  expect(events.map((e) => [prop(e, "DTSTART"), unescapeText(prop(e, "SUMMARY")!)])).toEqual(
    expected.map((r) => [r.date.replace(/-/g, ""), `Renewal: ${r.name}`]),
  );
  expect(new Set(events.map((e) => prop(e, "UID"))).size).toBe(events.length);
  // Both paid orders renew within the year.
  expect(events.length).toBeGreaterThanOrEqual(2);
});
