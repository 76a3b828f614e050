import { LANGUAGES, localizePath, DEFAULT_LANGUAGE, type Language } from "../lib/i18n-config";
import type { Alternate, ResolvedSeo, SeoFields } from "./page-types";
import type { SiteSettings } from "./content-schemas";

type SeoInput = {
  seo: SeoFields;
  /** The page's visible heading, used with the site name when the document has no SEO title. */
  heading: string;
  language: Language;
  path: string;
  /** Languages this page exists in (for hreflang); defaults to all. */
  languages?: readonly Language[];
  noindex?: boolean;
};

/**
 * The document's `seo` object wins field by field; siteSettings fills what it leaves empty
 * (spec §2 page metadata; STYLE.md). Canonical and alternates are absolute URLs.
 */
export function resolveSeo(input: SeoInput, settings: SiteSettings, siteUrl: string): ResolvedSeo {
  const { seo } = input;
  const languages = input.languages ?? LANGUAGES;
  const alternates: Alternate[] = languages.map((lang) => ({ hrefLang: lang, href: siteUrl + localizePath(input.path, lang) }));
  if (languages.includes(DEFAULT_LANGUAGE)) {
    alternates.push({ hrefLang: "x-default", href: siteUrl + localizePath(input.path, DEFAULT_LANGUAGE) });
  }
  return {
    title: seo.title || (input.heading ? `${input.heading} — ${settings.siteName}` : settings.seo.title || settings.siteName),
    description: seo.description || settings.seo.description || "",
    keywords: seo.keywords?.length ? seo.keywords : settings.seo.keywords,
    longText: seo.longText || null,
    canonical: siteUrl + localizePath(input.path, input.language),
    alternates,
    noindex: input.noindex ?? false,
  };
}

export function settingsFor(all: SiteSettings[], language: Language): SiteSettings {
  const found = all.find((s) => s.language === language) ?? all.find((s) => s.language === DEFAULT_LANGUAGE);
  if (!found) throw new Error(`No siteSettings document for "${language}" (nor for "${DEFAULT_LANGUAGE}"): add siteSettings-${language} to the dataset`);
  return found;
}
