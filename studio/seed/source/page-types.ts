// Source shapes of the page seed (decision 003). One entry per page, holding both languages; the
// seed build (studio/seed/build.ts) turns each into two documents with ids, _key and Portable Text.
import type { Authored } from "./dsl";
import type { SeoSource } from "./types";
import type { ClaimName, FeatureIcon, InfoKind, LegalKind, ProductLineId, VariantPrefix } from "../../../schemas/lib/site-model";
import type { Language } from "../../../schemas/lib/languages";

export interface LinkSource {
  label: string;
  href: string;
}

export type SectionSource =
  | { _type: "hero"; heading: string; text?: string; primaryCta: LinkSource; secondaryCta?: LinkSource; highlights?: string[] }
  | { _type: "planTable"; heading: string; intro?: string; productLine: ProductLineId; planSlugs?: string[] }
  | { _type: "featureGrid"; heading: string; intro?: string; items: Array<{ title: string; text: string; icon: FeatureIcon }> }
  | { _type: "faq"; heading: string; items: Array<{ question: string; answer: string }> }
  | { _type: "cta"; heading: string; text?: string; button: LinkSource }
  | { _type: "richText"; heading?: string; body: Authored[] }
  | { _type: "comparison"; heading: string; intro?: string; columns: string[]; rows: Array<{ label: string; values: string[] }> };

interface PageText {
  title: string;
  lead: string;
  sections: SectionSource[];
  seo?: SeoSource;
}

export type Pair<T> = Record<Language, T>;

export type PageSource =
  | ({ type: "homePage" } & Pair<PageText>)
  | ({ type: "productPage"; productLine: ProductLineId } & Pair<
      PageText & { vpnModes?: Array<{ mode: "single-hop" | "multi-hop"; title: string; text: string; planSlug: string; features: string[] }> }
    >)
  | ({
      type: "variantPage";
      productLine: "web-hosting" | "vps" | "dedicated";
      prefix: VariantPrefix;
      slug: string;
      location?: string;
      software?: string;
    } & Pair<PageText>)
  | ({ type: "planPage"; productLine: "web-hosting" | "vps" | "dedicated"; planSlug: string } & Pair<Omit<PageText, "title"> & { title?: string }>)
  | ({ type: "newsPost"; slug: string; publishedAt: string } & Pair<{ title: string; excerpt: string; body: Authored[]; seo?: SeoSource }>)
  | ({ type: "legalPage"; kind: LegalKind; effectiveDate: string } & Pair<{ title: string; body: Authored[]; seo?: SeoSource }>)
  | ({ type: "infoPage"; kind: InfoKind } & Pair<
      PageText & { contactSubjects?: Array<{ value: "sales" | "support" | "billing" | "abuse" | "partnership"; label: string }> }
    >)
  | ({ type: "location"; slug: string; kind: "country" | "city"; countryCode: string; catalogLocation: string; flag: string } & Pair<{
      name: string;
      city: string;
    }>)
  | ({ type: "software"; slug: string; kind: "cms" | "framework" | "shop" | "os" | "panel" } & Pair<{ name: string; description: string }>);

/** siteSettings fields added by the page model (claims of spec §9, footer columns). */
export interface SettingsExtras {
  claims: Record<ClaimName, number> & { dataCentres: string[] };
  footerColumns: Array<{ title: string; links: LinkSource[] }>;
}

/** The `_id` of a page source in one language (decision 003). */
export function pageSourceId(source: PageSource, language: Language): string {
  switch (source.type) {
    case "homePage":
      return `homePage-${language}`;
    case "productPage":
      return `product-${source.productLine}-${language}`;
    case "variantPage":
      return `variant-${source.productLine}-${source.prefix}-${source.slug}-${language}`;
    case "planPage":
      return `plan-${source.productLine}-${source.planSlug}-${language}`;
    case "newsPost":
      return `news-${source.slug}-${language}`;
    case "legalPage":
      return `legal-${source.kind}-${language}`;
    case "infoPage":
      return `info-${source.kind}-${language}`;
    case "location":
      return `location-${source.slug}-${language}`;
    case "software":
      return `software-${source.slug}-${language}`;
  }
}
