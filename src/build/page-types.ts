import type { Language } from "../lib/i18n-config";

/** Portable Text as it comes from the dataset; rendered by components/portable-text.tsx. */
export type PortableTextValue = Array<{ _type: string; _key: string; [key: string]: unknown }>;

/** An image field as read from the content: a CDN URL, or the embedded dataset's local file (`local`) until resolved. */
export type SeoImageSource = { url: string | null; local?: string | null; width: number | null; height: number | null; alt: string | null };
/** A picture field (hero, product image) as read from the content: an image field plus Sanity's crop. */
export type PictureSource = SeoImageSource & { crop: { top: number; bottom: number; left: number; right: number } | null };
/**
 * A responsive picture (decision 097): `srcSet` lists its variants by width (empty for a vector picture, one
 * file for every width: decision 118), `width`/`height` are its own
 * size (the aspect ratio that keeps the layout still while it loads), `alt` is in the page's language.
 */
export type Picture = { src: string; srcSet: string; width: number; height: number; alt: string };

/** An image with an absolute URL (og:image, JSON-LD image). */
export type SeoImage = { url: string; width: number | null; height: number | null; alt: string | null };

export type SeoFields = {
  title?: string | null;
  description?: string | null;
  keywords?: string[] | null;
  longText?: string | null;
  image?: SeoImageSource | null;
  /** The editor's "hide from search engines" (issue 36). */
  noindex?: boolean;
  /** A canonical address outside the site, absolute. */
  canonicalUrl?: string | null;
  /** A canonical page of the site: the document as its route needs it (schemas/lib/routes.ts). */
  canonicalDocument?: CanonicalDocument | null;
};

export type CanonicalDocument = {
  _id: string;
  _type: string;
  language?: string | null;
  slug?: string | null;
  productLine?: string | null;
  prefix?: string | null;
  planSlug?: string | null;
  kind?: string | null;
};

/** The site as author and publisher of its pages (JSON-LD). */
export type Publisher = { name: string; url: string; logo: string };

export type Alternate = { hrefLang: Language | "x-default"; href: string };

/** What every page's <head> gets: resolved at build time, the document's SEO first, site settings after. */
export type ResolvedSeo = {
  title: string;
  description: string;
  keywords: string[];
  longText: string | null;
  /** The address search engines should index: the page's own (`url`) unless its document names another (issue 36). */
  canonical: string;
  /** The page's own absolute address (og:url, the sitemap's loc). */
  url: string;
  alternates: Alternate[];
  noindex: boolean;
  /** og:image, twitter:image and the structured data's image: the document's, else the site default. */
  image: SeoImage | null;
  /** The document's `_updatedAt` (sitemap lastmod); null for pages made from the catalog alone. */
  lastModified: string | null;
  publisher: Publisher;
};

export type Breadcrumb = { name: string; path: string };

export type PageContextBase = {
  language: Language;
  seo: ResolvedSeo;
  breadcrumbs: Breadcrumb[];
};

export type TagSummary = { title: string; slug: string; description: string | null; count: number };
export type ArticleSummary = { title: string; slug: string; excerpt: string | null; tags: Array<{ title: string; slug: string }>; updatedAt: string | null };

export type HelpIndexContext = PageContextBase & { heading: string; articles: ArticleSummary[]; tags: TagSummary[] };
export type HelpArticleContext = PageContextBase & {
  article: ArticleSummary & { body: PortableTextValue; publishedAt: string | null };
  related: ArticleSummary[];
};
export type HelpTagContext = PageContextBase & { tag: TagSummary; articles: ArticleSummary[] };

// ——— Public pages (decision 003) ———

/** A catalog plan as the templates show it (prices in EUR from the catalog, never from the CMS). */
export type PlanCard = {
  slug: string;
  name: string;
  line: string;
  price: number;
  prices: Array<{ months: number; price: number; discount: number }>;
  cpu: number | null;
  memory: number | null;
  disk: number | null;
  sites: number | null;
  space: number | null;
  cpuArch: "arm" | "x86" | null;
  minCpuFreq: number | null;
  /** A dedicated server's threads (`cpu` counts its physical cores then) and drive type (catalog, decision 165). */
  threads: number | null;
  diskType: "nvme" | "ssd" | "hdd" | null;
  /** Marked "Popular" wherever its line's plans are listed. */
  popular: boolean;
  testSupported: boolean;
  locations: string[];
  /** The plan page, when the line has plan pages (web hosting, VPS, dedicated). */
  href: string | null;
  /** Where "Order" leads: the checkout of this plan. */
  orderHref: string;
};

type Link = { label: string; href: string };
export type SectionView =
  | {
      _type: "hero";
      _key: string;
      heading: string;
      text: string | null;
      primaryCta: Link;
      secondaryCta: Link | null;
      highlights: string[];
      highlightLinks?: Array<string | null>;
    }
  | { _type: "planTable"; _key: string; heading: string; intro: string | null; productLine: string; plans: PlanCard[]; image: Picture | null }
  | { _type: "featureGrid"; _key: string; heading: string; intro: string | null; items: Array<{ _key: string; title: string; text: string; icon: string }> }
  | { _type: "faq"; _key: string; heading: string; items: Array<{ _key: string; question: string; answer: string }> }
  | { _type: "cta"; _key: string; heading: string; text: string | null; button: Link }
  | { _type: "richText"; _key: string; heading: string | null; body: PortableTextValue }
  | {
      _type: "comparison";
      _key: string;
      heading: string;
      intro: string | null;
      columns: string[];
      rows: Array<{ _key: string; label: string; values: string[] }>;
    }
  | { _type: string; _key: string; unknown: true };

export type VpnModeView = { mode: "single-hop" | "multi-hop"; title: string; text: string; features: string[]; plan: PlanCard };
export type LocationView = { name: string; city: string; flag: string; countryCode: string };
export type PostalAddressView = { streetAddress: string; postalCode: string; addressLocality: string; addressCountry: string };
export type OrganizationView = {
  name: string;
  url: string;
  logo: string;
  email: string | null;
  phone: string | null;
  address: PostalAddressView | null;
  foundingDate: string | null;
};

/** Catalog data of a product page's client islands (the VPS configurator, the dedicated configurator and survey). */
export type ConfiguratorView = {
  line: "vps" | "dedicated";
  plans: PlanCard[];
  locations: Array<{ slug: string; name: string; countryCode: string }>;
};

/** A product page's links to its variant landings (src/build/index-groups.ts). */
/** A card of an index section; `noteHref`: the note links too (a place's city page beside its country page). */
export type IndexLink = { href: string; title: string; note: string | null; flag: string | null; noteHref?: string };
export type IndexGroup = { id: "software" | "os" | "use-cases" | "themes" | "locations"; heading: string; links: IndexLink[] };

export type LandingContext = PageContextBase & {
  kind: "home" | "product" | "variant" | "info";
  title: string;
  lead: string;
  /** The picture beside the h1 (decision 097): the document's, for a variant landing else its product landing's. */
  heroImage: Picture | null;
  sections: SectionView[];
  productLine: string | null;
  vpnModes: VpnModeView[];
  location: LocationView | null;
  infoKind: string | null;
  contactSubjects: Array<{ value: string; label: string }>;
  contacts: { email: string | null; phone: string | null; address: string | null } | null;
  organization: OrganizationView | null;
  highlights: string[];
  /** The configurator island's data on the VPS and dedicated product pages; null elsewhere. */
  configurator: ConfiguratorView | null;
  /** Index sections of a product page: its variant landings by kind; empty elsewhere. */
  indexGroups: IndexGroup[];
};

export type PlanContext = PageContextBase & {
  title: string;
  lead: string;
  plan: PlanCard;
  /** The plan page text's product image, else the product landing's (decision 097). */
  productImage: Picture | null;
  lineTitle: string;
  sections: SectionView[];
  otherPlans: PlanCard[];
};

export type NewsSummary = { title: string; slug: string; excerpt: string; publishedAt: string };
export type NewsIndexContext = PageContextBase & { title: string; lead: string; posts: NewsSummary[] };
export type DocumentContext = PageContextBase & {
  kind: "news" | "legal";
  title: string;
  lead: string | null;
  body: PortableTextValue;
  publishedAt: string | null;
  effectiveDate: string | null;
  others: Array<{ title: string; href: string }>;
};
