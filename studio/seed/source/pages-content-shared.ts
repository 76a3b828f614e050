// Helpers shared by the pages-content-* families (4b, decision 003): SEO objects within the limits of
// the seo schema, and the sentences every product line repeats.
import type { SeoInput } from "./types";
import type { Language } from "../../../schemas/lib/languages";

const TITLE_MAX = 70;
const DESCRIPTION_MAX = 160;

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/[\s,;:.—-]+\S*$/, "")}…`;
}

/** An SEO object; the title and description are clipped at a word to the schema's limits. */
export function seo(title: string, description: string, keywords: string[], longText?: string): SeoInput {
  return {
    title: clip(title, TITLE_MAX),
    description: clip(description, DESCRIPTION_MAX),
    keywords,
    ...(longText ? { longText } : {}),
  };
}

export const L = <T>(lang: Language, en: T, ru: T): T => (lang === "en" ? en : ru);
