import { cartPrice } from "./currency";

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
  const vat = round2((total * vatRate) / (1 + vatRate));
  return { subtotal, discount, total, vat, net: round2(total - vat) };
}
