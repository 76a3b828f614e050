/**
 * Money, plain numbers and UTC dates written from small tables instead of Intl, for the formats the site shows (en-US and
 * ru-RU, spec §3). The first Intl formatter a page builds loads the browser's locale data: 40-90 ms on the
 * bench machine for the first NumberFormat, whatever its options, and most of that again for a first
 * DateTimeFormat or collator; on the account's first screen that was one long task (decision 151). The tables
 * give Intl's exact text (fixed-formats.test.ts compares every case with Intl); anything they do not cover
 * (another currency or style, a time zone other than UTC, a huge number, a year outside 1000-9999) answers
 * null and the caller uses Intl.
 */
import type { Language } from "./i18n-config";

/** Narrow symbols of the display currencies (RUR is the API's code for the rouble). */
const SYMBOLS: Record<string, string> = { EUR: "€", USD: "$", GBP: "£", UAH: "₴", RUR: "₽", RUB: "₽" };

const NBSP = "\u00a0";

/**
 * A number rounded half away from zero to `digits` decimals, as Intl rounds the number's shortest decimal text;
 * `shift`: the text's decimal point moved that many places right first (2 for a percent of a fraction: in decimal,
 * as Intl does, never 0.0145 × 100 in binary, which is 1.4500000000000002).
 */
export function roundedParts(value: number, digits: number, shift = 0): { negative: boolean; whole: string; fraction: string } | null {
  if (!Number.isFinite(value) || Math.abs(value) * 10 ** shift >= 1e15 || digits < 0 || digits > 6) return null;
  const negative = value < 0 || Object.is(value, -0);
  const text = String(Math.abs(value));
  // Below 1e-6 String() writes an exponent: such an amount rounds to zero at six decimals or fewer.
  if (text.includes("e")) return { negative, whole: "0", fraction: "0".repeat(digits) };
  const [unshifted = "0", rest = ""] = text.split(".");
  const whole = `${unshifted}${rest.padEnd(shift, "0").slice(0, shift)}`.replace(/^0+(?=\d)/, "");
  const decimals = rest.slice(shift);
  if (decimals.length <= digits) return { negative, whole, fraction: decimals.padEnd(digits, "0") };
  let kept = whole + decimals.slice(0, digits);
  if ((decimals.charCodeAt(digits) ?? 48) >= 53) {
    // Add one to the last kept digit, carrying through nines.
    const chars = kept.split("");
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === "9") chars[i--] = "0";
    if (i < 0) chars.unshift("1");
    else chars[i] = String(Number(chars[i]) + 1);
    kept = chars.join("");
  }
  return { negative, whole: kept.slice(0, kept.length - digits) || "0", fraction: kept.slice(kept.length - digits) };
}

const grouped = (whole: string, separator: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * `formatMoney`'s text (narrow symbol, `digits` decimals; `signed`: + and - except for zero, as signDisplay
 * "exceptZero"), or null when the tables do not cover it.
 */
export function moneyText(amount: number, currency: string, language: Language, digits: number, signed = false): string | null {
  const symbol = SYMBOLS[currency];
  const parts = symbol ? roundedParts(amount, digits) : null;
  if (!symbol || !parts) return null;
  const zero = /^0*$/.test(parts.whole + parts.fraction);
  const sign = signed ? (zero ? "" : parts.negative ? "-" : "+") : parts.negative ? "-" : "";
  if (language === "ru") {
    const number = grouped(parts.whole, NBSP) + (digits ? `,${parts.fraction}` : "");
    return `${sign}${number}${NBSP}${symbol}`;
  }
  return `${sign}${symbol}${grouped(parts.whole, ",")}${digits ? `.${parts.fraction}` : ""}`;
}

/**
 * `formatNumber`'s text for a plain number with `minDigits` to `maxDigits` decimals (its integer, decimal and
 * frequency styles), or null when the tables do not cover it. The checkout's first render formats its plans'
 * sizes with it: through Intl that was the page's first formatter, 80 ms of one task at 6x CPU (issue 40).
 */
export function numberText(value: number, language: Language, minDigits: number, maxDigits: number, shift = 0): string | null {
  const parts = roundedParts(value, maxDigits, shift);
  if (!parts) return null;
  let fraction = parts.fraction;
  while (fraction.length > minDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  const sign = parts.negative ? "-" : "";
  if (language === "ru") return `${sign}${grouped(parts.whole, NBSP)}${fraction ? `,${fraction}` : ""}`;
  return `${sign}${grouped(parts.whole, ",")}${fraction ? `.${fraction}` : ""}`;
}

/**
 * `formatNumber`'s percent style (a fraction: 0.2 is "20%", «20 %»; up to `maxDigits` decimals), or null when the
 * tables do not cover it.
 */
export function percentText(value: number, language: Language, maxDigits: number): string | null {
  const number = numberText(value, language, 0, maxDigits, 2);
  if (number === null) return null;
  return language === "ru" ? `${number}${NBSP}%` : `${number}%`;
}

const EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const EN_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const RU_MONTHS = ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"];
const RU_OF_MONTH = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"];
const RU_SHORT = ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."];

const two = (n: number) => String(n).padStart(2, "0");

/** `formatDate`'s text for a date shown in UTC, or null when the tables do not cover it. */
export function dateText(date: Date, language: Language, style: string): string | null {
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 1000 || year > 9999) return null;
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
  if (language === "ru") {
    switch (style) {
      case "long":
        return `${day} ${RU_OF_MONTH[month]} ${year} г.`;
      case "short":
        return `${day} ${RU_SHORT[month]} ${year} г.`;
      case "numeric":
        return `${two(day)}.${two(month + 1)}.${year}`;
      case "dateTime":
        return `${day} ${RU_SHORT[month]} ${year} г., ${time}`;
      case "monthYear":
        return `${RU_MONTHS[month]} ${year} г.`;
      default:
        return null;
    }
  }
  switch (style) {
    case "long":
      return `${EN_MONTHS[month]} ${day}, ${year}`;
    case "short":
      return `${EN_SHORT[month]} ${day}, ${year}`;
    case "numeric":
      return `${two(month + 1)}/${two(day)}/${year}`;
    case "dateTime":
      return `${EN_SHORT[month]} ${day}, ${year}, ${time}`;
    case "monthYear":
      return `${EN_MONTHS[month]} ${year}`;
    default:
      return null;
  }
}

/**
 * Names in a list in a stable, case-blind order without a collator (a first `localeCompare` loads the
 * locale data too): letters by their lower case, "ё" with "е", then the exact text.
 */
export function compareNames(a: string, b: string): number {
  const key = (s: string) => s.toLowerCase().replace(/ё/g, "е");
  const ka = key(a);
  const kb = key(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}
