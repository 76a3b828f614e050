// Studio warnings on page metadata (issue 18): a heading search results would cut, and a description another
// page already uses. Plain functions wired into the seo object's rules (schemas/objects/seo.ts).
import { SANITY_API_VERSION } from "./languages";
import { SEO_TITLE_MAX } from "./seo-limits";

export type RuleResult = true | string;

/** The seo fields of a document that hold page metadata (siteSettings holds three: defaults, /help/, /partners/). */
export const SEO_FIELDS = ["seo", "helpSeo", "partnersSeo"] as const;

/** An empty meta title makes the build use the heading; a heading over the limit is cut in search results. */
export function checkHeadingFits(seoTitle: unknown, heading: unknown): RuleResult {
  if (typeof seoTitle === "string" && seoTitle.trim() !== "") return true;
  if (typeof heading !== "string" || heading.length <= SEO_TITLE_MAX) return true;
  return `The page title comes from the heading, which has ${heading.length} characters: search results cut it after ${SEO_TITLE_MAX}. Write a shorter meta title.`;
}

/** Another document using a description (GROQ; every seo field of every document, drafts included, this one excluded). */
export const SAME_DESCRIPTION_QUERY = `*[!(_id in [$draft, $published]) && (${SEO_FIELDS.map((f) => `lower(${f}.description) == $description`).join(" || ")})]{_id, _type, title, siteName}[0...3]`;

export type SameDescriptionRow = { _id: string; _type: string; title?: string | null; siteName?: string | null };

const published = (id: string) => id.replace(/^drafts\./, "");

export function sameDescriptionParams(documentId: string, description: string) {
  const id = published(documentId);
  return { draft: `drafts.${id}`, published: id, description: description.trim().toLowerCase() };
}

/** The warning for the documents found (a draft and its published version count once). */
export function duplicateDescriptionMessage(rows: readonly SameDescriptionRow[], ownFields: readonly string[] = []): RuleResult {
  const names = [...new Set(rows.map((r) => `"${r.title || r.siteName || published(r._id)}" (${r._type})`))];
  const all = [...ownFields.map((f) => `this document's ${f}`), ...names];
  if (all.length === 0) return true;
  return `The same description is used by ${all.join(", ")}: search engines may show neither page for it. Write one for this page.`;
}

type DescriptionContext = {
  document?: { _id?: string; [key: string]: unknown };
  path?: ReadonlyArray<unknown>;
  getClient: (options: { apiVersion: string }) => { fetch: <T>(query: string, params: Record<string, unknown>) => Promise<T> };
};

/** Rule.custom for `seo.description`: a warning when another seo field here, or another document, has the same text. */
export async function uniqueDescription(description: unknown, context: DescriptionContext): Promise<RuleResult> {
  if (typeof description !== "string" || description.trim() === "" || !context.document?._id) return true;
  const normal = description.trim().toLowerCase();
  const ownField = context.path?.[0];
  const ownFields = SEO_FIELDS.filter((f) => {
    if (f === ownField) return false;
    const other = (context.document?.[f] as { description?: unknown } | undefined)?.description;
    return typeof other === "string" && other.trim().toLowerCase() === normal;
  });
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const rows = await client.fetch<SameDescriptionRow[]>(SAME_DESCRIPTION_QUERY, sameDescriptionParams(context.document._id, description));
  return duplicateDescriptionMessage(rows, ownFields);
}
