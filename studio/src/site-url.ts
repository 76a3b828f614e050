// The site's public origin as the studio knows it: SANITY_STUDIO_SITE_URL (the same value as the build's SITE_URL),
// else the local demo's origin. Used by the "Open on site" action and the SEO previews (decision 095).
import { LOCAL_SITE_URL } from "../../src/lib/domains";
import { documentPath, type RoutableDocument } from "../../schemas/lib/routes";

/** An http(s) origin without a trailing slash; anything else falls back to the local demo. */
export function siteUrlFrom(value: string | undefined): string {
  if (!value) return LOCAL_SITE_URL;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return LOCAL_SITE_URL;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  } catch {
    return LOCAL_SITE_URL;
  }
}

export const STUDIO_SITE_URL = siteUrlFrom(process.env.SANITY_STUDIO_SITE_URL);

/** The built page of a document: SITE_URL + the route the build gives it (schemas/lib/routes.ts). */
export function pageUrl(doc: RoutableDocument, siteUrl: string = STUDIO_SITE_URL): string | null {
  const path = documentPath(doc);
  return path ? siteUrl + path : null;
}
