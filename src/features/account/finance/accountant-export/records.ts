import type {
  CorporateInvoicesQuery,
  InvoiceFieldsFragment,
  PaidInvoicesQuery,
  PaymentsQuery,
  TransactionsQuery,
} from "@/api-client/graphql/generated/graphql";
import { inPeriod, utcDay, type Period } from "@/lib/period";

/**
 * One line of the accountant export. Each kind of record the API answers has ONE mapping function below
 * (`fromInvoice`, `fromPayment`, `fromTransaction`, `fromCorporateInvoice`): when the ledger's shapes
 * change, that function is all that changes.
 *
 * Money is counted once (docs/decisions/099): a *payment* row is what a card, a crypto network, a gateway or
 * a corporate invoice paid for invoices (the payment's `charged`); what the balance paid is a *balanceUse*
 * row (its transaction), and a top-up is a *credit* row (its transaction) named with the payment's method
 * and reference, not a payment row as well.
 */
export type RecordKind = "invoice" | "payment" | "credit" | "balanceUse" | "corporateInvoice";
export type RecordStatus = "paid" | "unpaid" | "draft" | "confirmed" | "booked";

export interface ExportRecord {
  kind: RecordKind;
  /** The API's id of the record (ids are per kind; a payment's is its ref). */
  id: string;
  /** When it happened: an invoice's issue, a payment, a balance movement, a corporate invoice's creation (ISO). */
  date: string;
  /** When an invoice or a payment was paid (ISO), if it was. */
  paidAt: string | null;
  description: string;
  /** The legal entity it belongs to; null for the personal account. */
  legalEntity: { company: string; vatId: string | null } | null;
  currency: string;
  /** The amount as the ledger signs it (balance used is negative). */
  amount: number;
  /** Amount without VAT, the VAT rate (0.19) and the VAT in it; null where the API does not state VAT for this kind. */
  net: number | null;
  vatRate: number | null;
  vat: number | null;
  status: RecordStatus;
  /** The payment way's key (card, bitcoin, balance, corporate_invoice…) of a payment or of a movement's payment. */
  method: string | null;
  /** The outside reference of the money (card session, crypto invoice…); an invoice's order otherwise. */
  reference: string;
  /** What settled what: a payment's invoices, an invoice's payment reference, a movement's invoice. */
  settlement: string;
}

type Transaction = TransactionsQuery["transactions"]["items"][number];
type PaidInvoice = PaidInvoicesQuery["paidInvoices"]["items"][number];
type Payment = PaymentsQuery["payments"]["items"][number];
type CorporateInvoice = CorporateInvoicesQuery["corporateInvoices"][number];

const invoiceIds = (ids: string[]) => ids.map((id) => `#${id}`).join(" ");

/** An invoice of the personal account, paid or unpaid, with its VAT (the payer's rate, decision 100) and the payment that settled it. */
export function fromInvoice(invoice: InvoiceFieldsFragment & { payment?: PaidInvoice["payment"] }): ExportRecord {
  return {
    kind: "invoice",
    id: String(invoice.id),
    date: invoice.createdAt,
    paidAt: invoice.paidAt,
    description: invoice.description,
    legalEntity: null,
    currency: invoice.currency,
    amount: invoice.amount,
    net: invoice.amountWithoutVat,
    vatRate: invoice.vatRate,
    vat: invoice.vat,
    status: invoice.paid ? "paid" : "unpaid",
    method: invoice.payment?.method ?? null,
    reference: invoice.orderId ? String(invoice.orderId) : "",
    settlement: invoice.payment?.reference ?? "",
  };
}

/**
 * What a payment way paid for invoices (a card, crypto, a gateway, a corporate invoice): its `charged` part.
 * Null for a top-up (its credit transaction is the record) and for a payment all from the balance (its
 * balance-use transactions are): so no money is in the export twice. VAT is stated on the invoices it settled.
 */
export function fromPayment(payment: Payment): ExportRecord | null {
  if (payment.kind === "balance" || payment.charged <= 0) return null;
  return {
    kind: "payment",
    id: String(payment.ref),
    date: payment.paidAt,
    paidAt: payment.paidAt,
    description: payment.invoices.map((i) => i.description).join("; "),
    legalEntity: null,
    currency: payment.currency,
    amount: payment.charged,
    net: null,
    vatRate: null,
    vat: null,
    status: "paid",
    method: payment.method,
    reference: payment.reference,
    settlement: invoiceIds(payment.invoices.map((i) => String(i.id))),
  };
}

/**
 * A balance movement: money in (a top-up, cashback, a refund) is a credit, money out (balance used to pay
 * invoices) is balance use. The payment it belongs to names its method and reference. Transactions state their VAT.
 */
export function fromTransaction(tx: Transaction, payment?: Payment): ExportRecord {
  const credit = tx.amount >= 0;
  return {
    kind: credit ? "credit" : "balanceUse",
    id: String(tx.id),
    date: tx.date,
    paidAt: null,
    description: tx.description,
    legalEntity: null,
    currency: tx.currency,
    amount: tx.amount,
    net: tx.amountWithoutVat,
    vatRate: null,
    vat: tx.vat,
    status: "booked",
    method: credit ? (payment?.method ?? null) : "balance",
    reference: payment?.reference ?? "",
    settlement: !credit && payment ? invoiceIds(payment.invoices.map((i) => String(i.id))) : "",
  };
}

/**
 * An invoice to a legal entity: draft until confirmed, then paid once funds arrive, with when and what for. A top-up
 * of the balance is a prepayment without VAT; one paying for invoices carries the entity's rate (decision 162).
 */
export function fromCorporateInvoice(invoice: CorporateInvoice): ExportRecord {
  return {
    kind: "corporateInvoice",
    id: String(invoice.id),
    date: invoice.createdAt,
    paidAt: invoice.paidAt,
    description: invoice.description,
    legalEntity: { company: invoice.legalEntity.company, vatId: invoice.legalEntity.vatId },
    currency: invoice.currency,
    amount: invoice.amount,
    net: invoice.amountWithoutVat,
    vatRate: invoice.vatRate,
    vat: invoice.vat,
    status: invoice.paid ? "paid" : invoice.confirmed ? "confirmed" : "draft",
    method: null,
    reference: invoice.transactionId ? String(invoice.transactionId) : "",
    settlement: "",
  };
}

export interface ExportSources {
  invoices: Array<InvoiceFieldsFragment & { payment?: PaidInvoice["payment"] }>;
  payments: Payment[];
  transactions: Transaction[];
  corporateInvoices: CorporateInvoice[];
}

const KIND_ORDER: RecordKind[] = ["invoice", "payment", "credit", "balanceUse", "corporateInvoice"];

/** The period's records of every kind, oldest first (then by kind and id): one list for one file. */
export function exportRecords(sources: ExportSources, period: Period): ExportRecord[] {
  const invoices = new Map(sources.invoices.map((i) => [String(i.id), i]));
  const payments = new Map(sources.payments.map((p) => [String(p.ref), p]));
  const records = [
    ...[...invoices.values()].map(fromInvoice),
    ...[...payments.values()].map(fromPayment).filter((r) => r !== null),
    ...sources.transactions.map((tx) => fromTransaction(tx, tx.paymentRef ? payments.get(String(tx.paymentRef)) : undefined)),
    ...sources.corporateInvoices.map(fromCorporateInvoice),
  ].filter((r) => inPeriod(r.date, period));
  return records.sort(
    (a, b) =>
      (utcDay(a.date) ?? "").localeCompare(utcDay(b.date) ?? "") ||
      a.date.localeCompare(b.date) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.id.localeCompare(b.id, "en", { numeric: true }),
  );
}

export interface KindTotal {
  kind: RecordKind;
  count: number;
  /** Gross amount of all records of the kind. */
  amount: number;
  /** Net and VAT of the records that state VAT; `vatUnstated` counts those that do not. */
  net: number;
  vat: number;
  vatUnstated: number;
}

export interface CurrencyTotals {
  currency: string;
  /** Money that moved: paid invoices and payments, booked balance movements, paid corporate invoices. */
  kinds: KindTotal[];
  /** Not paid yet (unpaid invoices, draft or confirmed corporate invoices): never added to the paid ones (issue 37). */
  open: KindTotal[];
}

/** Whether a record is money that moved (paid or booked), not a bill still waiting for it. */
export const isSettled = (r: ExportRecord): boolean => r.status === "paid" || r.status === "booked";

/** Totals per currency and kind (gross, net, VAT), summed in cents (no float drift), currencies in alphabetical order; open bills apart. */
export function totalsByCurrency(records: ExportRecord[]): CurrencyTotals[] {
  const cents = (v: number) => Math.round(v * 100);
  type Sums = { count: number; amount: number; net: number; vat: number; vatUnstated: number };
  type Groups = { settled: Map<RecordKind, Sums>; open: Map<RecordKind, Sums> };
  const byCurrency = new Map<string, Groups>();
  for (const r of records) {
    const groups = byCurrency.get(r.currency) ?? { settled: new Map<RecordKind, Sums>(), open: new Map<RecordKind, Sums>() };
    byCurrency.set(r.currency, groups);
    const kinds = isSettled(r) ? groups.settled : groups.open;
    const t = kinds.get(r.kind) ?? { count: 0, amount: 0, net: 0, vat: 0, vatUnstated: 0 };
    kinds.set(r.kind, t);
    t.count += 1;
    t.amount += cents(r.amount);
    if (r.vat === null || r.net === null) t.vatUnstated += 1;
    else {
      t.vat += cents(r.vat);
      t.net += cents(r.net);
    }
  }
  const list = (kinds: Map<RecordKind, Sums>): KindTotal[] =>
    KIND_ORDER.filter((k) => kinds.has(k)).map((kind) => {
      const t = kinds.get(kind)!;
      return { kind, count: t.count, amount: t.amount / 100, net: t.net / 100, vat: t.vat / 100, vatUnstated: t.vatUnstated };
    });
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, groups]) => ({ currency, kinds: list(groups.settled), open: list(groups.open) }));
}
