import { isLanguage, splitLanguage, type Language } from "./i18n-config";
import { isUnprefixedRoute } from "./links";

/**
 * The site's stored language (decision 076): the language of the last page the visitor viewed, or
 * the one they picked with the switch on an auth screen. Small on purpose: every page records it
 * (gatsby-browser.tsx), so it sits in the app chunk.
 */

/** The language a page at `pathname` shows and so records as the visitor's (none for unprefixed routes). */
export function languageOfPage(pathname: string): Language | null {
  const { language, path } = splitLanguage(pathname);
  return isUnprefixedRoute(path) ? null : language;
}

// gatsby-plugin-react-i18next's own key (its Link stores the language a link switches to): one stored language.
const KEY = "gatsby-i18next-language";
const listeners = new Set<() => void>();
let memory: Language | null = null;
/** The choice made while storage is blocked. */
export const memoryLanguage = () => memory;

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked: the other signals decide
  }
}

/** Records the visitor's language: each page they view in a language, and the switch on auth screens. */
export function rememberLanguage(language: Language): void {
  try {
    if (window.localStorage.getItem(KEY) === language) return;
    window.localStorage.setItem(KEY, language);
  } catch {
    // storage blocked: the choice lasts as long as the screen (listeners still hear it)
  }
  memory = language;
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
