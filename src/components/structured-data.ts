import type { Breadcrumb, OrganizationView, Picture, PlanCard, Publisher, ResolvedSeo } from "../build/page-types";

// JSON-LD of every page type, built from the page context (rules: src/build/structured-data-rules.ts).
// The templates' Head renders what these return; nothing here reads the CMS directly.

const CONTEXT = "https://schema.org";

const organizationRef = (p: Publisher) => ({
  "@type": "Organization",
  name: p.name,
  url: p.url,
  logo: { "@type": "ImageObject", url: p.logo },
});

/** The page's image (the document's social image, else the site default), or the site's logo. */
const imageOf = (seo: ResolvedSeo) => seo.image?.url ?? seo.publisher.logo;

export function breadcrumbListLd(breadcrumbs: Breadcrumb[], origin: string) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbs.map((b, i) => ({ "@type": "ListItem", position: i + 1, name: b.name, item: origin + b.path })),
  };
}

export function organizationLd(org: OrganizationView) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: org.name,
    url: org.url,
    logo: org.logo,
    ...(org.email ? { email: org.email } : {}),
    ...(org.phone ? { telephone: org.phone } : {}),
    ...(org.foundingDate ? { foundingDate: org.foundingDate } : {}),
    ...(org.address ? { address: { "@type": "PostalAddress", ...org.address } } : {}),
  };
}

/**
 * The widest variant of a picture as an absolute URL (its srcset, written by src/build/content-images.ts as
 * "url 320w, url 480w, …"; a CDN URL's `rect=a,b,c,d` holds no space, so ", " separates candidates).
 */
export function widestVariantUrl(picture: Picture, pageUrl: string): string {
  const candidates = picture.srcSet
    .split(", ")
    .map((c) => /^(\S+) (\d+)w$/.exec(c.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ url: m[1]!, width: Number(m[2]) }));
  const widest = candidates.reduce<{ url: string; width: number } | null>((a, b) => (a && a.width >= b.width ? a : b), null);
  return new URL(widest?.url ?? picture.src, pageUrl).href;
}

/**
 * A plan page's Product. Google wants the product's own picture, shown on the page: the plan's product
 * picture from the CMS (its widest variant); the social image only when the page has no picture.
 * The brand is the site's name from site settings (the publisher).
 */
export function productLd(plan: PlanCard, lineTitle: string, seo: ResolvedSeo, picture: Picture | null) {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: plan.name,
    description: seo.description,
    sku: `${plan.line}:${plan.slug}`,
    category: lineTitle,
    url: seo.canonical,
    image: picture ? widestVariantUrl(picture, seo.canonical) : imageOf(seo),
    brand: { "@type": "Brand", name: seo.publisher.name },
    offers: {
      "@type": "Offer",
      price: plan.price.toFixed(2),
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      url: seo.canonical,
    },
  };
}

type ArticleInput = { headline: string; language: string; seo: ResolvedSeo; datePublished: string | null; dateModified: string | null };

export type ArticleTimes = { published: string | null; modified: string | null };

/** When an article was published and last changed: the Article's dates and the head's article:*_time (issue 36). */
export function articleTimes({ seo, datePublished, dateModified }: Pick<ArticleInput, "seo" | "datePublished" | "dateModified">): ArticleTimes {
  const published = datePublished ?? dateModified ?? seo.lastModified;
  const modified = [dateModified, seo.lastModified, published].find((d): d is string => !!d && (!published || Date.parse(d) >= Date.parse(published)));
  return { published, modified: modified ?? null };
}

/** A news post or help article; the site is author and publisher (articles are not signed). */
export function articleLd({ headline, language, seo, datePublished, dateModified }: ArticleInput) {
  const { published, modified } = articleTimes({ seo, datePublished, dateModified });
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline,
    description: seo.description,
    inLanguage: language,
    image: [imageOf(seo)],
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author: [organizationRef(seo.publisher)],
    publisher: organizationRef(seo.publisher),
    mainEntityOfPage: seo.canonical,
  };
}
