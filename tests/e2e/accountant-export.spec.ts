import { readFileSync } from "node:fs";
import { test, expect, openAccount, gqlData, todayUtc, USERS } from "./fixtures";
import { parseCsv } from "../../src/lib/csv";
import { addDays } from "../../src/lib/rules/day-of-month";

// The complete demo customer's seeded history: invoices, payments, top-ups and corporate invoices of the last
// weeks. The period ends yesterday, so what parallel tests add today stays out of it.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

type Tx = { id: string; date: string; description: string; amount: number; amountWithoutVat: number; vat: number; currency: string };
type Invoice = {
  id: string;
  orderId: string | null;
  description: string;
  amount: number;
  currency: string;
  paid: boolean;
  createdAt: string;
  paidAt: string | null;
};
type Corporate = {
  id: string;
  createdAt: string;
  amount: number;
  currency: string;
  confirmed: boolean;
  paid: boolean;
  transactionId: string | null;
  legalEntity: { company: string; vatId: string | null };
};
type Page = Parameters<typeof gqlData>[0];

const INVOICE = "id orderId description amount currency paid createdAt paidAt";

/** Everything of the period, read from the sandbox's API as the test's own calls (not through the screen). */
async function sandboxRecords(page: Page, from: string, to: string) {
  const transactions: Tx[] = [];
  for (let p = 1; ; p++) {
    const r = await gqlData<{ transactions: { items: Tx[]; hasNext: boolean } }>(
      page,
      "query($from: String, $to: String, $page: Int!) { transactions(from: $from, to: $to, page: $page, pageSize: 100) { items { id date description amount amountWithoutVat vat currency } hasNext } }",
      { from, to, page: p },
    );
    transactions.push(...r.transactions.items);
    if (!r.transactions.hasNext) break;
  }
  const invoices: Invoice[] = [];
  for (let p = 1; ; p++) {
    const r = await gqlData<{ paidInvoices: { items: Invoice[]; hasNext: boolean } }>(
      page,
      `query($page: Int!) { paidInvoices(page: $page, pageSize: 100) { items { ${INVOICE} } hasNext } }`,
      { page: p },
    );
    invoices.push(...r.paidInvoices.items);
    if (!r.paidInvoices.hasNext) break;
  }
  const open = await gqlData<{ debts: Invoice[]; corporateInvoices: Corporate[] }>(
    page,
    `{ debts { ${INVOICE} } corporateInvoices { id createdAt amount currency confirmed paid transactionId legalEntity { company vatId } } }`,
  );
  const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);
  const inPeriod = (iso: string) => day(iso) >= from && day(iso) <= to;
  return {
    transactions: transactions.filter((t) => inPeriod(t.date)),
    invoices: [...invoices, ...open.debts].filter((i) => inPeriod(i.createdAt)),
    corporate: open.corporateInvoices.filter((c) => inPeriod(c.createdAt)),
    day,
  };
}

for (const lang of ["en", "ru"] as const) {
  test(`accountant export: the CSV of a period holds the sandbox's records, the PDF sums them up (${lang})`, async ({ page }) => {
    const catalogue = JSON.parse(readFileSync(`locales/${lang}/account.json`, "utf8")) as {
      nav: { accountantExport: string };
      transactions: { from: string; to: string };
      export: {
        downloadCsv: string;
        downloadPdf: string;
        kinds: { invoice: string; payment: string; credit: string; corporateInvoice: string };
        statuses: { paid: string; unpaid: string; draft: string; confirmed: string; booked: string };
        columns: Record<string, string>;
      };
    };
    const x = catalogue.export;
    const from = addDays(todayUtc(), -60);
    const to = addDays(todayUtc(), -1);
    const prefix = lang === "ru" ? "/ru" : "";
    // Reached from the finance area's tabs.
    await openAccount(page, `${prefix}/my/finance/`);
    await page.getByRole("link", { name: catalogue.nav.accountantExport }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/my/finance/export/$`));
    const form = page.getByTestId("export-form");
    await form.getByLabel(catalogue.transactions.from).fill(from);
    await form.getByLabel(catalogue.transactions.to).fill(to);

    const csvDownload = page.waitForEvent("download");
    await form.getByRole("button", { name: x.downloadCsv }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toBe(`accountant-export_${from}_${to}.csv`);
    const text = readFileSync((await csvFile.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/); // CRLF rows (no cell here holds a line break)
    const [header, ...rows] = parseCsv(text, ",");

    // The API's texts follow the language the client asks for (decision 090): ask as the screen does.
    await page.context().setExtraHTTPHeaders({ "Accept-Language": lang });
    const sandbox = await sandboxRecords(page, from, to);
    const money = (v: number) => v.toFixed(2);
    const expected = [
      ...sandbox.invoices.map((i) => [
        x.kinds.invoice,
        i.id,
        sandbox.day(i.createdAt),
        i.paidAt ? sandbox.day(i.paidAt) : "",
        i.description,
        "",
        "",
        i.currency,
        "",
        "",
        money(i.amount),
        i.paid ? x.statuses.paid : x.statuses.unpaid,
        i.orderId ?? "",
      ]),
      ...sandbox.transactions.map((t) => [
        t.amount < 0 ? x.kinds.payment : x.kinds.credit,
        t.id,
        sandbox.day(t.date),
        "",
        t.description,
        "",
        "",
        t.currency,
        money(t.amountWithoutVat),
        money(t.vat),
        money(t.amount),
        x.statuses.booked,
        "",
      ]),
      ...sandbox.corporate.map((c) => [
        x.kinds.corporateInvoice,
        c.id,
        sandbox.day(c.createdAt),
        "",
        "",
        c.legalEntity.company,
        c.legalEntity.vatId ?? "",
        c.currency,
        "",
        "",
        money(c.amount),
        c.paid ? x.statuses.paid : c.confirmed ? x.statuses.confirmed : x.statuses.draft,
        c.transactionId ?? "",
      ]),
    ];
    // Every kind is in the seeded period: invoices paid and unpaid, payments, credits, corporate invoices.
    for (const kind of Object.values(x.kinds))
      expect(
        expected.some((r) => r[0] === kind),
        kind,
      ).toBe(true);
    expect(header).toEqual(Object.values(x.columns));
    const key = (r: string[]) => `${r[0]}|${r[1]}`;
    expect([...rows].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([...expected].sort((a, b) => key(a).localeCompare(key(b))));
    // Oldest first, ISO days; amounts in one form whatever the language (a point, no grouping).
    const days = rows.map((r) => r[2]!);
    expect(days).toEqual([...days].sort());
    for (const r of rows) expect(r[10]).toMatch(/^-?\d+\.\d{2}$/);
    await expect(page.getByTestId("export-status")).toContainText(String(expected.length));

    const pdfDownload = page.waitForEvent("download");
    await form.getByRole("button", { name: x.downloadPdf }).click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toBe(`accountant-export_${from}_${to}.pdf`);
    const pdf = readFileSync((await pdfFile.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/FontName \/PTSans/); // the embedded font with Cyrillic, not a standard font
    expect(raw).toMatch(/\/Type \/Page\b/);
  });
}
