import type { Language } from "./i18n-config";

// The help search index: written per language at build time (src/build/help-search-index.ts),
// fetched by the help centre's search (src/features/help-search) only when a visitor starts searching.

/** One article in the index (spec §3: title, text and tags are searched). */
export type HelpIndexEntry = {
  slug: string;
  title: string;
  excerpt: string | null;
  tags: Array<{ slug: string; title: string }>;
  /** Plain text of the body: paragraphs, headings, list items, code and callouts. */
  text: string;
};
export type HelpIndexFile = { language: Language; articles: HelpIndexEntry[] };

/** Where a language's index is served from (public/help-index/<lang>.json). */
export const helpIndexPath = (language: Language) => `/help-index/${language}.json`;

/** The searchable strings of an article (spec §3): title, excerpt and body text, tag titles. */
export const searchableStrings = (a: HelpIndexEntry): string[] => [a.title, a.excerpt ?? "", a.text, ...a.tags.map((t) => t.title)];
