import type { ExportOpenItemsQuery, InvoiceFieldsFragment, TransactionFieldsFragment } from "../../../api-client/graphql/generated/graphql";
import { inPeriod, utcDay, type Period } from "../../../lib/period";

/**
 * One line of the accountant export. Each kind of record the API answers has ONE mapping function below
 * (`fromInvoice`, `fromTransaction`, `fromCorporateInvoice`): when the ledger's shapes change (a payment
 * kind, VAT on invoices, the payment that settled an invoice), that function is all that changes.
 */
export type RecordKind = "invoice" | "payment" | "credit" | "corporateInvoice";
export type RecordStatus = "paid" | "unpaid" | "draft" | "confirmed" | "booked";

export interface ExportRecord {
  kind: RecordKind;
  /** The API's id of the record (ids are per kind). */
  id: string;
  /** When it happened: an invoice's issue, a balance movement, a corporate invoice's creation (ISO). */
  date: string;
  /** When an invoice was paid (ISO), if it was. */
  paidAt: string | null;
  description: string;
  /** The legal entity it belongs to; null for the personal account. */
  legalEntity: { company: string; vatId: string | null } | null;
  currency: string;
  /** The amount as the ledger signs it (a payment out of the balance is negative). */
  amount: number;
  /** Amount without VAT and the VAT in it; null where the API does not state VAT for this kind. */
  net: number | null;
  vat: number | null;
  status: RecordStatus;
  /** What it refers to: an invoice's order, a corporate invoice's balance transaction. */
  reference: string;
}

type CorporateInvoice = ExportOpenItemsQuery["corporateInvoices"][number];

/** An invoice of the personal account: paid or unpaid. The API states no VAT for invoices. */
export function fromInvoice(invoice: InvoiceFieldsFragment): ExportRecord {
  return {
    kind: "invoice",
    id: String(invoice.id),
    date: invoice.createdAt,
    paidAt: invoice.paidAt,
    description: invoice.description,
    legalEntity: null,
    currency: invoice.currency,
    amount: invoice.amount,
    net: null,
    vat: null,
    status: invoice.paid ? "paid" : "unpaid",
    reference: invoice.orderId ? String(invoice.orderId) : "",
  };
}

/**
 * A balance movement. Money into the balance (a top-up, cashback, a refund) is a credit; money out of it
 * (paying an order or invoice) is a payment. Transactions state their VAT.
 */
export function fromTransaction(tx: TransactionFieldsFragment): ExportRecord {
  return {
    kind: tx.amount < 0 ? "payment" : "credit",
    id: String(tx.id),
    date: tx.date,
    paidAt: null,
    description: tx.description,
    legalEntity: null,
    currency: tx.currency,
    amount: tx.amount,
    net: tx.amountWithoutVat,
    vat: tx.vat,
    status: "booked",
    reference: "",
  };
}

/** An invoice to a legal entity (a prepayment of its balance): draft until confirmed, then paid once funds arrive. */
export function fromCorporateInvoice(invoice: CorporateInvoice): ExportRecord {
  return {
    kind: "corporateInvoice",
    id: String(invoice.id),
    date: invoice.createdAt,
    paidAt: null,
    description: "",
    legalEntity: { company: invoice.legalEntity.company, vatId: invoice.legalEntity.vatId },
    currency: invoice.currency,
    amount: invoice.amount,
    net: null,
    vat: null,
    status: invoice.paid ? "paid" : invoice.confirmed ? "confirmed" : "draft",
    reference: invoice.transactionId ? String(invoice.transactionId) : "",
  };
}

export interface ExportSources {
  invoices: InvoiceFieldsFragment[];
  transactions: TransactionFieldsFragment[];
  corporateInvoices: CorporateInvoice[];
}

const KIND_ORDER: RecordKind[] = ["invoice", "payment", "credit", "corporateInvoice"];

/** The period's records of every kind, oldest first (then by kind and id): one list for one file. */
export function exportRecords(sources: ExportSources, period: Period): ExportRecord[] {
  const invoices = new Map(sources.invoices.map((i) => [String(i.id), i]));
  const records = [
    ...[...invoices.values()].map(fromInvoice),
    ...sources.transactions.map(fromTransaction),
    ...sources.corporateInvoices.map(fromCorporateInvoice),
  ].filter((r) => inPeriod(r.date, period));
  return records.sort(
    (a, b) =>
      (utcDay(a.date) ?? "").localeCompare(utcDay(b.date) ?? "") ||
      a.date.localeCompare(b.date) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      Number(a.id) - Number(b.id),
  );
}

export interface KindTotal {
  kind: RecordKind;
  count: number;
  amount: number;
  /** VAT stated by the records that state it; `vatUnstated` counts those that do not. */
  vat: number;
  vatUnstated: number;
}

export interface CurrencyTotals {
  currency: string;
  kinds: KindTotal[];
}

/** Totals per currency and kind, summed in cents (no float drift), currencies in alphabetical order. */
export function totalsByCurrency(records: ExportRecord[]): CurrencyTotals[] {
  const cents = (v: number) => Math.round(v * 100);
  const byCurrency = new Map<string, Map<RecordKind, { count: number; amount: number; vat: number; vatUnstated: number }>>();
  for (const r of records) {
    const kinds = byCurrency.get(r.currency) ?? new Map();
    byCurrency.set(r.currency, kinds);
    const t = kinds.get(r.kind) ?? { count: 0, amount: 0, vat: 0, vatUnstated: 0 };
    kinds.set(r.kind, t);
    t.count += 1;
    t.amount += cents(r.amount);
    if (r.vat === null) t.vatUnstated += 1;
    else t.vat += cents(r.vat);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, kinds]) => ({
      currency,
      kinds: KIND_ORDER.filter((k) => kinds.has(k)).map((kind) => {
        const t = kinds.get(kind)!;
        return { kind, count: t.count, amount: t.amount / 100, vat: t.vat / 100, vatUnstated: t.vatUnstated };
      }),
    }));
}
