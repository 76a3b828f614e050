import type { Language } from "./i18n-config";
import { tableFor } from "./format";
import { moneyText } from "./fixed-formats";

/** Display currencies of spec §1 and §9. */
export const CURRENCY_CODES = ["EUR", "USD", "GBP", "UAH", "RUR"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Spec §9: RUR and UAH are "big-number" currencies, shown in whole units with grouping. */
export const BIG_NUMBER_CURRENCIES: ReadonlySet<CurrencyCode> = new Set(["RUR", "UAH"]);
export const isBigNumber = (currency: string): boolean => BIG_NUMBER_CURRENCIES.has(currency as CurrencyCode);

// RUR is the API's (pre-1998) code for the rouble; Intl knows the rouble as RUB (₽).
const INTL_CODE: Record<string, string> = { RUR: "RUB" };

/** Fraction digits a currency is shown and entered with: 0 for big-number currencies, else 2. */
export const fractionDigits = (currency: string): number => (isBigNumber(currency) ? 0 : 2);

/** `1234.5, "EUR", "en"` → "€1,234.50"; `1234.5, "RUR", "ru"` → "1 235 ₽". */
// Building an Intl.NumberFormat costs far more than formatting with one (a profile of the account dashboard on
// a 4× slower CPU: about 0.5 s in formatMoney, one new formatter per amount shown): one per kind, kept.
const formats = new Map<string, Intl.NumberFormat | null>();

function formatterOf(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat | null {
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = make();
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

/** The Intl locale and options an amount in `currency` is shown with (the boot script replays them: currency-boot.ts). */
export function moneyFormatArgs(currency: string, language: Language, signed = false): [string, Intl.NumberFormatOptions] {
  const digits = fractionDigits(currency);
  return [
    tableFor(language).locale,
    {
      style: "currency",
      currency: INTL_CODE[currency] ?? currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? "exceptZero" : "auto",
    },
  ];
}

export function formatMoney(amount: number, currency: string, language: Language, opts: { signed?: boolean } = {}): string {
  // The display currencies come from a table: no Intl locale data is loaded for them (decision 151).
  const text = moneyText(amount, currency, language === "ru" ? "ru" : "en", fractionDigits(currency), opts.signed);
  if (text !== null) return text;
  const [locale, options] = moneyFormatArgs(currency, language, opts.signed);
  const format = formatterOf(
    `money|${locale}|${options.currency}|${options.maximumFractionDigits}|${opts.signed ? "signed" : ""}`,
    () => new Intl.NumberFormat(locale, options),
  );
  // An unknown code: a plain number and the code as the unit.
  return format ? format.format(amount) : `${formatNumber(amount, language, fractionDigits(currency))} ${currency}`;
}

export function formatNumber(value: number, language: Language, digits = 2): string {
  const locale = tableFor(language).locale;
  const format = formatterOf(
    `number|${locale}|${digits}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );
  return format ? format.format(value) : String(value);
}

/** A EUR amount in another currency, by that currency's multiplier (spec §9: multiplier per currency). */
export function fromEur(amountEur: number, multiplier: number, currency: string): number {
  const factor = 10 ** fractionDigits(currency);
  return Math.round(amountEur * multiplier * factor) / factor;
}

export function toEur(amount: number, multiplier: number): number {
  return Math.round((amount / multiplier) * 100) / 100;
}

/**
 * What a person typed as an amount → a number, or NaN. Accepts spaces (also no-break) as grouping and a
 * comma as the decimal mark when there is no dot ("1 234,50" and "1234.50" are both 1234.5). With both a
 * dot and a comma, the last one is the decimal mark and the other groups thousands, in groups of three
 * ("1,234.50" and "1.234,50" are both 1234.5; "1.000,5,0" is not a number).
 */
export function parseAmount(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (!compact) return Number.NaN;
  let normalized = compact.replace(",", ".");
  if (compact.includes(".") && compact.includes(",")) {
    if (/^-?\d{1,3}(,\d{3})+\.\d+$/.test(compact)) normalized = compact.replace(/,/g, "");
    else if (/^-?\d{1,3}(\.\d{3})+,\d+$/.test(compact)) normalized = compact.replace(/\./g, "").replace(",", ".");
    else return Number.NaN;
  }
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}

// The rule for amounts a customer types (more than 1, at most a maximum per currency) is lib/rules/amounts.ts.
