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

/** The seo texts another document must not repeat: the title and the description (issue 36 added the title). */
type SeoText = "title" | "description";

/** Another document using a title or description (GROQ; every seo field of every document, drafts included, this one excluded). */
const sameTextQuery = (field: SeoText) =>
  `*[!(_id in [$draft, $published]) && (${SEO_FIELDS.map((f) => `lower(${f}.${field}) == $${field}`).join(" || ")})]{_id, _type, title, siteName}[0...3]`;
export const SAME_DESCRIPTION_QUERY = sameTextQuery("description");
export const SAME_TITLE_QUERY = sameTextQuery("title");

export type SameDescriptionRow = { _id: string; _type: string; title?: string | null; siteName?: string | null };

const published = (id: string) => id.replace(/^drafts\./, "");

function sameTextParams(field: SeoText, documentId: string, text: string) {
  const id = published(documentId);
  return { draft: `drafts.${id}`, published: id, [field]: text.trim().toLowerCase() };
}

/** The warning for the documents found (a draft and its published version count once). */
function duplicateMessage(field: SeoText, rows: readonly SameDescriptionRow[], ownFields: readonly string[]): RuleResult {
  const names = [...new Set(rows.map((r) => `"${r.title || r.siteName || published(r._id)}" (${r._type})`))];
  const all = [...ownFields.map((f) => `this document's ${f}`), ...names];
  if (all.length === 0) return true;
  return `The same ${field} is used by ${all.join(", ")}: search engines may show neither page for it. Write one for this page.`;
}

export const duplicateDescriptionMessage = (rows: readonly SameDescriptionRow[], ownFields: readonly string[] = []) =>
  duplicateMessage("description", rows, ownFields);

type SeoTextContext = {
  document?: { _id?: string; [key: string]: unknown };
  path?: ReadonlyArray<unknown>;
  getClient: (options: { apiVersion: string }) => { fetch: <T>(query: string, params: Record<string, unknown>) => Promise<T> };
};

/** Rule.custom for a seo text: a warning when another seo field here, or another document, has the same text. */
async function uniqueSeoText(field: SeoText, value: unknown, context: SeoTextContext): Promise<RuleResult> {
  if (typeof value !== "string" || value.trim() === "" || !context.document?._id) return true;
  const normal = value.trim().toLowerCase();
  const ownField = context.path?.[0];
  const ownFields = SEO_FIELDS.filter((f) => {
    if (f === ownField) return false;
    const other = (context.document?.[f] as Record<string, unknown> | undefined)?.[field];
    return typeof other === "string" && other.trim().toLowerCase() === normal;
  });
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const rows = await client.fetch<SameDescriptionRow[]>(sameTextQuery(field), sameTextParams(field, context.document._id, value));
  return duplicateMessage(field, rows, ownFields);
}

/** Rule.custom for `seo.description`. */
export const uniqueDescription = (description: unknown, context: SeoTextContext) => uniqueSeoText("description", description, context);
/** Rule.custom for `seo.title`: two pages with one title compete for it in search results. */
export const uniqueTitle = (title: unknown, context: SeoTextContext) => uniqueSeoText("title", title, context);
