import type { Language } from "./i18n-config";

// Locale tables of spec §3: en formats as en-US (the fallback locale of spec §9), ru as ru-RU.
const LOCALES: Record<Language, string> = { en: "en-US", ru: "ru-RU" };

export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

/**
 * A catalog price (EUR) for display. The pricing issue replaces this with the visitor's currency;
 * until then every price shows in EUR, the catalog's currency.
 */
export function formatPrice(amount: number, language: Language, currency = "EUR"): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency, minimumFractionDigits: amount % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
}
