/** Languages of spec §9: en is the default (no prefix), ru lives under /ru/. */
export const LANGUAGES = ["en", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** `/help/x/` in `ru` → `/ru/help/x/`; English keeps the path as it is. */
export function localizePath(path: string, language: Language): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return language === DEFAULT_LANGUAGE ? clean : `/${language}${clean}`;
}

/** Strips a language prefix: `/ru/help/` → `{ language: "ru", path: "/help/" }`. */
export function splitLanguage(path: string): { language: Language; path: string } {
  const match = /^\/(ru)(\/.*)?$/.exec(path);
  if (match && isLanguage(match[1])) return { language: match[1], path: match[2] ?? "/" };
  return { language: DEFAULT_LANGUAGE, path };
}
