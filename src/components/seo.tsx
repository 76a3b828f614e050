import type { Breadcrumb, ResolvedSeo } from "../build/page-types";
import { JsonLd } from "./json-ld";
import { breadcrumbListLd, type ArticleTimes } from "./structured-data";

type Props = {
  seo: ResolvedSeo;
  language: string;
  breadcrumbs?: Breadcrumb[];
  /** A help article's or news post's dates: og:type "article" with its times (issue 36); other pages are "website". */
  article?: ArticleTimes;
  children?: React.ReactNode;
};

/**
 * The one <head> for every template (STYLE.md): title, description, keywords, canonical, hreflang, the
 * social card (Open Graph and X/Twitter, decision 093) and breadcrumbs.
 */
export function Seo({ seo, language, breadcrumbs, article, children }: Props) {
  return (
    <>
      <html lang={language} />
      <title>{seo.title}</title>
      {seo.description ? <meta name="description" content={seo.description} /> : null}
      {seo.keywords.length ? <meta name="keywords" content={seo.keywords.join(", ")} /> : null}
      {seo.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={seo.canonical} />}
      {seo.noindex ? null : seo.alternates.map((a) => <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />)}
      <meta property="og:title" content={seo.title} />
      {seo.description ? <meta property="og:description" content={seo.description} /> : null}
      <meta property="og:url" content={seo.canonical} />
      <meta property="og:locale" content={language === "ru" ? "ru_RU" : "en_US"} />
      <meta property="og:type" content={article ? "article" : "website"} />
      {article?.published ? <meta property="article:published_time" content={article.published} /> : null}
      {article?.modified ? <meta property="article:modified_time" content={article.modified} /> : null}
      <meta property="og:site_name" content={seo.publisher.name} />
      {seo.image ? <meta property="og:image" content={seo.image.url} /> : null}
      {seo.image?.width ? <meta property="og:image:width" content={String(seo.image.width)} /> : null}
      {seo.image?.height ? <meta property="og:image:height" content={String(seo.image.height)} /> : null}
      {seo.image?.alt ? <meta property="og:image:alt" content={seo.image.alt} /> : null}
      <meta name="twitter:card" content={seo.image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={seo.title} />
      {seo.description ? <meta name="twitter:description" content={seo.description} /> : null}
      {seo.image ? <meta name="twitter:image" content={seo.image.url} /> : null}
      {seo.image ? <meta name="twitter:image:alt" content={seo.image.alt || seo.title} /> : null}
      {breadcrumbs && breadcrumbs.length > 1 ? <JsonLd data={breadcrumbListLd(breadcrumbs, new URL(seo.canonical).origin)} /> : null}
      {children}
    </>
  );
}
