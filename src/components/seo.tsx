import type { Breadcrumb, ResolvedSeo } from "../build/page-types";
import { JsonLd } from "./json-ld";

type Props = { seo: ResolvedSeo; language: string; breadcrumbs?: Breadcrumb[]; siteUrl?: string; children?: React.ReactNode };

/** The one <head> for every template (STYLE.md): title, description, keywords, canonical, hreflang, breadcrumbs. */
export function Seo({ seo, language, breadcrumbs, children }: Props) {
  const origin = new URL(seo.canonical).origin;
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
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {breadcrumbs && breadcrumbs.length > 1 ? (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            itemListElement: breadcrumbs.map((b, i) => ({ "@type": "ListItem", position: i + 1, name: b.name, item: origin + b.path })),
          }}
        />
      ) : null}
      {children}
    </>
  );
}
