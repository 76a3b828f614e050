import { TagIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import { languageField, slugField } from "../lib/fields";

export const tag = defineType({
  name: "tag",
  title: "Help tag",
  type: "document",
  icon: TagIcon,
  fields: [
    languageField(),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      validation: (rule) => rule.required().error("A tag needs a title").max(60).warning("Keep tag titles short"),
    }),
    slugField("/help/tag/"),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Shown at the top of the tag page.",
    }),
    defineField({ name: "seo", title: "SEO", type: "seo" }),
  ],
  orderings: [{ title: "Title", name: "titleAsc", by: [{ field: "title", direction: "asc" }] }],
  preview: {
    select: { title: "title", slug: "slug.current", language: "language" },
    prepare: ({ title, slug, language }: { title?: string; slug?: string; language?: string }) => ({
      title: title || "Untitled tag",
      subtitle: `${language ? language.toUpperCase() : "??"} · ${slug ? `/help/tag/${slug}/` : "no slug"}`,
    }),
  },
});
