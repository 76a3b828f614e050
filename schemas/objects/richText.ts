import { BlockContentIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";

export const richText = defineType({
  name: "richText",
  title: "Rich text",
  type: "object",
  icon: BlockContentIcon,
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string" }),
    defineField({ name: "body", title: "Text", type: "portableText", validation: (rule) => rule.required().min(1).error("The text block is empty") }),
  ],
  preview: {
    select: { title: "heading" },
    prepare: ({ title }: { title?: string }) => ({ title: title || "Rich text", subtitle: "Rich text" }),
  },
});
