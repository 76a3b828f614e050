import { RocketIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { checkClaimTokens } from "../lib/site-model";

export const hero = defineType({
  name: "hero",
  title: "Hero",
  type: "object",
  icon: RocketIcon,
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      type: "string",
      description: "Shown large at the top; the page title stays the h1.",
      validation: (rule) => rule.required().error("The hero needs a heading").max(120),
    }),
    defineField({
      name: "text",
      title: "Text",
      type: "text",
      rows: 3,
      description: "Plain text; {claim:uptimePercent} and other claim tokens are filled from site settings.",
      validation: (rule) => rule.custom(checkClaimTokens),
    }),
    defineField({ name: "primaryCta", title: "Main button", type: "ctaLink", validation: (rule) => rule.required().error("The hero needs a main button") }),
    defineField({ name: "secondaryCta", title: "Second button", type: "ctaLink" }),
    defineField({
      name: "highlights",
      title: "Highlights",
      type: "array",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.custom(checkClaimTokens) })],
      description: 'Up to four short facts under the buttons (e.g. "{claim:uptimePercent}% uptime").',
      validation: (rule) => rule.max(4),
    }),
  ],
  preview: {
    select: { title: "heading", subtitle: "text" },
    prepare: ({ title, subtitle }: { title?: string; subtitle?: string }) => ({ title: title || "Hero without heading", subtitle: `Hero · ${subtitle ?? ""}` }),
  },
});
