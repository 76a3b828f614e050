// Rules of the editors' redirects (issue 36), shared by the studio (the redirect document, the redirect written
// when a published slug changes) and the build (src/build/redirects.ts).
import { documentPath, type RoutableDocument } from "./routes";

export type RedirectStatus = 301 | 302 | 308;
export const REDIRECT_STATUSES: readonly RedirectStatus[] = [301, 302, 308];

/** A site path a redirect may start from: absolute, no query, fragment, spaces, quotes or wildcards. */
export const isRedirectSource = (from: string) => /^\/[^\s?#*"';{}\\]*$/.test(from);
/** Where a redirect may lead: a site path, or an absolute http(s) URL, without spaces or quotes. */
export const isRedirectTarget = (to: string) => /^(\/|https?:\/\/)[^\s"';{}\\]*$/.test(to);

export function checkRedirectSource(value: unknown): true | string {
  if (typeof value !== "string" || value === "") return true;
  return isRedirectSource(value) || "A path of this site: starts with /, without ?, #, * or spaces (for example /help/old-slug/)";
}

export function checkRedirectTarget(value: unknown): true | string {
  if (typeof value !== "string" || value === "") return true;
  return isRedirectTarget(value) || "A path of this site (/vps/) or an absolute address (https://…), without spaces or quotes";
}

/** The id of the studio's redirect from a path: one document per old address, replaced when written again. */
export const redirectIdFor = (from: string) => `redirect-${from.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "root"}`;

export type SlugRedirect = { _id: string; _type: "redirect"; from: string; to: string; statusCode: 301; reason: "slug-change" };

/**
 * What publishing does to redirects when a published page's address changes: a 301 from the old address to the
 * new one, and the studio's redirect from the new address deleted (the page is back there; the build refuses a
 * redirect from a page). Null when the address did not change.
 */
export function slugChangeRedirect(published: RoutableDocument | null, next: RoutableDocument | null): { write: SlugRedirect; remove: string } | null {
  const from = published ? documentPath(published) : null;
  const to = next ? documentPath(next) : null;
  if (!from || !to || from === to) return null;
  return { write: { _id: redirectIdFor(from), _type: "redirect", from, to, statusCode: 301, reason: "slug-change" }, remove: redirectIdFor(to) };
}
