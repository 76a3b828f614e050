import type { Db } from "../db/sql";
import { ledgerText, type ApiLanguage } from "../i18n";

/** What a corporate invoice was for, read from its payment (issue 37: it was empty in the accountant export). */
type CorporateInvoiceRef = { paymentRef: string | null };

/** A top-up of the balance, or the invoices of the purchase it pays ("Invoice #12: VPS 2 web-1"). */
export function corporateInvoiceDescription(db: Db, inv: CorporateInvoiceRef, language: ApiLanguage): string {
  const invoices = inv.paymentRef
    ? (db
        .prepare(
          "SELECT id, description FROM invoices WHERE id IN (SELECT value FROM payments, json_each(json_extract(payments.items, '$.invoiceIds')) WHERE ref = ?) ORDER BY id",
        )
        .all(inv.paymentRef) as Array<{ id: number; description: string }>)
    : [];
  if (!invoices.length) return ledgerText("Balance top-up", language);
  const word = language === "ru" ? "Счёт" : "Invoice";
  return invoices.map((i) => `${word} #${i.id}: ${ledgerText(i.description, language)}`).join("; ");
}
