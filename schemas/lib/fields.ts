// Field factories shared by the localised document types.
import { defineField, type SlugValidationContext } from "sanity";
import { LANGUAGES, SANITY_API_VERSION } from "./languages";
import { slugify, slugQueryParams, SLUG_MAX_LENGTH, SLUG_TAKEN_QUERY, validateSlugValue } from "./validation";

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
