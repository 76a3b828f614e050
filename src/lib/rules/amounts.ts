import { CURRENCY_CODES, type CurrencyCode } from "../money";

/**
 * Money amounts a customer types (balance top-up, auto top-up, corporate invoice) and the currencies they
 * pay in: one rule for the forms, the request schemas and the sandbox (docs/decisions/070).
 *
 * Spec §5: more than 1 in the currency. The upper bound is ours (issue 15: a top-up of 1e308 made the
 * balance Infinity): what one payment may be, per currency, in round numbers of about 100,000 EUR.
 */
export const AMOUNT_MIN_EXCLUSIVE = 1;

export const AMOUNT_MAX: Readonly<Record<CurrencyCode, number>> = {
  EUR: 100_000,
  USD: 100_000,
  GBP: 100_000,
  UAH: 5_000_000,
  RUR: 10_000_000,
};

/** Spec §9's currencies (the API's codes: RUR for the rouble). */
export const isAllowedCurrency = (value: unknown): value is CurrencyCode => typeof value === "string" && CURRENCY_CODES.some((c) => c === value);

export type AmountProblem = "notANumber" | "tooSmall" | "tooLarge" | "currency";

/** Why an amount in a currency cannot be paid, or null when it can. */
export function amountProblem(amount: number, currency: unknown): AmountProblem | null {
  if (!isAllowedCurrency(currency)) return "currency";
  if (!Number.isFinite(amount)) return "notANumber";
  if (amount <= AMOUNT_MIN_EXCLUSIVE) return "tooSmall";
  if (amount > AMOUNT_MAX[currency]) return "tooLarge";
  return null;
}

/** The English messages the API answers with (the client shows its own catalogue texts, same meaning). */
export function amountMessage(problem: AmountProblem, currency: unknown): string {
  switch (problem) {
    case "currency":
      return `Choose one of the currencies ${CURRENCY_CODES.join(", ")}.`;
    case "notANumber":
      return "Enter an amount.";
    case "tooSmall":
      return `The amount must be more than ${AMOUNT_MIN_EXCLUSIVE}.`;
    case "tooLarge":
      return isAllowedCurrency(currency) ? `The amount must be at most ${AMOUNT_MAX[currency]} ${currency}.` : "The amount is too large.";
  }
}
