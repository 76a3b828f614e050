import { LANGUAGES, localizePath, DEFAULT_LANGUAGE, type Language } from "../lib/i18n-config";
import { SEO_DESCRIPTION_MAX, clip, fitTitle } from "../../schemas/lib/seo-limits";
import type { Alternate, Publisher, ResolvedSeo, SeoFields, SeoImage } from "./page-types";
import type { SiteSettings } from "./content-schemas";
import { canonicalOf } from "./canonical";

type SeoInput = {
  seo: SeoFields;
  /** The page's visible heading, used with the site name when the document has no SEO title. */
  heading: string;
  language: Language;
  path: string;
  /** Languages this page exists in (for hreflang); defaults to all. */
  languages?: readonly Language[];
  noindex?: boolean;
  /**
   * The page's own text (lead, excerpt, description, first paragraph) for the description when the
   * editor left it empty: every page has a description of its own, never the site-wide one (decision 093).
   */
  summary?: string | null;
  /** The document's `_updatedAt` (sitemap lastmod). */
  modifiedAt?: string | null;
};

export function publisherOf(settings: SiteSettings, siteUrl: string): Publisher {
  return { name: settings.siteName, url: siteUrl + "/", logo: `${siteUrl}/logo.png` };
}

function imageOf(seo: SeoFields, settings: SiteSettings): SeoImage | null {
  const image = seo.image?.url ? seo.image : settings.seo.image?.url ? settings.seo.image : null;
  return image?.url ? { url: image.url, width: image.width, height: image.height, alt: image.alt } : null;
}

/**
 * The document's `seo` object wins field by field; the page's own text fills an empty description and
 * siteSettings the rest (spec §2 page metadata; STYLE.md). Canonical, alternates and image are absolute URLs.
 */
export function resolveSeo(input: SeoInput, settings: SiteSettings, siteUrl: string): ResolvedSeo {
  const { seo } = input;
  const languages = input.languages ?? LANGUAGES;
  const url = siteUrl + localizePath(input.path, input.language);
  const canonical = canonicalOf(seo, url, siteUrl);
  // hreflang links join canonical pages only: a page whose canonical is elsewhere lists none (decision 167).
  const alternates: Alternate[] = canonical === url ? languages.map((lang) => ({ hrefLang: lang, href: siteUrl + localizePath(input.path, lang) })) : [];
  if (canonical === url && languages.includes(DEFAULT_LANGUAGE)) {
    alternates.push({ hrefLang: "x-default", href: siteUrl + localizePath(input.path, DEFAULT_LANGUAGE) });
  }
  const title = seo.title
    ? fitTitle(seo.title)
    : input.heading
      ? fitTitle(input.heading, settings.siteName)
      : fitTitle(settings.seo.title || settings.siteName);
  const description = seo.description || (input.summary ? clip(input.summary, SEO_DESCRIPTION_MAX) : null) || settings.seo.description || "";
  return {
    title,
    description,
    keywords: seo.keywords?.length ? seo.keywords : settings.seo.keywords,
    longText: seo.longText || null,
    canonical,
    url,
    alternates,
    noindex: (input.noindex ?? false) || seo.noindex === true,
    image: imageOf(seo, settings),
    lastModified: input.modifiedAt ?? null,
    publisher: publisherOf(settings, siteUrl),
  };
}

export function settingsFor(all: SiteSettings[], language: Language): SiteSettings {
  const found = all.find((s) => s.language === language) ?? all.find((s) => s.language === DEFAULT_LANGUAGE);
  if (!found) throw new Error(`No siteSettings document for "${language}" (nor for "${DEFAULT_LANGUAGE}"): add siteSettings-${language} to the dataset`);
  return found;
}

/** The latest of some ISO timestamps (null when there are none). */
export function latest(dates: ReadonlyArray<string | null | undefined>): string | null {
  const known = dates.filter((d): d is string => typeof d === "string" && d !== "");
  return known.length ? known.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)) : null;
}
