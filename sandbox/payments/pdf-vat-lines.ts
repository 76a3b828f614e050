import type { VatTreatment } from "../../src/lib/vat/vat";
import { SELLER } from "../../src/lib/vat/seller";
import { vatSplit } from "../../src/lib/order-total";
import { PDF_TEXT, type ApiLanguage } from "../i18n";

/**
 * The seller and VAT lines of an invoice PDF (decision 162), the same split the account's screens and the
 * accountant export show: net, VAT at its rate, and why there is none where there is none.
 */
export function pdfVatLines(amountCents: number, currency: string, vat: VatTreatment, language: ApiLanguage): string[] {
  const w = PDF_TEXT[language];
  const split = vatSplit(amountCents / 100, vat.rate);
  const money = (n: number) => `${n.toFixed(2)} ${currency}`;
  const percent = `${Math.round(vat.rate * 10000) / 100}${language === "ru" ? " %" : "%"}`;
  const lines = [`${w.seller}: ${SELLER.name}, ${SELLER.address}, ${SELLER.country}`];
  if (vat.basis === "prepayment") return [...lines, w.prepayment];
  lines.push(`${w.net}: ${money(split.net)}`, `${w.vat} (${percent}): ${money(split.vat)}`);
  if (vat.basis === "reverseCharge") lines.push(w.reverseCharge);
  if (vat.basis === "outsideEu") lines.push(w.outsideEu);
  return lines;
}
