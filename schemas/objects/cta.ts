import { BoltIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import { checkClaimTokens } from "../lib/site-model";

export const cta = defineType({
  name: "cta",
  title: "Call to action",
  type: "object",
  icon: BoltIcon,
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      type: "string",
      validation: (rule) => rule.required().error("The call to action needs a heading").custom(checkClaimTokens),
    }),
    defineField({ name: "text", title: "Text", type: "text", rows: 2, validation: (rule) => rule.custom(checkClaimTokens) }),
    defineField({ name: "button", title: "Button", type: "ctaLink", validation: (rule) => rule.required().error("The call to action needs a button") }),
  ],
  preview: {
    select: { title: "heading", subtitle: "button.label" },
    prepare: ({ title, subtitle }: { title?: string; subtitle?: string }) => ({ title: title || "Call to action", subtitle: `CTA · ${subtitle ?? ""}` }),
  },
});
