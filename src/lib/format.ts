import type { Language } from "./i18n-config";
import { dateText, numberText, percentText } from "./fixed-formats";

/**
 * Locale tables of spec §3: one table per language with its Intl locale, date formats and number
 * formats; en formats as en-US (the fallback locale of spec §9), ru as ru-RU with its three-form
 * plural rule. Every screen formats dates and numbers through these functions.
 */
export type DateStyle = "long" | "short" | "numeric" | "dateTime" | "time" | "monthYear";
export type NumberStyle = "integer" | "decimal" | "percent" | "compact" | "frequency";

interface LocaleTable {
  locale: string;
  dates: Record<DateStyle, Intl.DateTimeFormatOptions>;
  numbers: Record<NumberStyle, Intl.NumberFormatOptions>;
}

const DATES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { year: "numeric", month: "long", day: "numeric" },
  short: { year: "numeric", month: "short", day: "numeric" },
  numeric: { year: "numeric", month: "2-digit", day: "2-digit" },
  dateTime: { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  time: { hour: "2-digit", minute: "2-digit" },
  monthYear: { year: "numeric", month: "long" },
};

const NUMBERS: Record<NumberStyle, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  decimal: { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  percent: { style: "percent", maximumFractionDigits: 1 },
  compact: { notation: "compact", maximumFractionDigits: 1 },
  // CPU clock speeds are quoted with one decimal at least: "3.0 GHz", never "3 GHz".
  frequency: { minimumFractionDigits: 1, maximumFractionDigits: 2 },
};

export const LOCALE_TABLES: Record<Language, LocaleTable> = {
  en: { locale: "en-US", dates: DATES, numbers: NUMBERS },
  ru: { locale: "ru-RU", dates: { ...DATES, time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } }, numbers: NUMBERS },
};

/** Intl locale per language (en-US is the fallback of spec §9). */
export const LOCALES: Record<Language, string> = { en: LOCALE_TABLES.en.locale, ru: LOCALE_TABLES.ru.locale };

/** A date-only ISO string (2026-02-28) is midnight UTC. */
const valid = (iso: string): Date | null => {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** en-US for English and for anything unknown (spec §9 fallback). */
export function tableFor(language: string): LocaleTable {
  return language === "ru" ? LOCALE_TABLES.ru : LOCALE_TABLES.en;
}

const dateCache = new Map<string, Intl.DateTimeFormat>();
const numberCache = new Map<string, Intl.NumberFormat>();

/** Formats an ISO date (or Date); shows the input as it is when it cannot be read. */
export function formatDate(value: string | Date, language: Language | string, style: DateStyle = "long", timeZone = "UTC"): string {
  const date = value instanceof Date ? value : valid(value);
  if (!date || Number.isNaN(date.getTime())) return String(value);
  const table = tableFor(language);
  // Dates in UTC come from a table: no Intl locale data is loaded for them (decision 151).
  const text = timeZone === "UTC" ? dateText(date, language === "ru" ? "ru" : "en", style) : null;
  if (text !== null) return text;
  const key = `${table.locale}|${style}|${timeZone}`;
  let f = dateCache.get(key);
  if (!f) dateCache.set(key, (f = new Intl.DateTimeFormat(table.locale, { ...table.dates[style], timeZone })));
  return f.format(date);
}

/**
 * A time of day in the visitor's own time zone ("14:05" / "02:05 PM"), through Intl only: the support chat
 * shows its messages' times with it. Apart from `formatDate`, so the content pages' islands do not carry the
 * date tables of fixed-formats.ts (issue 14's byte budget).
 */
export function formatLocalTime(value: string, language: Language | string): string {
  const date = valid(value);
  if (!date) return value;
  const table = tableFor(language);
  const key = `${table.locale}|time|local`;
  let f = dateCache.get(key);
  if (!f) dateCache.set(key, (f = new Intl.DateTimeFormat(table.locale, table.dates.time)));
  return f.format(date);
}

/** A style's text from the tables where they write it (fixed-formats.ts, decision 151): plain and percent, not compact. */
function fixedNumber(value: number, language: Language | string, options: Intl.NumberFormatOptions): string | null {
  if (options.notation) return null;
  const lang = language === "ru" ? "ru" : "en";
  // Intl's default decimals: at most 3 for a number, none for a percent.
  if (!options.style) return numberText(value, lang, options.minimumFractionDigits ?? 0, options.maximumFractionDigits ?? 3);
  return options.style === "percent" ? percentText(value, lang, options.maximumFractionDigits ?? 0) : null;
}

export function formatNumber(value: number, language: Language | string, style: NumberStyle = "decimal"): string {
  const table = tableFor(language);
  const text = fixedNumber(value, language, table.numbers[style]);
  if (text !== null) return text;
  const key = `${table.locale}|${style}`;
  let f = numberCache.get(key);
  if (!f) numberCache.set(key, (f = new Intl.NumberFormat(table.locale, table.numbers[style])));
  return f.format(value);
}

/** 40 → "40%" / "40 %": percent given as a whole number. */
export function formatPercent(percent: number, language: Language | string): string {
  return formatNumber(percent / 100, language, "percent");
}

/**
 * A minimum CPU frequency of the catalog (`min_cpu_freq`, GHz): "≥ 3.2 GHz" / "от 3,2 ГГц". Intl has no
 * hertz unit, so the unit and the "at least" sign are this table's; a no-break space keeps them together.
 */
const MIN_FREQUENCY: Record<Language, (value: string) => string> = {
  en: (value) => `≥\u00a0${value}\u00a0GHz`,
  ru: (value) => `от\u00a0${value}\u00a0ГГц`,
};

export function formatMinCpuFrequency(ghz: number, language: Language | string): string {
  const value = formatNumber(ghz, language, "frequency");
  return (language === "ru" ? MIN_FREQUENCY.ru : MIN_FREQUENCY.en)(value);
}

export type RuPluralForm = "one" | "few" | "many";

/** Russian three-form plural rule: 1, 21 → one; 2–4, 22–24 → few; 0, 5–20, 25 → many. */
export function ruPluralForm(n: number): RuPluralForm {
  const abs = Math.abs(Math.trunc(n));
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return "one";
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return "few";
  return "many";
}

/** Picks a word form: pluralize(3, "ru", {one: "день", few: "дня", many: "дней"}) → "дня". */
export function pluralize(n: number, language: Language | string, forms: { one: string; few?: string; many?: string; other?: string }): string {
  if (language === "ru") {
    const form = ruPluralForm(n);
    return forms[form] ?? forms.many ?? forms.other ?? forms.one;
  }
  return Math.abs(n) === 1 ? forms.one : (forms.other ?? forms.many ?? forms.one);
}

// Named forms used by the account screens, all through the tables above.

/** Compact date for tables: "Feb 28, 2026" / "28 февр. 2026 г." */
export const formatShortDate = (iso: string, language: Language): string => formatDate(iso, language, "short");

/** Numeric date for files and spreadsheets: "02/28/2026" / "28.02.2026". */
export const formatNumericDate = (iso: string, language: Language): string => formatDate(iso, language, "numeric");

/** "Feb 28, 2026, 14:05" in UTC, for timestamps (24-hour clock in both languages). */
export function formatDateTime(iso: string, language: Language): string {
  const date = valid(iso);
  if (!date) return iso;
  // A 24-hour clock from 00:00 to 23:59 (Intl's en-US with hour12: false wrote midnight as "24:05").
  return formatDate(date, language, "dateTime");
}

/** "November 2026" / "ноябрь 2026 г." */
export const formatMonth = (year: number, monthIndex0: number, language: Language): string =>
  formatDate(new Date(Date.UTC(year, monthIndex0, 1)), language, "monthYear");

export const formatInteger = (value: number, language: Language): string => formatNumber(value, language, "integer");

/** "59:07" or "1:02:03": what is left of the quote's lifetime. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

/** A file's size for people: "512 B", "12 kB", "1.5 MB" / "1,5 МБ" (decimal kilo- and megabytes of Intl's units). */
export function formatFileSize(bytes: number, language: Language): string {
  const { locale } = tableFor(language);
  const [unit, value] =
    bytes < 1000 ? (["byte", bytes] as const) : bytes < 1_000_000 ? (["kilobyte", bytes / 1000] as const) : (["megabyte", bytes / 1_000_000] as const);
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: unit === "megabyte" ? 1 : 0 }).format(value);
}
