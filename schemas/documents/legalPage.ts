import { BookIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import { languageField, titleField, uniquePerLanguage } from "../lib/fields";
import { LEGAL_KINDS } from "../lib/site-model";

// The six legal pages of spec §2; the kind fixes the path.
export const legalPage = defineType({
  name: "legalPage",
  title: "Legal page",
  type: "document",
  icon: BookIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({ ...languageField(), group: "content" }),
    defineField({
      name: "kind",
      title: "Page",
      type: "string",
      group: "content",
      options: { list: LEGAL_KINDS.map((k) => ({ title: `${k.title} (${k.path})`, value: k.id })) },
      validation: (rule) =>
        rule
          .required()
          .error("Choose which legal page this is")
          .custom(uniquePerLanguage(["kind"], "This legal page already exists in this language")),
    }),
    defineField({ ...titleField("legal page"), group: "content" }),
    defineField({
      name: "effectiveDate",
      title: "In force since",
      type: "date",
      group: "content",
      validation: (rule) => rule.required().error("Set the date the text takes effect"),
    }),
    defineField({
      name: "body",
      title: "Text",
      type: "portableText",
      group: "content",
      validation: (rule) => rule.required().min(1).error("The page has no text"),
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  preview: {
    select: { title: "title", language: "language", kind: "kind" },
    prepare: ({ title, language, kind }: { title?: string; language?: string; kind?: string }) => ({
      title: title || "Legal page",
      subtitle: `${language ? language.toUpperCase() : "??"} · ${LEGAL_KINDS.find((k) => k.id === kind)?.path ?? "no kind"}`,
    }),
  },
});
