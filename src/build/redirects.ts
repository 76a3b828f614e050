// The editors' redirects (issue 36): `redirect` documents, including those the studio writes when a published
// slug changes (studio/src/slug-redirect-action.ts). The build checks them, flattens chains so a visitor is sent once,
// and refuses loops, naming the documents; hosting-files.ts writes them for nginx, `_redirects` and `npm run serve`.

import { REDIRECT_STATUSES, isRedirectSource, isRedirectTarget, type RedirectStatus } from "../../schemas/lib/redirect-rules";

/** A redirect document as the query reads it. */
export type RedirectDoc = { _id: string; from: string; to: string; statusCode: number | null };

/** A redirect as the hosts apply it: the path asked for, where it sends (a path or an absolute URL) and how. */
export type SiteRedirect = { from: string; to: string; status: RedirectStatus; id: string };

export class RedirectError extends Error {
  override name = "RedirectError";
}

/**
 * Checks the documents against each other and the built pages, then flattens chains: `/a → /b` and `/b → /c`
 * become `/a → /c` and `/b → /c`. The first hop's status is kept (an editor's 302 stays temporary).
 * Refused, naming the documents: a bad path, two redirects from one path, a redirect from a page that exists
 * (it would hide the page on nginx and never run on the other hosts), and a loop.
 */
export function resolveRedirects(docs: readonly RedirectDoc[], pagePaths: ReadonlySet<string>): SiteRedirect[] {
  const byFrom = new Map<string, RedirectDoc>();
  for (const doc of docs) {
    if (!isRedirectSource(doc.from))
      throw new RedirectError(`redirect "${doc._id}": "${doc.from}" is not a site path (it starts with / and has no ?, # or spaces)`);
    if (!isRedirectTarget(doc.to)) throw new RedirectError(`redirect "${doc._id}": "${doc.to}" is neither a site path nor an absolute http(s) address`);
    const status = doc.statusCode ?? 301;
    if (!REDIRECT_STATUSES.includes(status as RedirectStatus)) throw new RedirectError(`redirect "${doc._id}": status ${status} is not one of 301, 302, 308`);
    if (doc.from === doc.to) throw new RedirectError(`redirect "${doc._id}" sends ${doc.from} to itself`);
    const twin = byFrom.get(doc.from);
    if (twin) throw new RedirectError(`redirects "${twin._id}" and "${doc._id}" both start from ${doc.from}: delete one`);
    if (pagePaths.has(doc.from))
      throw new RedirectError(`redirect "${doc._id}" starts from ${doc.from}, which is a page of the site: delete the redirect or the page`);
    byFrom.set(doc.from, doc);
  }
  return [...byFrom.values()].map((first) => {
    const seen = [first];
    let to = first.to;
    for (let next = byFrom.get(to); next; next = byFrom.get(to)) {
      if (seen.includes(next)) {
        const loop = [...seen.slice(seen.indexOf(next)), next];
        throw new RedirectError(`redirects loop: ${loop.map((d) => `"${d._id}" (${d.from})`).join(" → ")}: change one of them`);
      }
      seen.push(next);
      to = next.to;
    }
    return { from: first.from, to, status: (first.statusCode ?? 301) as RedirectStatus, id: first._id };
  });
}

/** nginx exact locations for the redirects: an exact `location =` wins over every prefix of the site's config. */
export function nginxRedirects(redirects: readonly SiteRedirect[]): string {
  if (!redirects.length) return "";
  const lines = redirects.map((r) => `location = ${r.from} { return ${r.status} ${r.to}; }`);
  return ["", "# The editors' redirects (redirect documents; chains flattened by the build, src/build/redirects.ts).", ...lines, ""].join("\n");
}
