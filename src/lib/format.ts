import type { Language } from "./i18n-config";

// Locale tables of spec §3: en formats as en-US (the fallback locale of spec §9), ru as ru-RU.
export const LOCALES: Record<Language, string> = { en: "en-US", ru: "ru-RU" };

const valid = (iso: string) => {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "February 28, 2026" / "28 февраля 2026 г." */
export function formatDate(iso: string, language: Language): string {
  const date = valid(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

/**
 * A catalog price (EUR) for display. The pricing issue replaces this with the visitor's currency;
 * until then every price shows in EUR, the catalog's currency.
 */
export function formatPrice(amount: number, language: Language, currency = "EUR"): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency, minimumFractionDigits: amount % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
}

/** Compact date for tables: "Feb 28, 2026" / "28 февр. 2026 г." */
export function formatShortDate(iso: string, language: Language): string {
  const date = valid(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(date);
}

/** Numeric date for files and spreadsheets: "02/28/2026" / "28.02.2026". */
export function formatNumericDate(iso: string, language: Language): string {
  const date = valid(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }).format(date);
}

/** "Feb 28, 2026, 14:05" in UTC, for timestamps. */
export function formatDateTime(iso: string, language: Language): string {
  const date = valid(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" }).format(date);
}

/** "November 2026" / "ноябрь 2026 г." */
export function formatMonth(year: number, monthIndex0: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year, monthIndex0, 1)));
}

export function formatInteger(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(value);
}
