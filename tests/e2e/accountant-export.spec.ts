import { readFileSync } from "node:fs";
import { test, expect, openAccount, gqlData, todayUtc, USERS } from "./fixtures";
import { parseCsv } from "../../src/lib/csv";
import { addDays } from "../../src/lib/rules/day-of-month";

// The complete demo customer's seeded history (docs/decisions/099): invoices paid by card, by bitcoin, from the
// balance and part balance part card, a PayPal top-up, unpaid invoices and corporate invoices of the last weeks.
// The period ends yesterday, so what parallel tests add today stays out of it.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

type Payment = {
  ref: string;
  kind: string;
  method: string;
  paidAt: string;
  charged: number;
  currency: string;
  reference: string;
  invoices: Array<{ id: string; description: string }>;
};
type Vat = { amount: number; amountWithoutVat: number; vat: number };
type Tx = Vat & { id: string; date: string; description: string; currency: string; paymentRef: string | null };
type Invoice = Vat & {
  id: string;
  orderId: string | null;
  description: string;
  currency: string;
  paid: boolean;
  createdAt: string;
  paidAt: string | null;
  vatRate: number;
  payment: { method: string; reference: string } | null;
};
type Corporate = Vat & {
  id: string;
  createdAt: string;
  currency: string;
  confirmed: boolean;
  paid: boolean;
  transactionId: string | null;
  paidAt: string | null;
  description: string;
  vatRate: number;
  legalEntity: { company: string; vatId: string | null };
};
type Page = Parameters<typeof gqlData>[0];

const VAT = "amount amountWithoutVat vat";
const INVOICE = `id orderId description currency paid createdAt paidAt vatRate ${VAT}`;

/** Every page of a list the API answers page by page. */
async function pages<T>(load: (page: number) => Promise<{ items: T[]; hasNext: boolean }>): Promise<T[]> {
  const all: T[] = [];
  for (let p = 1; ; p++) {
    const r = await load(p);
    all.push(...r.items);
    if (!r.hasNext) return all;
  }
}

/** Everything of the period, read from the sandbox's API as the test's own calls (not through the screen). */
async function sandboxRecords(page: Page, from: string, to: string) {
  const transactions = await pages(
    async (p) =>
      (
        await gqlData<{ transactions: { items: Tx[]; hasNext: boolean } }>(
          page,
          `query($from: String, $to: String, $page: Int!) { transactions(from: $from, to: $to, page: $page, pageSize: 100) { items { id date description currency paymentRef ${VAT} } hasNext } }`,
          { from, to, page: p },
        )
      ).transactions,
  );
  const payments = await pages(
    async (p) =>
      (
        await gqlData<{ payments: { items: Payment[]; hasNext: boolean } }>(
          page,
          "query($page: Int!) { payments(page: $page, pageSize: 100) { items { ref kind method paidAt charged currency reference invoices { id description } } hasNext } }",
          { page: p },
        )
      ).payments,
  );
  const invoices = await pages(
    async (p) =>
      (
        await gqlData<{ paidInvoices: { items: Invoice[]; hasNext: boolean } }>(
          page,
          `query($page: Int!) { paidInvoices(page: $page, pageSize: 100) { items { ${INVOICE} payment { method reference } } hasNext } }`,
          { page: p },
        )
      ).paidInvoices,
  );
  const open = await gqlData<{ debts: Invoice[]; corporateInvoices: Corporate[] }>(
    page,
    `{ debts { ${INVOICE} payment { method reference } } corporateInvoices { id createdAt currency confirmed paid transactionId paidAt description vatRate ${VAT} legalEntity { company vatId } } }`,
  );
  const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);
  const inPeriod = (iso: string) => day(iso) >= from && day(iso) <= to;
  return {
    transactions: transactions.filter((t) => inPeriod(t.date)),
    payments: new Map(payments.map((p) => [p.ref, p])),
    paymentsOfPeriod: payments.filter((p) => inPeriod(p.paidAt)),
    invoices: [...invoices, ...open.debts].filter((i) => inPeriod(i.createdAt)),
    corporate: open.corporateInvoices.filter((c) => inPeriod(c.createdAt)),
    day,
  };
}

for (const lang of ["en", "ru"] as const) {
  test(`accountant export: the CSV of a period holds the sandbox's records with VAT and payments, the PDF sums them up (${lang})`, async ({ page }) => {
    const catalogue = JSON.parse(readFileSync(`locales/${lang}/account.json`, "utf8")) as {
      nav: { accountantExport: string };
      transactions: { from: string; to: string };
      export: {
        downloadCsv: string;
        downloadPdf: string;
        kinds: { invoice: string; payment: string; credit: string; balanceUse: string; corporateInvoice: string };
        statuses: { paid: string; unpaid: string; draft: string; confirmed: string; booked: string };
        columns: Record<string, string>;
      };
    };
    const methods = (JSON.parse(readFileSync(`locales/${lang}/checkout.json`, "utf8")) as { providers: Record<string, string> }).providers;
    const x = catalogue.export;
    const from = addDays(todayUtc(), -60);
    const to = addDays(todayUtc(), -1);
    const prefix = lang === "ru" ? "/ru" : "";
    // Reached from the finance area's tabs; on a 390 px phone the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await openAccount(page, `${prefix}/my/finance/`);
    await page.getByRole("link", { name: catalogue.nav.accountantExport }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/my/finance/export/$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
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
    const percent = (rate: number) => String(Math.round(rate * 10000) / 100);
    const ids = (invoices: Array<{ id: string }>) => invoices.map((i) => `#${i.id}`).join(" ");
    const payment = (ref: string | null) => (ref ? sandbox.payments.get(ref) : undefined);
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
        money(i.amountWithoutVat),
        percent(i.vatRate),
        money(i.vat),
        money(i.amount),
        i.paid ? x.statuses.paid : x.statuses.unpaid,
        i.payment ? methods[i.payment.method]! : "",
        i.orderId ?? "",
        i.payment?.reference ?? "",
      ]),
      // What a card, crypto or a gateway paid for invoices, once: top-ups are their credits, balance use its own rows.
      ...sandbox.paymentsOfPeriod
        .filter((p) => p.kind !== "balance" && p.charged > 0)
        .map((p) => [
          x.kinds.payment,
          p.ref,
          sandbox.day(p.paidAt),
          sandbox.day(p.paidAt),
          p.invoices.map((i) => i.description).join("; "),
          "",
          "",
          p.currency,
          "",
          "",
          "",
          money(p.charged),
          x.statuses.paid,
          methods[p.method]!,
          p.reference,
          ids(p.invoices),
        ]),
      ...sandbox.transactions.map((t) => {
        const credit = t.amount >= 0;
        const p = payment(t.paymentRef);
        return [
          credit ? x.kinds.credit : x.kinds.balanceUse,
          t.id,
          sandbox.day(t.date),
          "",
          t.description,
          "",
          "",
          t.currency,
          money(t.amountWithoutVat),
          "",
          money(t.vat),
          money(t.amount),
          x.statuses.booked,
          credit ? (p ? methods[p.method]! : "") : methods.balance!,
          p?.reference ?? "",
          !credit && p ? ids(p.invoices) : "",
        ];
      }),
      ...sandbox.corporate.map((c) => [
        x.kinds.corporateInvoice,
        c.id,
        sandbox.day(c.createdAt),
        c.paidAt ? sandbox.day(c.paidAt) : "",
        c.description,
        c.legalEntity.company,
        c.legalEntity.vatId ?? "",
        c.currency,
        money(c.amountWithoutVat),
        percent(c.vatRate),
        money(c.vat),
        money(c.amount),
        c.paid ? x.statuses.paid : c.confirmed ? x.statuses.confirmed : x.statuses.draft,
        "",
        c.transactionId ?? "",
        "",
      ]),
    ];
    // Every kind is in the seeded period, and among the payments one by card and one in crypto.
    for (const kind of Object.values(x.kinds))
      expect(
        expected.some((r) => r[0] === kind),
        kind,
      ).toBe(true);
    // Issue 37: a paid corporate invoice has its "Paid on" and its description.
    const paidCorporate = expected.filter((r) => r[0] === x.kinds.corporateInvoice && r[12] === x.statuses.paid);
    expect(paidCorporate.length).toBeGreaterThan(0);
    for (const r of paidCorporate) expect([r[3], r[4]]).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\d$/), expect.any(String)]);
    expect(paidCorporate.every((r) => r[4] !== "")).toBe(true);
    const paymentRows = expected.filter((r) => r[0] === x.kinds.payment);
    expect(paymentRows.map((r) => r[13])).toEqual(expect.arrayContaining([methods.card, methods.bitcoin]));
    expect(header).toEqual(Object.values(x.columns));
    const key = (r: string[]) => `${r[0]}|${r[1]}`;
    expect([...rows].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([...expected].sort((a, b) => key(a).localeCompare(key(b))));
    // No money twice: a payment's reference is on one payment row at most, and no top-up is a payment row.
    const refs = paymentRows.map((r) => r[14]);
    expect(new Set(refs).size).toBe(refs.length);
    // Invoices state VAT at the payer's rate; oldest first, ISO days, amounts in one form whatever the language.
    expect(
      rows
        .filter((r) => r[0] === x.kinds.invoice)
        .every((r) => r[9] === "19" && Math.round((Number(r[8]) + Number(r[10])) * 100) === Math.round(Number(r[11]) * 100)),
    ).toBe(true);
    const days = rows.map((r) => r[2]!);
    expect(days).toEqual([...days].sort());
    for (const r of rows) expect(r[11]).toMatch(/^-?\d+\.\d{2}$/);
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
