import { vatTreatment } from "../../lib/vat/vat";

/**
 * The VAT rate the order sidebar splits out (issue 37, decision 162): the one the payment will carry, a
 * private customer's of their country on the day; none while the country is not known (a visitor, a
 * profile without one). The sidebar then shows the prices without a VAT split rather than another
 * country's rate (it split 19 % for everyone).
 */
export function sidebarVatRate(country: string | null, on: string): number | null {
  return country ? vatTreatment({ kind: "private", country }, on).rate : null;
}
