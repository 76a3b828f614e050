import { isEuCountry, isVatIdFormat, normalizeVatId } from "../rules/legal-entity";
import { standardRate } from "./rates";
import { SELLER } from "./seller";

/**
 * The VAT rules of the site and the sandbox (decision 162), for digital services sold by the seller of
 * the site settings (`SELLER`, the Netherlands):
 * - a private customer in the EU pays their own country's standard rate of the day (OSS); one whose country
 *   is not known pays the seller's;
 * - an EU business with a valid VAT ID is reverse-charged (0 %), except in the seller's own country
 *   (domestic rate); an EU business without one is taxed like a private customer of its country;
 * - a customer outside the EU pays no VAT;
 * - a balance top-up is a prepayment: no VAT on it; VAT is charged on the invoices the balance pays.
 */
export type VatCustomer = { kind: "private"; country: string | null } | { kind: "business"; country: string; vatId: string | null };

/** Why the rate is what it is: printed on documents (reverse charge must be said on the invoice). */
export type VatBasis = "domestic" | "oss" | "reverseCharge" | "outsideEu" | "prepayment";

export interface VatTreatment {
  rate: number;
  basis: VatBasis;
  /** The country whose rate applies (null when no VAT is due). */
  country: string | null;
}

/** A top-up of the balance: a prepayment, no VAT line; the invoices it later pays carry the VAT. */
export const PREPAYMENT: VatTreatment = { rate: 0, basis: "prepayment", country: null };

/** VAT ID prefixes that differ from the ISO country code (Greece is EL). */
const VAT_PREFIX: Record<string, string> = { GR: "EL" };

/**
 * A VAT ID that can be relied on here: the EU format with the prefix of the business's own country.
 * (The real API checks it with VIES as well; the sandbox has no network.)
 */
export function hasValidVatId(country: string, vatId: string | null): boolean {
  if (!vatId || !isEuCountry(country)) return false;
  const id = normalizeVatId(vatId);
  const code = country.toUpperCase();
  return isVatIdFormat(id) && id.startsWith(VAT_PREFIX[code] ?? code);
}

/** The VAT of a sale to `customer` on the day `on` (ISO date or timestamp). */
export function vatTreatment(customer: VatCustomer, on: string): VatTreatment {
  const country = customer.country ? customer.country.toUpperCase() : null;
  const seller = SELLER.country;
  const at = (c: string, basis: VatBasis): VatTreatment => ({ rate: standardRate(c, on) ?? 0, basis, country: c });
  if (!country) return at(seller, "domestic");
  if (!isEuCountry(country)) return { rate: 0, basis: "outsideEu", country: null };
  if (country === seller) return at(seller, "domestic");
  if (customer.kind === "business" && hasValidVatId(country, customer.vatId)) return { rate: 0, basis: "reverseCharge", country: null };
  return at(country, "oss");
}

/** The rate of a payment: none on a top-up (a prepayment), the customer's on anything else. */
export function paymentVat(kind: string, customer: VatCustomer, on: string): VatTreatment {
  return kind === "balance" ? PREPAYMENT : vatTreatment(customer, on);
}
