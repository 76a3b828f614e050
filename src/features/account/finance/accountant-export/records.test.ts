import { parseCsv, BOM } from "@/lib/csv";
import { vatSplit } from "@/lib/order-total";
import { exportCsv, EXPORT_COLUMNS, type ExportLabels } from "./csv";
import { exportRecords, fromCorporateInvoice, fromInvoice, fromPayment, fromTransaction, totalsByCurrency, type ExportSources } from "./records";

type Payment = ExportSources["payments"][number];
type PaymentSummary = NonNullable<ExportSources["invoices"][number]["payment"]>;

const payment = (
  ref: string,
  kind: Payment["kind"],
  method: string,
  paidAt: string,
  amount: number,
  fromBalance: number,
  reference: string,
  invoiceIds: string[] = [],
): Payment => ({
  __typename: "Payment",
  ref,
  kind,
  method,
  paidAt,
  amount,
  fromBalance,
  charged: Math.round((amount - fromBalance) * 100) / 100,
  currency: "EUR",
  reference,
  invoices: invoiceIds.map((id) => ({
    __typename: "Invoice",
    id,
    orderId: "7",
    description: `Invoice ${id} text`,
    amount,
    currency: "EUR",
    paidFromBalance: fromBalance,
  })),
});
const summary = (p: Payment): PaymentSummary => {
  const { invoices: _invoices, ...rest } = p;
  return rest;
};

// A card payment of invoice 1; invoice 4 paid partly from the balance and partly in bitcoin; a card top-up.
const byCard = payment("p_card", "order", "card", "2026-10-02T08:00:05.000Z", 11.9, 0, "cs_card_1", ["1"]);
const mixed = payment("p_mix", "invoices", "bitcoin", "2026-10-05T12:00:00.000Z", 20, 8, "btc-inv-9", ["4"]);
const topUp = payment("p_top", "balance", "card", "2026-10-15T00:00:00.000Z", 300, 0, "cs_top_2");
const allBalance = payment("p_bal", "order", "balance", "2026-10-06T00:00:00.000Z", 5, 5, "p_bal", ["5"]);
const september = payment("p_old", "order", "card", "2026-09-20T00:00:00.000Z", 5, 0, "cs_old", ["2"]);

const invoice = (id: string, createdAt: string, amount: number, paidBy: Payment | null): ExportSources["invoices"][number] => {
  const split = vatSplit(amount, 0.19);
  return {
    __typename: "Invoice",
    id,
    orderId: "7",
    description: "VPS Cloud 2: 1 month",
    amount,
    currency: "EUR",
    paid: !!paidBy,
    createdAt,
    paidAt: paidBy ? paidBy.paidAt : null,
    pdfUrl: `/my/api/invoices/${id}/pdf/`,
    paidFromBalance: paidBy?.fromBalance ?? 0,
    vatRate: 0.19,
    amountWithoutVat: split.net,
    vat: split.vat,
    payment: paidBy ? summary(paidBy) : null,
  };
};
const tx = (
  id: string,
  date: string,
  amount: number,
  vat: number,
  paymentRef: string | null,
  description = "Payment for invoice #4",
): ExportSources["transactions"][number] => ({
  __typename: "Transaction",
  id,
  date,
  description,
  amount,
  amountWithoutVat: Math.round((amount - vat) * 100) / 100,
  vat,
  currency: "EUR",
  paymentRef,
});
const corporate = (id: string, createdAt: string, amount: number, confirmed: boolean, paid: boolean): ExportSources["corporateInvoices"][number] => ({
  __typename: "CorporateInvoice",
  id,
  createdAt,
  amount,
  currency: "EUR",
  confirmed,
  paid,
  transactionId: paid ? "99" : null,
  paidAt: paid ? "2026-10-22T09:00:00.000Z" : null,
  description: "Invoice #7: VPS Cloud 2: 1 month",
  pdfUrl: `/my/api/corporate-invoices/${id}/pdf/`,
  vatRate: 0.19,
  amountWithoutVat: vatSplit(amount, 0.19).net,
  vat: vatSplit(amount, 0.19).vat,
  legalEntity: { __typename: "LegalEntity", id: "3", company: "=Schmidt, Digital GmbH", currency: "EUR", country: "DE", vatId: "DE123456789" },
});

const labels: ExportLabels = {
  columns: Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, c])) as ExportLabels["columns"],
  kinds: { invoice: "Invoice", payment: "Payment", credit: "Credit", balanceUse: "Balance used", corporateInvoice: "Corporate invoice" },
  statuses: { paid: "Paid", unpaid: "Unpaid", draft: "Not confirmed", confirmed: "Confirmed", booked: "Booked" },
  method: (key) => ({ card: "Bank card", bitcoin: "Bitcoin", balance: "Account balance" })[key] ?? key,
};

describe("accountant export", () => {
  const october = { from: "2026-10-01", to: "2026-10-31" };
  const sources: ExportSources = {
    invoices: [
      invoice("1", "2026-10-02T08:00:00.000Z", 11.9, byCard),
      invoice("2", "2026-09-30T23:59:59.000Z", 5, september), // the day before the period
      invoice("3", "2026-10-31T23:00:00.000Z", 2.5, null),
      invoice("4", "2026-10-05T11:00:00.000Z", 20, mixed),
      invoice("5", "2026-10-06T00:00:00.000Z", 5, allBalance),
      invoice("1", "2026-10-02T08:00:00.000Z", 11.9, byCard), // answered twice: exported once
    ],
    payments: [topUp, allBalance, mixed, byCard, september],
    transactions: [
      tx("10", "2026-10-05T12:00:00.000Z", -8, -1.28, "p_mix"),
      tx("11", "2026-10-15T00:00:00.000Z", 300, 47.9, "p_top", "Balance top-up (card)"),
      tx("12", "2026-10-06T00:00:00.000Z", -5, -0.8, "p_bal", "Payment for invoice #5"),
    ],
    corporateInvoices: [corporate("20", "2026-10-20T10:00:00.000Z", 250, true, true), corporate("21", "2026-11-01T00:00:00.000Z", 120, false, false)],
  };

  it("maps each kind of record: card and crypto payments are payments, balance movements their own rows", () => {
    // A card payment: what the card paid, with its method, reference and the invoice it settled.
    expect(fromPayment(byCard)).toMatchObject({
      kind: "payment",
      id: "p_card",
      amount: 11.9,
      method: "card",
      reference: "cs_card_1",
      settlement: "#1",
      status: "paid",
    });
    // Part balance, part crypto: the payment row holds the crypto part only; the balance part is its transaction.
    expect(fromPayment(mixed)).toMatchObject({ kind: "payment", amount: 12, method: "bitcoin", reference: "btc-inv-9", settlement: "#4" });
    expect(fromTransaction(sources.transactions[0]!, mixed)).toMatchObject({
      kind: "balanceUse",
      amount: -8,
      net: -6.72,
      vat: -1.28,
      method: "balance",
      reference: "btc-inv-9",
      settlement: "#4",
      status: "booked",
    });
    // A top-up is its credit transaction, named with the card payment's reference: never a payment row too.
    expect(fromPayment(topUp)).toBeNull();
    expect(fromPayment(allBalance)).toBeNull();
    expect(fromTransaction(sources.transactions[1]!, topUp)).toMatchObject({ kind: "credit", amount: 300, method: "card", reference: "cs_top_2" });
    // Invoices state their VAT (the payer's rate) and the payment that settled them.
    expect(fromInvoice(sources.invoices[0]!)).toMatchObject({
      kind: "invoice",
      status: "paid",
      net: 10,
      vatRate: 0.19,
      vat: 1.9,
      method: "card",
      settlement: "cs_card_1",
    });
    expect(fromInvoice(sources.invoices[2]!)).toMatchObject({ status: "unpaid", vat: 0.4, method: null, settlement: "", reference: "7" });
    expect(fromCorporateInvoice(corporate("1", "2026-10-01", 5, false, false)).status).toBe("draft");
    expect(fromCorporateInvoice(corporate("1", "2026-10-01", 5, true, false)).status).toBe("confirmed");
    expect(fromCorporateInvoice(corporate("1", "2026-10-01", 119, true, true))).toMatchObject({
      status: "paid",
      reference: "99",
      net: 100,
      vat: 19,
      legalEntity: { vatId: "DE123456789" },
    });
  });

  it("keeps the period's records only, oldest first, each once", () => {
    const records = exportRecords(sources, october);
    expect(records.map((r) => `${r.kind}:${r.id}`)).toEqual([
      "invoice:1",
      "payment:p_card",
      "invoice:4",
      "payment:p_mix",
      "balanceUse:10",
      "invoice:5",
      "balanceUse:12",
      "credit:11",
      "corporateInvoice:20",
      "invoice:3",
    ]);
  });

  it("writes correct CSV: BOM, ISO days, point decimals, VAT, methods, the legal entity, guarded texts", () => {
    const text = exportCsv(exportRecords(sources, october), labels);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain("\r\n");
    const rows = parseCsv(text, ",");
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    const byId = (kind: string, id: string) => Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c, rows.find((r) => r[0] === kind && r[1] === id)![i]]));
    expect(byId("Invoice", "1")).toEqual({
      kind: "Invoice",
      id: "1",
      date: "2026-10-02",
      paidAt: "2026-10-02",
      description: "VPS Cloud 2: 1 month",
      legalEntity: "",
      legalEntityVatId: "",
      currency: "EUR",
      net: "10.00",
      vatRate: "19",
      vat: "1.90",
      amount: "11.90",
      status: "Paid",
      method: "Bank card",
      reference: "7",
      settlement: "cs_card_1",
    });
    expect(byId("Payment", "p_mix")).toMatchObject({ amount: "12.00", net: "", vat: "", method: "Bitcoin", reference: "btc-inv-9", settlement: "#4" });
    expect(byId("Balance used", "10")).toMatchObject({ amount: "-8.00", vat: "-1.28", method: "Account balance", status: "Booked" });
    // A company name that starts like a formula is neutralised, and its comma is quoted.
    expect(byId("Corporate invoice", "20")).toMatchObject({
      legalEntity: "'=Schmidt, Digital GmbH",
      legalEntityVatId: "DE123456789",
      net: "210.08",
      vatRate: "19",
      vat: "39.92",
      amount: "250.00",
      status: "Paid",
      reference: "99",
      // Issue 37: a paid corporate invoice says when it was paid and what for.
      paidAt: "2026-10-22",
      description: "Invoice #7: VPS Cloud 2: 1 month",
    });
    expect(exportCsv([], labels)).toBe(`${BOM}${EXPORT_COLUMNS.join(",")}\r\n`);
  });

  it("totals per currency and kind in cents: net, VAT and gross, each payment's money once; unpaid and unconfirmed bills apart", () => {
    const records = [
      ...exportRecords(sources, october),
      fromCorporateInvoice(corporate("22", "2026-10-25T10:00:00.000Z", 50, true, false)),
      fromCorporateInvoice(corporate("23", "2026-10-26T10:00:00.000Z", 70, false, false)),
      { ...fromTransaction(tx("13", "2026-10-03", 0.1, 0, null)), currency: "USD" },
      { ...fromTransaction(tx("14", "2026-10-04", 0.2, 0, null)), currency: "USD" },
    ];
    expect(totalsByCurrency(records)).toEqual([
      {
        currency: "EUR",
        kinds: [
          // Paid invoices only (issue 37: the unpaid one was added to them).
          { kind: "invoice", count: 3, amount: 36.9, net: 31.01, vat: 5.89, vatUnstated: 0 },
          // 11.90 by card + 12.00 in bitcoin: the balance's 8.00 and 5.00 are balance use, the top-up a credit.
          { kind: "payment", count: 2, amount: 23.9, net: 0, vat: 0, vatUnstated: 2 },
          { kind: "credit", count: 1, amount: 300, net: 252.1, vat: 47.9, vatUnstated: 0 },
          { kind: "balanceUse", count: 2, amount: -13, net: -10.92, vat: -2.08, vatUnstated: 0 },
          { kind: "corporateInvoice", count: 1, amount: 250, net: 210.08, vat: 39.92, vatUnstated: 0 },
        ],
        open: [
          { kind: "invoice", count: 1, amount: 2.5, net: 2.1, vat: 0.4, vatUnstated: 0 },
          { kind: "corporateInvoice", count: 2, amount: 120, net: 100.84, vat: 19.16, vatUnstated: 0 },
        ],
      },
      { currency: "USD", kinds: [{ kind: "credit", count: 2, amount: 0.3, net: 0.3, vat: 0, vatUnstated: 0 }], open: [] },
    ]);
  });
});
