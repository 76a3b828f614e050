import { isLanguage, splitLanguage, DEFAULT_LANGUAGE, type Language } from "./i18n-config";
import { safeNext } from "./safe-next";
import { memoryLanguage, storedLanguage } from "./stored-language";

/**
 * The visitor's language where the address does not carry one: the auth screens (spec §2: no
 * language prefix). Decision 076. Pure rule first, then the browser storage it reads.
 */

/** The language a `next` address is in (`/ru/my/…` → ru, `/my/…` → en); none when there is no usable `next`. */
export function languageOfNext(search: string): Language | null {
  const raw = new URLSearchParams(search).get("next");
  if (!raw) return null;
  const next = safeNext(raw, "");
  if (!next) return null;
  return splitLanguage(next.split(/[?#]/)[0] ?? next).language;
}

/** The first of the browser's languages we speak (`ru-RU` → ru); none when it lists none of ours. */
export function languageOfBrowser(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/** Issue 17: the stored choice, then the `next` address's prefix, then the browser's language, else English. */
export function chooseLanguage(input: { stored: string | null; search: string; browser: readonly string[] }): Language {
  if (isLanguage(input.stored)) return input.stored;
  return languageOfNext(input.search) ?? languageOfBrowser(input.browser) ?? DEFAULT_LANGUAGE;
}

/** The auth screens' language in this browser, now. */
export function visitorLanguage(): Language {
  return chooseLanguage({
    stored: storedLanguage() ?? memoryLanguage(),
    search: window.location.search,
    browser: window.navigator.languages ?? [window.navigator.language],
  });
}
