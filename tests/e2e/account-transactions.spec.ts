import { test, expect, openAccount, gqlData, todayUtc, USERS } from "./fixtures";
import { parseCsv } from "../../src/lib/csv";
import { addDays } from "../../src/lib/rules/day-of-month";
import { formatNumericDate } from "../../src/lib/format";
import { readFileSync } from "node:fs";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

type Tx = { id: string; date: string; description: string; amount: number; amountWithoutVat: number; vat: number; currency: string };
const TXS = `query($from: String, $to: String, $page: Int!) { transactions(from: $from, to: $to, page: $page, pageSize: 100) { items { id date description amount amountWithoutVat vat currency } hasNext total } }`;

async function sandboxTransactions(page: Parameters<typeof gqlData>[0], from: string, to: string): Promise<Tx[]> {
  const out: Tx[] = [];
  for (let p = 1; ; p++) {
    const r = await gqlData<{ transactions: { items: Tx[]; hasNext: boolean } }>(page, TXS, { from, to, page: p });
    out.push(...r.transactions.items);
    if (!r.transactions.hasNext) return out;
  }
}

for (const lang of ["en", "ru"] as const) {
  test(`transactions of a period: the list and the downloaded CSV match the sandbox (${lang})`, async ({ page }) => {
    // A past window the seed fills and no other test writes into.
    const from = addDays(todayUtc(), -45);
    const to = addDays(todayUtc(), -20);
    await openAccount(page, `${lang === "ru" ? "/ru" : ""}/my/finance/transactions/`);
    const form = page.getByTestId("period-form");
    await form.getByLabel(lang === "ru" ? "Начало периода" : "Period start").fill(from);
    await form.getByLabel(lang === "ru" ? "Конец периода" : "Period end").fill(to);
    await form.getByRole("button", { name: lang === "ru" ? "Показать" : "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    // The API's texts follow the language the client asks for (decision 090): ask as the screen does.
    await page.context().setExtraHTTPHeaders({ "Accept-Language": lang });
    const expected = await sandboxTransactions(page, from, to);
    expect(expected.length).toBeGreaterThan(3);
    await expect(page.getByTestId("transactions-table").locator("tbody tr")).toHaveCount(expected.length);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: lang === "ru" ? "Скачать CSV" : "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`transactions_${from}_${to}.csv`);
    const text = readFileSync((await file.path())!, "utf8");
    const rows = parseCsv(text, lang === "ru" ? ";" : ",");
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
