import type { Db } from "../db/sql";
import { ledgerText, type ApiLanguage } from "../i18n";

/** What a corporate invoice was for and when it was paid, read from its payment (issue 37: both were empty in the export). */
type CorporateInvoiceRef = { paymentRef: string | null; transactionId: number | string | null };

const isoAt = (seconds: number) => new Date(seconds * 1000).toISOString();

/** When the funds were seen: its payment's paid time, or (an invoice issued on its own) its credit's time. */
export function corporateInvoicePaidAt(db: Db, inv: CorporateInvoiceRef): string | null {
  const paid = inv.paymentRef
    ? (db.prepare("SELECT paid_at AS at FROM payments WHERE ref = ?").get(inv.paymentRef) as { at: number | null } | undefined)
    : inv.transactionId !== null
      ? (db.prepare("SELECT created_at AS at FROM transactions WHERE id = ?").get(Number(inv.transactionId)) as { at: number | null } | undefined)
      : undefined;
  return paid?.at ? isoAt(paid.at) : null;
}

/** A top-up of the balance, or the invoices of the purchase it pays ("Invoice #12: VPS 2 web-1"). */
export function corporateInvoiceDescription(db: Db, inv: CorporateInvoiceRef, language: ApiLanguage): string {
  const invoices = inv.paymentRef
    ? (db.prepare("SELECT id, description FROM invoices WHERE id IN (SELECT value FROM payments, json_each(json_extract(payments.items, '$.invoiceIds')) WHERE ref = ?) ORDER BY id").all(inv.paymentRef) as Array<{ id: number; description: string }>)
    : [];
  if (!invoices.length) return ledgerText("Balance top-up", language);
  const word = language === "ru" ? "Счёт" : "Invoice";
  return invoices.map((i) => `${word} #${i.id}: ${ledgerText(i.description, language)}`).join("; ");
}
