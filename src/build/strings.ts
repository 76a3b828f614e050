import en from "../../locales/en/common.json";
import ru from "../../locales/ru/common.json";
import type { Language } from "../lib/i18n-config";

const catalogues = { en, ru } as const;

/** The few UI strings the build itself needs (headings and breadcrumbs baked into page data and <head>). */
export function buildStrings(language: Language) {
  const c = catalogues[language];
  return { home: c.nav.home, helpCentre: c.help.title, articlesTagged: c.help.taggedPrefix };
}
