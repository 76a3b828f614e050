import { InfoOutlineIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";

export const CALLOUT_TONES = [
  { title: "Info", value: "info" },
  { title: "Warning", value: "warning" },
] as const;

export const callout = defineType({
  name: "callout",
  title: "Callout",
  type: "object",
  icon: InfoOutlineIcon,
  fields: [
    defineField({
      name: "tone",
      title: "Tone",
      type: "string",
      options: { list: CALLOUT_TONES.map((t) => ({ title: t.title, value: t.value })), layout: "radio", direction: "horizontal" },
      initialValue: "info",
      validation: (rule) => rule.required().error("Choose info or warning"),
    }),
    defineField({
      name: "text",
      title: "Text",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required().error("The callout is empty"),
    }),
  ],
  preview: {
    select: { tone: "tone", text: "text" },
    prepare: ({ tone, text }: { tone?: string; text?: string }) => ({
      title: text || "Empty callout",
      subtitle: tone === "warning" ? "Warning" : "Info",
    }),
  },
});
