// The route of every page a document gives (spec §2, decision 003): one function per route family, used by the
// build's route table (src/build/public-pages.ts, help-pages.ts) and by the studio's "Open on site" action
// (documentPath), so an editor lands on the page the build made from the document.
import { localizePath } from "../../src/lib/i18n-config";
import { isLanguage } from "./languages";
import { INFO_KINDS, LEGAL_KINDS, PRODUCT_LINES } from "./site-model";

export const HOME_PATH = "/";
export const HELP_PATH = "/help/";
export const NEWS_PATH = "/news/";
export const PARTNERS_PATH = "/partners/";

const lineOf = (id: unknown) => PRODUCT_LINES.find((l) => l.id === id);

/** A product line's landing (`/virtual-private-servers/`). */
export function productPath(line: unknown): string | null {
  return lineOf(line)?.base ?? null;
}

/** A variant landing (`/virtual-private-servers/in-germany/`). */
export function variantPath(line: unknown, prefix: string, slug: string): string | null {
  const base = productPath(line);
  return base ? `${base}${prefix}-${slug}/` : null;
}

/** A catalog plan's page; null for lines without plan pages (VPN, S3, backup). */
export function planPath(line: unknown, planSlug: string): string | null {
  const found = lineOf(line);
  return found?.planPages ? `${found.base}${planSlug}/` : null;
}

export const newsPostPath = (slug: string) => `${NEWS_PATH}${slug}/`;
export const helpArticlePath = (slug: string) => `${HELP_PATH}${slug}/`;
export const helpTagPath = (slug: string) => `${HELP_PATH}tag/${slug}/`;

export function legalPath(kind: unknown): string | null {
  return LEGAL_KINDS.find((k) => k.id === kind)?.path ?? null;
}

export function infoPath(kind: unknown): string | null {
  return INFO_KINDS.find((k) => k.id === kind)?.path ?? null;
}

/** A document as the studio holds it (slugs are `{ current }` objects there, plain strings in query results). */
export type RoutableDocument = {
  _type: string;
  language?: unknown;
  slug?: { current?: string } | string | null;
  productLine?: unknown;
  prefix?: unknown;
  planSlug?: unknown;
  kind?: unknown;
};

/** The document types that give pages (the cases of documentRoute). */
export const PAGE_TYPES: ReadonlySet<string> = new Set([
  "homePage",
  "productPage",
  "variantPage",
  "planPage",
  "newsPost",
  "helpArticle",
  "tag",
  "legalPage",
  "infoPage",
]);

/** siteSettings holds the metadata of pages without a document (decision 093): its seo fields and their routes. */
export const SETTINGS_SEO_ROUTES: Readonly<Record<string, string | null>> = { seo: null, helpSeo: HELP_PATH, partnersSeo: PARTNERS_PATH };

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** The route of a document's page without the language prefix, or null when it gives no page (or lacks a field the route needs). */
export function documentRoute(doc: RoutableDocument): string | null {
  const slug = text(typeof doc.slug === "object" && doc.slug !== null ? doc.slug.current : doc.slug);
  switch (doc._type) {
    case "homePage":
      return HOME_PATH;
    case "productPage":
      return productPath(doc.productLine);
    case "variantPage": {
      const prefix = text(doc.prefix);
      return prefix && slug ? variantPath(doc.productLine, prefix, slug) : null;
    }
    case "planPage": {
      const planSlug = text(doc.planSlug);
      return planSlug ? planPath(doc.productLine, planSlug) : null;
    }
    case "newsPost":
      return slug ? newsPostPath(slug) : null;
    case "helpArticle":
      return slug ? helpArticlePath(slug) : null;
    case "tag":
      return slug ? helpTagPath(slug) : null;
    case "legalPage":
      return legalPath(doc.kind);
    case "infoPage":
      return infoPath(doc.kind);
    default:
      return null;
  }
}

/** The document's page path in its language (`/ru/help/…/` for a Russian article), or null. */
export function documentPath(doc: RoutableDocument): string | null {
  const route = documentRoute(doc);
  return route && isLanguage(doc.language) ? localizePath(route, doc.language) : null;
}
