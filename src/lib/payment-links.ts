import { isCurrencyCode, parseAmount, type CurrencyCode } from "./money";
import { amountProblem } from "./rules/amounts";

/** The balance top-up's payment reference (spec §7: `POST /my/api/payment/balance/`). */
export const TOP_UP_REF = "balance";

export interface TopUpPrefill {
  /** The amount as typed on the account's top-up form, in `currency`. */
  amount: number;
  currency: CurrencyCode;
}

/**
 * Path (without language prefix) of the one payment page for a paymentRef: orders, debts, tariff
 * surcharges, renewals, and the balance top-up, whose amount and currency ride in the query so the
 * page opens filled in.
 */
export function paymentPagePath(paymentRef: string, topUp?: TopUpPrefill): string {
  const path = `/checkout/pay/${encodeURIComponent(paymentRef)}/`;
  if (!topUp) return path;
  const query = new URLSearchParams({ amount: String(topUp.amount), currency: topUp.currency });
  return `${path}?${query.toString()}`;
}

/** Path (without language prefix) of a payment's crypto invoice page; the widget's id and network ride in the query. */
export function cryptoPagePath(paymentRef: string, widget: { id: string; network: string }): string {
  return `${paymentPagePath(paymentRef)}crypto/?id=${encodeURIComponent(widget.id)}&network=${encodeURIComponent(widget.network)}`;
}

/** Reads a top-up prefill from the payment page's query; an amount outside the rule (lib/rules/amounts.ts) is left out. */
export function readTopUpPrefill(search: string): { amount: string; currency: CurrencyCode | null } {
  const query = new URLSearchParams(search);
  const amountText = query.get("amount") ?? "";
  const currency = query.get("currency");
  return {
    amount: amountProblem(parseAmount(amountText), isCurrencyCode(currency) ? currency : "EUR") === null ? amountText : "",
    currency: isCurrencyCode(currency) ? currency : null,
  };
}
