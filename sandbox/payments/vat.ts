import type { Db } from "../db/sql";
import { paymentVat, vatTreatment, type VatCustomer, type VatTreatment } from "../../src/lib/vat/vat";
import { vatSplit } from "../../src/lib/order-total";

/**
 * Where the sandbox applies the VAT rules (src/lib/vat, decision 162): one answer for the payment context,
 * the invoices, the balance movements, the corporate invoices and the PDFs.
 */

const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The account holder as a private customer (the account's country; none given: the seller's rate). */
export function privateCustomer(db: Db, accountId: number): VatCustomer {
  const row = db.prepare("SELECT country FROM users WHERE id = ?").get(accountId) as { country: string } | undefined;
  return { kind: "private", country: row?.country || null };
}

export const businessCustomer = (le: { country: string; vat_id: string | null }): VatCustomer => ({ kind: "business", country: le.country, vatId: le.vat_id });

/** A legal entity of the account as the payer of a payment. */
function payingEntity(db: Db, accountId: number, paymentRef: string): VatCustomer | null {
  const le = db
    .prepare(
      "SELECT l.country, l.vat_id FROM corporate_invoices c JOIN legal_entities l ON l.id = c.legal_entity_id WHERE c.payment_ref = ? AND c.account_id = ?",
    )
    .get(paymentRef, accountId) as { country: string; vat_id: string | null } | undefined;
  return le ? businessCustomer(le) : null;
}

/** An invoice's VAT: the legal entity's when one of its corporate invoices paid it, else the account holder's; rate of its issue day. */
export function invoiceVat(db: Db, invoice: { accountId: number; paymentRef: string | null; createdAt: string }): VatTreatment {
  const payer = invoice.paymentRef ? payingEntity(db, invoice.accountId, invoice.paymentRef) : null;
  return vatTreatment(payer ?? privateCustomer(db, invoice.accountId), invoice.createdAt);
}

/**
 * A corporate invoice's VAT: a top-up of the balance (its payment is a top-up, or it was issued on its own)
 * is a prepayment without VAT; one paying for invoices carries the entity's rate.
 */
export function corporateInvoiceVat(
  db: Db,
  invoice: { payment_ref: string | null; created_at: number },
  le: { country: string; vat_id: string | null },
): VatTreatment {
  const kind = invoice.payment_ref
    ? ((db.prepare("SELECT kind FROM payments WHERE ref = ?").get(invoice.payment_ref) as { kind: string } | undefined)?.kind ?? "balance")
    : "balance";
  return paymentVat(kind, businessCustomer(le), dayOf(invoice.created_at));
}

/** The VAT in cents included in `cents` at a treatment's rate. */
export const vatCents = (cents: number, vat: VatTreatment): number => Math.round(vatSplit(cents / 100, vat.rate).vat * 100);
