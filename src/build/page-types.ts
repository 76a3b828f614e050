import type { Language } from "../lib/i18n-config";

/** Portable Text as it comes from the dataset; rendered by components/portable-text.tsx. */
export type PortableTextValue = Array<{ _type: string; _key: string; [key: string]: unknown }>;

export type SeoFields = {
  title?: string | null;
  description?: string | null;
  keywords?: string[] | null;
  longText?: string | null;
};

export type Alternate = { hrefLang: Language | "x-default"; href: string };

/** What every page's <head> gets: resolved at build time, the document's SEO first, site settings after. */
export type ResolvedSeo = {
  title: string;
  description: string;
  keywords: string[];
  longText: string | null;
  canonical: string;
  alternates: Alternate[];
  noindex: boolean;
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
