import type { Authored } from "./dsl";
import type { Language } from "../../../schemas/lib/languages";

export interface SeoInput {
  title?: string;
  description?: string;
  keywords?: string[];
  longText?: string;
  /** A local image file, relative to studio/seed/ (written as Sanity's `_sanityAsset` import reference). */
  image?: { file: string; alt: string };
  /** Hide the page from search engines (robots noindex, out of the sitemap and the help search). */
  noindex?: boolean;
  /** The _id of the page search engines should show instead (written as a weak reference, issue 36). */
  canonicalDocument?: string;
}

/** `"empty"` writes `seo: {_type: "seo"}` with no fields; omitting `seo` leaves the field absent. */
export type SeoSource = SeoInput | "empty";

export interface LocalisedArticle {
  title: string;
  excerpt: string;
  seo?: SeoSource;
  body: Authored[];
}

export interface ArticleSource {
  slug: string;
  tags: string[];
  publishedAt: string;
  updatedAt?: string;
  en: LocalisedArticle;
  ru: LocalisedArticle;
}

export interface LocalisedTag {
  title: string;
  description: string;
  seo?: SeoSource;
}

export interface TagSource {
  slug: string;
  createdAt: string;
  en: LocalisedTag;
  ru: LocalisedTag;
}

export interface SiteSettingsSource {
  language: Language;
  siteName: string;
  seo: Required<Omit<SeoInput, "noindex" | "canonicalDocument">>;
  /** Metadata of the pages that have no document of their own (decision 093). */
  helpSeo: SeoInput;
  partnersSeo: SeoInput;
  contacts: {
    email: string;
    phone: string;
    address: string;
    postalAddress: { streetAddress: string; postalCode: string; addressLocality: string; addressCountry: string };
  };
  footerLinks: Array<{ label: string; href: string }>;
  /** Provider ids of SOCIAL_LOGIN_PROVIDERS hidden from Russian users (spec §5, decision 034). */
  socialLoginDisabledForRu: string[];
}

/** A redirect document of the seed (issue 36): an address that moved, as the studio's redirects manager holds it. */
export interface RedirectSource {
  from: string;
  to: string;
  statusCode: 301 | 302 | 308;
  /** "slug-change": what the studio writes when a published slug changes (studio/src/slug-redirect-action.ts). */
  reason?: "slug-change";
  createdAt: string;
}
