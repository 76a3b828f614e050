import type { Language } from "./i18n-config";

// Locale tables of spec §3: en formats as en-US (the fallback locale of spec §9), ru as ru-RU.
const LOCALES: Record<Language, string> = { en: "en-US", ru: "ru-RU" };

export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}
