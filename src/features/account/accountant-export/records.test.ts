import { parseCsv, BOM } from "../../../lib/csv";
import { exportCsv, EXPORT_COLUMNS, type ExportLabels } from "./csv";
import { exportRecords, fromCorporateInvoice, fromInvoice, fromTransaction, totalsByCurrency, type ExportSources } from "./records";

const invoice = (id: string, createdAt: string, amount: number, paid: boolean): ExportSources["invoices"][number] => ({
  __typename: "Invoice",
  id,
  orderId: "7",
  description: "VPS Cloud 2: 1 month",
  amount,
  currency: "EUR",
  paid,
  createdAt,
  paidAt: paid ? createdAt : null,
  pdfUrl: `/my/api/invoices/${id}/pdf/`,
  paidFromBalance: 0,
});
const tx = (id: string, date: string, amount: number, vat: number, description = "Payment for order #7"): ExportSources["transactions"][number] => ({
  __typename: "Transaction",
  id,
  date,
  description,
  amount,
  amountWithoutVat: amount - vat,
  vat,
  currency: "EUR",
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
  legalEntity: { __typename: "LegalEntity", id: "3", company: "=Schmidt, Digital GmbH", country: "DE", vatId: "DE123456789" },
});

const labels: ExportLabels = {
  columns: Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, c])) as ExportLabels["columns"],
  kinds: { invoice: "Invoice", payment: "Payment", credit: "Credit", corporateInvoice: "Corporate invoice" },
  statuses: { paid: "Paid", unpaid: "Unpaid", draft: "Not confirmed", confirmed: "Confirmed", booked: "Booked" },
};

describe("accountant export", () => {
  const october = { from: "2026-10-01", to: "2026-10-31" };
  const sources: ExportSources = {
    invoices: [
      invoice("1", "2026-10-02T08:00:00.000Z", 11.9, true),
      invoice("2", "2026-09-30T23:59:59.000Z", 5, true), // the day before the period
      invoice("3", "2026-10-31T23:00:00.000Z", 2.5, false),
      invoice("1", "2026-10-02T08:00:00.000Z", 11.9, true), // answered twice: exported once
    ],
    transactions: [tx("10", "2026-10-02T09:00:00.000Z", -11.9, -1.9), tx("11", "2026-10-15T00:00:00.000Z", 300, 0, "Balance top-up by card")],
    corporateInvoices: [corporate("20", "2026-10-20T10:00:00.000Z", 250, true, true), corporate("21", "2026-11-01T00:00:00.000Z", 120, false, false)],
  };

  it("maps each kind of record once: payments out of the balance, credits into it, statuses per kind", () => {
    expect(fromTransaction(tx("1", "2026-10-01", -5, -0.8))).toMatchObject({ kind: "payment", net: -4.2, vat: -0.8, status: "booked" });
    expect(fromTransaction(tx("1", "2026-10-01", 5, 0))).toMatchObject({ kind: "credit", status: "booked" });
    expect(fromInvoice(invoice("1", "2026-10-01", 5, false))).toMatchObject({ kind: "invoice", status: "unpaid", vat: null, reference: "7" });
    expect(fromCorporateInvoice(corporate("1", "2026-10-01", 5, false, false)).status).toBe("draft");
    expect(fromCorporateInvoice(corporate("1", "2026-10-01", 5, true, false)).status).toBe("confirmed");
    expect(fromCorporateInvoice(corporate("1", "2026-10-01", 5, true, true))).toMatchObject({
      status: "paid",
      reference: "99",
      legalEntity: { vatId: "DE123456789" },
    });
  });

  it("keeps the period's records only, oldest first, each once", () => {
    const records = exportRecords(sources, october);
    expect(records.map((r) => `${r.kind}:${r.id}`)).toEqual(["invoice:1", "payment:10", "credit:11", "corporateInvoice:20", "invoice:3"]);
  });

  it("writes correct CSV: BOM, ISO days, point decimals, the legal entity, guarded texts", () => {
    const text = exportCsv(exportRecords(sources, october), labels);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain("\r\n");
    const rows = parseCsv(text, ",");
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    const byId = (kind: string, id: string) => rows.find((r) => r[0] === kind && r[1] === id)!;
    expect(byId("Invoice", "1")).toEqual(["Invoice", "1", "2026-10-02", "2026-10-02", "VPS Cloud 2: 1 month", "", "", "EUR", "", "", "11.90", "Paid", "7"]);
    expect(byId("Payment", "10")).toEqual([
      "Payment",
      "10",
      "2026-10-02",
      "",
      "Payment for order #7",
      "",
      "",
      "EUR",
      "-10.00",
      "-1.90",
      "-11.90",
      "Booked",
      "",
    ]);
    // A company name that starts like a formula is neutralised, and its comma is quoted.
    expect(byId("Corporate invoice", "20")).toEqual([
      "Corporate invoice",
      "20",
      "2026-10-20",
      "",
      "",
      "'=Schmidt, Digital GmbH",
      "DE123456789",
      "EUR",
      "",
      "",
      "250.00",
      "Paid",
      "99",
    ]);
    expect(exportCsv([], labels)).toBe(`${BOM}${EXPORT_COLUMNS.join(",")}\r\n`);
  });

  it("totals per currency and kind in cents, with the VAT stated", () => {
    const records = [
      ...exportRecords(sources, october),
      { ...fromTransaction(tx("12", "2026-10-03", 0.1, 0)), currency: "USD" },
      { ...fromTransaction(tx("13", "2026-10-04", 0.2, 0)), currency: "USD" },
    ];
    expect(totalsByCurrency(records)).toEqual([
      {
        currency: "EUR",
        kinds: [
          { kind: "invoice", count: 2, amount: 14.4, vat: 0, vatUnstated: 2 },
          { kind: "payment", count: 1, amount: -11.9, vat: -1.9, vatUnstated: 0 },
          { kind: "credit", count: 1, amount: 300, vat: 0, vatUnstated: 0 },
          { kind: "corporateInvoice", count: 1, amount: 250, vat: 0, vatUnstated: 1 },
        ],
      },
      { currency: "USD", kinds: [{ kind: "credit", count: 2, amount: 0.3, vat: 0, vatUnstated: 0 }] },
    ]);
  });
});
