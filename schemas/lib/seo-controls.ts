// Rules of the seo object's indexing controls (issue 36): `noindex`, and a canonical address other than the
// page's own, given as another document or as an absolute URL. Plain functions wired into the seo object
// (schemas/objects/seo.ts) and unit-tested without the studio.
import { PAGE_TYPES } from "./routes";

export type RuleResult = true | string;

/** The document types a canonical reference may name: those that give a page. */
export const CANONICAL_TYPES = [...PAGE_TYPES].map((type) => ({ type }));

/** A canonical URL must be an absolute http(s) address without a fragment. */
export function checkCanonicalUrl(value: unknown): RuleResult {
  if (value === undefined || value === null || value === "") return true;
  if (typeof value !== "string") return "Enter an address";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter an absolute address, for example https://www.example.com/page/";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "The canonical address must start with https:// (or http://)";
  if (url.hash) return "A canonical address has no #fragment: search engines ignore it";
  if (url.username || url.password) return "A canonical address has no user name or password";
  return true;
}

type CanonicalContext = {
  document?: { _id?: string; [key: string]: unknown };
  parent?: unknown;
};

const published = (id: string | undefined) => (id ?? "").replace(/^drafts\./, "");

/** The canonical reference: not this document, and not together with a canonical URL. */
export function checkCanonicalDocument(value: unknown, context: CanonicalContext): RuleResult {
  const ref = (value as { _ref?: unknown } | null | undefined)?._ref;
  if (typeof ref !== "string" || ref === "") return true;
  if (published(ref) === published(context.document?._id)) return "A page is its own canonical already: choose another document, or leave this empty";
  const url = (context.parent as { canonicalUrl?: unknown } | undefined)?.canonicalUrl;
  if (typeof url === "string" && url.trim() !== "") return "Give the canonical as a document or as an address, not both";
  return true;
}

/** A noindexed page that names a canonical elsewhere sends search engines two different signals. */
export function checkNoindexWithCanonical(noindex: unknown, context: CanonicalContext): RuleResult {
  if (noindex !== true) return true;
  const parent = context.parent as { canonicalUrl?: unknown; canonicalDocument?: { _ref?: unknown } } | undefined;
  if ((typeof parent?.canonicalUrl === "string" && parent.canonicalUrl !== "") || typeof parent?.canonicalDocument?._ref === "string")
    return "A hidden page's canonical is ignored: search engines drop the page either way. Keep one of the two.";
  return true;
}
