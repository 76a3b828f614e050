import { cartPrice } from "./currency";
import { isEuCountry } from "./rules/legal-entity";

/** Where the seller books VAT (decision 022: the sandbox books German VAT). */
const SELLER_COUNTRY = "DE";

/**
 * VAT included in catalog prices. The hosting API does not expose the rate; the sandbox books 19/119
 * of every payment as VAT (German rate), so the sidebar shows the same split
 * (docs/decisions/022-vat-in-sidebar.md).
 */
export const INCLUDED_VAT_RATE = 0.19;

export type PromoDiscount = { percent: number; months: number };

export type OrderTotal = { subtotal: number; discount: number; total: number; vat: number; net: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Order-sidebar arithmetic (EUR): the term price × count (spec §9), a promo percentage applied to the
 * share of the term it covers (5% for 3 months of a 12-month term is 5% of 3/12), VAT split out of the total.
 */
export function orderTotal(termPrice: number, months: number, count: number, promo: PromoDiscount | null, vatRate = INCLUDED_VAT_RATE): OrderTotal {
  const subtotal = cartPrice(termPrice, count);
  const covered = promo ? Math.min(promo.months, months) / months : 0;
  const discount = promo ? round2((subtotal * promo.percent * covered) / 100) : 0;
  const total = round2(subtotal - discount);
  return { subtotal, discount, ...vatSplit(total, vatRate) };
}

export type VatSplit = { total: number; vat: number; net: number };

/** The VAT included in a gross amount at `vatRate`, and the amount without it (EUR, to the cent). */
export function vatSplit(total: number, vatRate = INCLUDED_VAT_RATE): VatSplit {
  const rounded = round2(total);
  const vat = round2((rounded * vatRate) / (1 + vatRate));
  return { total: rounded, vat, net: round2(rounded - vat) };
}

/**
 * The VAT rate of a payer (docs/decisions/100; the spec names no rates). The seller books German VAT
 * (decision 022): private customers and German companies pay the included 19%; a company elsewhere in the
 * EU with a VAT ID is invoiced under the reverse charge (0%), and one outside the EU pays no EU VAT (0%).
 */
export function vatRateFor(payer: { country: string; vatId: string | null } | null): number {
  if (!payer) return INCLUDED_VAT_RATE;
  const country = payer.country.toUpperCase();
  if (country === SELLER_COUNTRY) return INCLUDED_VAT_RATE;
  if (isEuCountry(country)) return payer.vatId ? 0 : INCLUDED_VAT_RATE;
  return 0;
}
