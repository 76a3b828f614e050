// One document per language, joined by a shared slug (docs/decisions/001-i18n-per-document.md).
export const LANGUAGES = [
  { id: "en", title: "English" },
  { id: "ru", title: "Русский" },
] as const;

export type Language = (typeof LANGUAGES)[number]["id"];

export const LANGUAGE_IDS: readonly Language[] = LANGUAGES.map((l) => l.id);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGE_IDS as readonly string[]).includes(value);
}

/** API version used by validation queries in the studio (custom rules that call getClient). */
export const SANITY_API_VERSION = "2025-02-19";
