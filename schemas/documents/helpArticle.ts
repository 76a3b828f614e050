import { HelpCircleIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType, type ValidationContext } from "sanity";
import { SANITY_API_VERSION } from "../lib/languages";
import { languageField, slugField } from "../lib/fields";
import { checkNoDuplicateRefs, checkReferencedLanguages, checkUpdatedAfterPublished, type LanguageRow, type ReferenceLike } from "../lib/validation";

export const EXCERPT_MAX = 300;

/** Tags referenced by an article must be in the article's language (decision 001). */
async function tagsInSameLanguage(refs: ReferenceLike[] | undefined, context: ValidationContext) {
  const ids = (refs ?? []).map((r) => r._ref).filter((id): id is string => typeof id === "string");
  if (ids.length === 0) return true;
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const rows = await client.fetch<LanguageRow[]>("*[_id in $ids]{_id, language}", {
    ids: [...ids, ...ids.map((id) => `drafts.${id}`)],
  });
  return checkReferencedLanguages(refs, context.document?.language, rows);
}

export const helpArticle = defineType({
  name: "helpArticle",
  title: "Help article",
  type: "document",
  icon: HelpCircleIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "meta", title: "Tags & dates" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({ ...languageField(), group: "content" }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      group: "content",
      validation: (rule) => rule.required().error("An article needs a title").max(120).warning("Shorter titles read better"),
    }),
    defineField({ ...slugField("/help/"), group: "content" }),
    defineField({
      name: "excerpt",
      title: "Excerpt",
      type: "text",
      rows: 3,
      group: "content",
      description: "One or two sentences for the help index and search results.",
      validation: (rule) =>
        rule.required().error("Write a short excerpt for the help index").max(EXCERPT_MAX).warning(`Keep it under ${EXCERPT_MAX} characters`),
    }),
    defineField({
      name: "body",
      title: "Body",
      type: "portableText",
      group: "content",
      validation: (rule) => rule.required().error("The article has no text").min(1),
    }),
    defineField({
      name: "tags",
      title: "Tags",
      type: "array",
      group: "meta",
      description: "Tags of the SAME language as the article (only those are offered).",
      of: [
        defineArrayMember({
          type: "reference",
          to: [{ type: "tag" }],
          options: {
            disableNew: true,
            filter: ({ document }) => ({
              filter: "language == $language",
              params: { language: typeof document?.language === "string" ? document.language : "en" },
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .error("Give the article at least one tag")
          .custom((refs: ReferenceLike[] | undefined) => checkNoDuplicateRefs(refs))
          .custom(tagsInSameLanguage),
    }),
    defineField({
      name: "publishedAt",
      title: "Published at",
      type: "datetime",
      group: "meta",
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required().error("Set the publication date"),
    }),
    defineField({
      name: "updatedAt",
      title: "Updated at",
      type: "datetime",
      group: "meta",
      description: 'Set when the content changes materially; shown as "Updated" on the page.',
      validation: (rule) => rule.custom((updatedAt: string | undefined, context) => checkUpdatedAfterPublished(updatedAt, context.document?.publishedAt)),
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  orderings: [
    { title: "Newest first", name: "publishedAtDesc", by: [{ field: "publishedAt", direction: "desc" }] },
    { title: "Title", name: "titleAsc", by: [{ field: "title", direction: "asc" }] },
  ],
  preview: {
    select: { title: "title", slug: "slug.current", language: "language" },
    prepare: ({ title, slug, language }: { title?: string; slug?: string; language?: string }) => ({
      title: title || "Untitled article",
      subtitle: `${language ? language.toUpperCase() : "??"} · ${slug ? `/help/${slug}/` : "no slug"}`,
    }),
  },
});
