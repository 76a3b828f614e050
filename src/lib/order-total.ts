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
 * An order's lines in the display currency, so that they add up as printed: the total, the VAT and the
 * subtotal are converted (`convert` rounds to the currency's unit, as lib/money's `fromEur` does); the net
 * is total − VAT and the discount subtotal − total. Each converted on its own, 20 160 ₽ + 3 831 ₽ stood above
 * a total of 23 990 ₽.
 */
export function shownLines<T extends VatSplit & { subtotal?: number; discount?: number }>(lines: T, convert: (eur: number) => number, digits: number): T {
  const unit = 10 ** digits;
  const exact = (n: number) => Math.round(n * unit) / unit;
  const total = convert(lines.total);
  const vat = convert(lines.vat);
  const shown: T = { ...lines, total, vat, net: exact(total - vat) };
  if (lines.subtotal !== undefined) {
    shown.subtotal = convert(lines.subtotal);
    shown.discount = exact(shown.subtotal - total);
  }
  return shown;
}
