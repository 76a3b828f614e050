import { CURRENCY_CODES, fractionDigits, type CurrencyCode } from "../money";

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

export type AmountProblem = "notANumber" | "tooPrecise" | "tooSmall" | "tooLarge" | "currency";

/**
 * The amount as it is paid: rounded to the currency's minor unit (cents; whole roubles and hryvnias). An
 * amount finer than that unit is refused (`tooPrecise`, docs/decisions/152) rather than rounded unseen:
 * «1234,50 ₽» would have been paid as 1235 ₽. For an amount read from decimal text with no more places than
 * the unit, this gives back the same number (both are the double nearest that decimal).
 */
export function payableAmount(amount: number, currency: CurrencyCode): number {
  const factor = 10 ** fractionDigits(currency);
  return Math.round(amount * factor) / factor;
}

/** Why an amount in a currency cannot be paid, or null when it can. */
export function amountProblem(amount: number, currency: unknown): AmountProblem | null {
  if (!isAllowedCurrency(currency)) return "currency";
  if (!Number.isFinite(amount)) return "notANumber";
  const payable = payableAmount(amount, currency);
  if (!Number.isFinite(payable)) return "tooLarge";
  if (payable !== amount) return "tooPrecise";
  if (payable <= AMOUNT_MIN_EXCLUSIVE) return "tooSmall";
  if (payable > AMOUNT_MAX[currency]) return "tooLarge";
  return null;
}

/** The English messages the API answers with (the client shows its own catalogue texts, same meaning). */
export function amountMessage(problem: AmountProblem, currency: unknown): string {
  switch (problem) {
    case "currency":
      return `Choose one of the currencies ${CURRENCY_CODES.join(", ")}.`;
    case "notANumber":
      return "Enter an amount.";
    case "tooPrecise":
      return isAllowedCurrency(currency) && fractionDigits(currency) === 0
        ? `The amount must be a whole number of ${currency}.`
        : `The amount can have at most ${isAllowedCurrency(currency) ? fractionDigits(currency) : 2} decimal places.`;
    case "tooSmall":
      return `The amount must be more than ${AMOUNT_MIN_EXCLUSIVE}.`;
    case "tooLarge":
      return isAllowedCurrency(currency) ? `The amount must be at most ${AMOUNT_MAX[currency]} ${currency}.` : "The amount is too large.";
  }
}
