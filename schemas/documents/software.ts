import { CodeIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import { languageField, slugField } from "../lib/fields";
import { SOFTWARE_KINDS } from "../lib/site-model";

// A CMS, framework, shop engine, control panel or operating system that for-/on-/with- landings are about.
export const software = defineType({
  name: "software",
  title: "CMS / OS",
  type: "document",
  icon: CodeIcon,
  fields: [
    languageField(),
    defineField({ name: "name", title: "Name", type: "string", validation: (rule) => rule.required().error("Give the product's name") }),
    { ...slugField("for-"), options: { source: "name", maxLength: 64 } },
    defineField({
      name: "kind",
      title: "Kind",
      type: "string",
      options: { list: SOFTWARE_KINDS.map((k) => ({ title: k.title, value: k.id })) },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "description", title: "Description", type: "text", rows: 3, validation: (rule) => rule.required().max(300) }),
  ],
  preview: {
    select: { title: "name", language: "language", kind: "kind" },
    prepare: ({ title, language, kind }: { title?: string; language?: string; kind?: string }) => ({
      title: title || "Software",
      subtitle: `${language ? language.toUpperCase() : "??"} · ${kind ?? ""}`,
    }),
  },
});
