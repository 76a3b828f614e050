// The canonical address an editor chose for a page (issue 36): another document of the site, or an absolute
// URL, instead of the page's own address. Resolved once, in resolveSeo (src/build/seo.ts).
import { localizePath } from "../lib/i18n-config";
import { documentRoute } from "../../schemas/lib/routes";
import { isLanguage } from "../../schemas/lib/languages";
import type { SeoFields } from "./page-types";

export class CanonicalError extends Error {
  override name = "CanonicalError";
}

/**
 * The page's canonical: the seo object's URL, else the address of the document it names (in that document's
 * language), else the page's own address. A named document that gives no page stops the build, naming both.
 */
export function canonicalOf(seo: SeoFields, ownUrl: string, siteUrl: string): string {
  if (seo.canonicalUrl) return seo.canonicalUrl;
  const doc = seo.canonicalDocument;
  if (!doc) return ownUrl;
  const route = documentRoute({ ...doc, language: doc.language ?? undefined });
  if (!route || !isLanguage(doc.language))
    throw new CanonicalError(`The page ${ownUrl} names ${doc._type} "${doc._id}" as its canonical, which gives no page: choose another document`);
  return siteUrl + localizePath(route, doc.language);
}
