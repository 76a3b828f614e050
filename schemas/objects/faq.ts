import { CommentIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { checkClaimTokens } from "../lib/site-model";

// A FAQ block: questions and plain-text answers shown on the page (no FAQPage structured data: decision 168).
export const faq = defineType({
  name: "faq",
  title: "FAQ",
  type: "object",
  icon: CommentIcon,
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().error("The FAQ needs a heading") }),
    defineField({
      name: "items",
      title: "Questions",
      type: "array",
      of: [
        defineArrayMember({
          name: "faqItem",
          title: "Question",
          type: "object",
          icon: CommentIcon,
          fields: [
            defineField({ name: "question", title: "Question", type: "string", validation: (rule) => rule.required().error("Write the question") }),
            defineField({
              name: "answer",
              title: "Answer",
              type: "text",
              rows: 4,
              validation: (rule) => rule.required().error("Write the answer").custom(checkClaimTokens),
            }),
          ],
          preview: { select: { title: "question", subtitle: "answer" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).error("Add at least one question"),
    }),
  ],
  preview: {
    select: { title: "heading", items: "items" },
    prepare: ({ title, items }: { title?: string; items?: unknown[] }) => ({ title: title || "FAQ", subtitle: `FAQ · ${items?.length ?? 0} questions` }),
  },
});
