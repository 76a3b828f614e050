import { ComposeIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import { languageField, slugField, titleField } from "../lib/fields";

export const newsPost = defineType({
  name: "newsPost",
  title: "News post",
  type: "document",
  icon: ComposeIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({ ...languageField(), group: "content" }),
    defineField({ ...titleField("post"), group: "content" }),
    defineField({ ...slugField("/news/"), group: "content" }),
    defineField({
      name: "publishedAt",
      title: "Published at",
      type: "datetime",
      group: "content",
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required().error("Set the publication date"),
    }),
    defineField({
      name: "excerpt",
      title: "Excerpt",
      type: "text",
      rows: 3,
      group: "content",
      description: "Shown on /news/.",
      validation: (rule) => rule.required().error("Write a short excerpt").max(300),
    }),
    defineField({
      name: "body",
      title: "Body",
      type: "portableText",
      group: "content",
      validation: (rule) => rule.required().min(1).error("The post has no text"),
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  orderings: [{ title: "Newest first", name: "publishedAtDesc", by: [{ field: "publishedAt", direction: "desc" }] }],
  preview: {
    select: { title: "title", language: "language", date: "publishedAt" },
    prepare: ({ title, language, date }: { title?: string; language?: string; date?: string }) => ({
      title: title || "Untitled post",
      subtitle: `${language ? language.toUpperCase() : "??"} · ${date ? date.slice(0, 10) : "no date"}`,
    }),
  },
});
