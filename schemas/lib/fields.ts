// Field factories shared by the localised document types.
import { defineArrayMember, defineField, type SlugValidationContext } from "sanity";
import { PRODUCT_LINES, SECTION_TYPES, checkClaimTokens } from "./site-model";
import { LANGUAGES, SANITY_API_VERSION } from "./languages";
import { sameKeyParams, sameKeyQuery, slugify, slugQueryParams, SLUG_MAX_LENGTH, SLUG_TAKEN_QUERY, validateSlugValue } from "./validation";

export function languageField() {
  return defineField({
    name: "language",
    title: "Language",
    type: "string",
    description: "One document per language (decision 001). English pages live at /…, Russian ones at /ru/….",
    options: { list: LANGUAGES.map((l) => ({ title: l.title, value: l.id })), layout: "radio", direction: "horizontal" },
    validation: (rule) => rule.required().error("Choose the language of this document"),
  });
}

/** A slug is unique per type and language: the EN and RU versions of a document share it. */
export async function isUniqueSlugPerLanguage(slug: string, context: SlugValidationContext): Promise<boolean> {
  const { document, getClient } = context;
  if (!document?._id || typeof document.language !== "string") return true;
  const client = getClient({ apiVersion: SANITY_API_VERSION });
  const taken = await client.fetch<boolean>(SLUG_TAKEN_QUERY, slugQueryParams(document._id, document._type, document.language, slug));
  return !taken;
}

export function slugField(urlPrefix: string) {
  return defineField({
    name: "slug",
    title: "Slug",
    type: "slug",
    description: `The URL segment (${urlPrefix}<slug>/). Use the SAME slug in the English and the Russian version: the language switcher and hreflang rely on it.`,
    options: { source: "title", maxLength: SLUG_MAX_LENGTH, slugify, isUnique: isUniqueSlugPerLanguage },
    validation: (rule) => rule.required().error("A slug is required").custom(validateSlugValue),
  });
}

/** The page's sections: the typed blocks of decision 003, rendered in order by the site's block map. */
export function sectionsField(description = "The page's sections, top to bottom.") {
  return defineField({
    name: "sections",
    title: "Sections",
    type: "array",
    description,
    of: SECTION_TYPES.map((type) => defineArrayMember({ type })),
  });
}

export function leadField() {
  return defineField({
    name: "lead",
    title: "Lead",
    type: "text",
    rows: 3,
    description: "One or two sentences under the h1. Claim tokens such as {claim:uptimePercent} are filled in.",
    validation: (rule) => rule.required().error("Write the lead paragraph").max(400).custom(checkClaimTokens),
  });
}

export function titleField(what = "page") {
  return defineField({
    name: "title",
    title: "Title (h1)",
    type: "string",
    validation: (rule) => rule.required().error(`The ${what} needs a title`).max(120).warning("Shorter titles read better"),
  });
}

export function productLineField(lines: readonly string[] = PRODUCT_LINES.map((l) => l.id)) {
  return defineField({
    name: "productLine",
    title: "Product line",
    type: "string",
    options: { list: PRODUCT_LINES.filter((l) => lines.includes(l.id)).map((l) => ({ title: l.title, value: l.id })) },
    validation: (rule) => rule.required().error("Choose the product line"),
  });
}

/** A same-language reference (decision 001), limited to one document type. */
export function sameLanguageReference(name: string, title: string, type: string, description?: string) {
  return defineField({
    name,
    title,
    type: "reference",
    to: [{ type }],
    description,
    options: {
      disableNew: true,
      filter: ({ document }) => ({
        filter: "language == $language",
        params: { language: typeof document?.language === "string" ? document.language : "en" },
      }),
    },
  });
}

type KeyContext = {
  document?: { _id?: string; _type?: string; language?: unknown; [k: string]: unknown };
  getClient: (o: { apiVersion: string }) => { fetch: <T>(q: string, p: Record<string, unknown>) => Promise<T> };
};

/**
 * A custom rule: no other document of the same type and language shares these field values
 * (`slug.current` is read from the document as `slug.current`).
 */
export function uniquePerLanguage(fields: readonly string[], message: string) {
  return async (_value: unknown, context: KeyContext): Promise<true | string> => {
    const doc = context.document;
    if (!doc?._id || !doc._type || typeof doc.language !== "string") return true;
    const values = fields.map((f) => f.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), doc));
    if (values.some((v) => v === undefined || v === "")) return true;
    const client = context.getClient({ apiVersion: SANITY_API_VERSION });
    const taken = await client.fetch<boolean>(sameKeyQuery(fields), sameKeyParams(doc._id, doc._type, doc.language, values));
    return taken ? message : true;
  };
}

/** True when an image field's value holds a picture (an uploaded asset, or a local file being imported). */
function holdsPicture(parent: unknown): boolean {
  return !!parent && typeof parent === "object" && ("asset" in parent || "_sanityAsset" in parent);
}

/**
 * A picture of the page (decision 097): an image with its alternative text in the document's language,
 * drawn by the site as a responsive image (sizes made by Sanity's image pipeline or, offline, by the build).
 */
export function pictureField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: "image",
    description,
    options: { hotspot: true },
    fields: [
      defineField({
        name: "alt",
        title: "Alternative text",
        type: "string",
        description: "What the picture shows, in this document's language (read by screen readers and search engines).",
        validation: (rule) =>
          rule.custom((alt: string | undefined, context) => (holdsPicture(context.parent) && !alt?.trim() ? "Describe the picture for screen readers" : true)),
      }),
    ],
  });
}

export const HERO_IMAGE_HINT = "Shown beside the h1 at the top of the page; 1200×900 px or larger (4:3)";
