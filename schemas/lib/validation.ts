// Custom validation rules as plain functions, so they are unit-tested without the studio.
// The schema files wire them into `Rule.custom(...)` / `options.isUnique`.
import { isLanguage, type Language } from "./languages";

export type RuleResult = true | string;

// Slugs are shared by both language versions of a document and become URL segments
// (/help/<slug>/ and /ru/help/<slug>/): lower-case Latin letters, digits and single hyphens.
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 96;

export function validateSlugValue(slug: { current?: string } | undefined): RuleResult {
  const current = slug?.current;
  if (current === undefined || current === "") return true; // required() reports the empty case
  if (current.length > SLUG_MAX_LENGTH) return `Keep the slug under ${SLUG_MAX_LENGTH} characters`;
  if (!SLUG_PATTERN.test(current)) {
    return "Use lower-case Latin letters, digits and hyphens only (the same slug as the other language version)";
  }
  return true;
}

/** Turns a title into a slug candidate; Cyrillic is transliterated so the RU editor gets a Latin slug. */
const CYRILLIC: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .split("")
    .map((ch) => CYRILLIC[ch] ?? ch)
    .join("")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH);
}

export interface ReferenceLike {
  _ref?: string;
}
export interface LanguageRow {
  _id: string;
  language?: string | null;
}

const stripDraft = (id: string): string => id.replace(/^drafts\./, "");

/**
 * Articles may only reference tags of their own language (decision 001).
 * `rows` are the referenced documents as fetched (published and/or draft versions).
 */
export function checkReferencedLanguages(refs: readonly ReferenceLike[] | undefined, documentLanguage: unknown, rows: readonly LanguageRow[]): RuleResult {
  if (!refs || refs.length === 0) return true;
  if (!isLanguage(documentLanguage)) return "Choose the document's language first";
  const byId = new Map<string, string | null | undefined>();
  for (const row of rows) {
    const id = stripDraft(row._id);
    // A published version wins over a draft: it is what the site shows.
    if (!byId.has(id) || !row._id.startsWith("drafts.")) byId.set(id, row.language);
  }
  const wrong: string[] = [];
  const missing: string[] = [];
  for (const ref of refs) {
    if (!ref._ref) continue;
    if (!byId.has(ref._ref)) {
      missing.push(ref._ref);
      continue;
    }
    if (byId.get(ref._ref) !== documentLanguage) wrong.push(ref._ref);
  }
  if (missing.length > 0) return `Referenced document(s) not found: ${missing.join(", ")}`;
  if (wrong.length > 0) {
    return `Tags must be in the article's language (${documentLanguage}); these are not: ${wrong.join(", ")}`;
  }
  return true;
}

/** Referenced tags must not repeat. */
export function checkNoDuplicateRefs(refs: readonly ReferenceLike[] | undefined): RuleResult {
  if (!refs) return true;
  const seen = new Set<string>();
  for (const ref of refs) {
    if (!ref._ref) continue;
    if (seen.has(ref._ref)) return "The same tag is listed twice";
    seen.add(ref._ref);
  }
  return true;
}

/** `updatedAt` may not be earlier than `publishedAt`. */
export function checkUpdatedAfterPublished(updatedAt: unknown, publishedAt: unknown): RuleResult {
  if (typeof updatedAt !== "string" || typeof publishedAt !== "string") return true;
  const u = Date.parse(updatedAt);
  const p = Date.parse(publishedAt);
  if (Number.isNaN(u) || Number.isNaN(p)) return true;
  return u >= p ? true : "The update date is earlier than the publication date";
}

/** The siteSettings singletons are `siteSettings-<language>`; the language field must agree with the id. */
export const SITE_SETTINGS_ID_PREFIX = "siteSettings-";
export function siteSettingsId(language: Language): string {
  return `${SITE_SETTINGS_ID_PREFIX}${language}`;
}
export function checkSiteSettingsLanguage(language: unknown, documentId: string | undefined): RuleResult {
  if (!documentId || !isLanguage(language)) return true;
  const id = stripDraft(documentId);
  if (!id.startsWith(SITE_SETTINGS_ID_PREFIX)) {
    return `Site settings live in the documents ${SITE_SETTINGS_ID_PREFIX}en and ${SITE_SETTINGS_ID_PREFIX}ru; this one is ${id}`;
  }
  return id === siteSettingsId(language) ? true : `This is ${id}: its language must be "${id.slice(SITE_SETTINGS_ID_PREFIX.length)}"`;
}

/** GROQ used by `isUniqueSlugPerLanguage`: another document of this type and language with the same slug. */
export const SLUG_TAKEN_QUERY = "defined(*[_type == $type && language == $language && slug.current == $slug && !(_id in [$draft, $published])][0]._id)";

export function slugQueryParams(documentId: string, type: string, language: string, slug: string) {
  const published = stripDraft(documentId);
  return { type, language, slug, draft: `drafts.${published}`, published };
}

/**
 * GROQ: another document of this type and language with the same values in `fields` (e.g. one
 * product page per line and language, one variant per line, prefix and slug). Field names come from
 * the schema, never from the editor.
 */
export function sameKeyQuery(fields: readonly string[]): string {
  const conditions = fields.map((f, i) => ` && ${f} == $v${i}`).join("");
  return `defined(*[_type == $type && language == $language${conditions} && !(_id in [$draft, $published])][0]._id)`;
}

export function sameKeyParams(documentId: string, type: string, language: string, values: readonly unknown[]) {
  const published = stripDraft(documentId);
  return { type, language, draft: `drafts.${published}`, published, ...Object.fromEntries(values.map((v, i) => [`v${i}`, v])) };
}
