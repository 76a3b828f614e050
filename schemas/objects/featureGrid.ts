import { SparklesIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { FEATURE_ICONS, checkClaimTokens } from "../lib/site-model";

export const featureGrid = defineType({
  name: "featureGrid",
  title: "Feature grid",
  type: "object",
  icon: SparklesIcon,
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().error("The feature grid needs a heading") }),
    defineField({ name: "intro", title: "Intro", type: "text", rows: 2, validation: (rule) => rule.custom(checkClaimTokens) }),
    defineField({
      name: "items",
      title: "Features",
      type: "array",
      of: [
        defineArrayMember({
          name: "feature",
          title: "Feature",
          type: "object",
          icon: SparklesIcon,
          fields: [
            defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required().custom(checkClaimTokens) }),
            defineField({ name: "text", title: "Text", type: "text", rows: 3, validation: (rule) => rule.required().custom(checkClaimTokens) }),
            defineField({
              name: "icon",
              title: "Icon",
              type: "string",
              options: { list: [...FEATURE_ICONS] },
              initialValue: "server",
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: "title", subtitle: "icon" } },
        }),
      ],
      validation: (rule) => rule.required().min(2).error("A feature grid needs at least two features").max(12),
    }),
  ],
  preview: {
    select: { title: "heading", items: "items" },
    prepare: ({ title, items }: { title?: string; items?: unknown[] }) => ({
      title: title || "Feature grid",
      subtitle: `Feature grid · ${items?.length ?? 0} features`,
    }),
  },
});
