import { DocumentTextIcon, EnvelopeIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { languageField, leadField, sectionsField, titleField, uniquePerLanguage } from "../lib/fields";
import { INFO_KINDS } from "../lib/site-model";
import { CONTACT_SUBJECTS } from "../../src/api-client/schemas/page-context";

// Information pages of spec §2: /api/, /services/, /contacts/ (with the contact form's subjects) and
// the /news/ index (its heading, lead and SEO).
export const infoPage = defineType({
  name: "infoPage",
  title: "Information page",
  type: "document",
  icon: DocumentTextIcon,
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
      options: { list: INFO_KINDS.map((k) => ({ title: `${k.title} (${k.path})`, value: k.id })) },
      validation: (rule) =>
        rule
          .required()
          .error("Choose which page this is")
          .custom(uniquePerLanguage(["kind"], "This page already exists in this language")),
    }),
    defineField({ ...titleField("page"), group: "content" }),
    defineField({ ...leadField(), group: "content" }),
    defineField({ ...sectionsField(), group: "content" }),
    defineField({
      name: "contactSubjects",
      title: "Contact form subjects",
      type: "array",
      group: "content",
      hidden: ({ document }) => document?.kind !== "contacts",
      description: "The subject selector of the contact form, in this order.",
      of: [
        defineArrayMember({
          name: "contactSubject",
          title: "Subject",
          type: "object",
          icon: EnvelopeIcon,
          fields: [
            defineField({
              name: "value",
              title: "Subject (sent to the API)",
              type: "string",
              options: { list: [...CONTACT_SUBJECTS] },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: "label", subtitle: "value" } },
        }),
      ],
      validation: (rule) =>
        rule.custom((subjects: Array<{ value?: string }> | undefined, context) => {
          if (context.document?.kind !== "contacts") return true;
          if (!subjects?.length) return "The contacts page needs the form's subjects";
          const values = subjects.map((s) => s.value);
          return new Set(values).size === values.length ? true : "A subject is listed twice";
        }),
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  preview: {
    select: { title: "title", language: "language", kind: "kind" },
    prepare: ({ title, language, kind }: { title?: string; language?: string; kind?: string }) => ({
      title: title || "Information page",
      subtitle: `${language ? language.toUpperCase() : "??"} · ${INFO_KINDS.find((k) => k.id === kind)?.path ?? "no kind"}`,
    }),
  },
});
