import { isLanguage, type Language } from "./i18n-config";
import { formatMoney } from "./money";
import { formatDate } from "./format";

export type WarmKind = "money" | "date";

/**
 * The first Intl formatter a page builds loads the browser's locale data: 20-80 ms on the bench machine for
 * the first NumberFormat (a few more for the first DateTimeFormat), whatever the locale and options. Built
 * inside a render, it lengthens one of the render's tasks; built here, each is a task of its own, run while the
 * page waits for its data, and the render then finds the formatter in its cache (decision 147).
 */
export function warmIntl(language: Language, kinds: readonly WarmKind[], schedule: (task: () => void) => void = (task) => void setTimeout(task, 0)): void {
  for (const kind of kinds) schedule(kind === "money" ? () => void formatMoney(0, "EUR", language) : () => void formatDate("2000-01-01", language));
}

/** The page's language as its HTML states it (`<html lang>`), before i18next is up. */
export function documentLanguage(): Language {
  const { lang } = document.documentElement;
  return isLanguage(lang) ? lang : "en";
}
