import { ThListIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { PLAN_SLUG, PRODUCT_LINES, checkClaimTokens } from "../lib/site-model";

// Plans and prices come from the catalog (billing), never from here: the block only says which.
export const planTable = defineType({
  name: "planTable",
  title: "Plan table",
  type: "object",
  icon: ThListIcon,
  fields: [
    defineField({ name: "heading", title: "Heading", type: "string", validation: (rule) => rule.required().error("The plan table needs a heading") }),
    defineField({ name: "intro", title: "Intro", type: "text", rows: 2, validation: (rule) => rule.custom(checkClaimTokens) }),
    defineField({
      name: "productLine",
      title: "Product line",
      type: "string",
      options: { list: PRODUCT_LINES.map((l) => ({ title: l.title, value: l.id })) },
      validation: (rule) => rule.required().error("Choose the product line whose plans are listed"),
    }),
    defineField({
      name: "planSlugs",
      title: "Plans (catalog slugs)",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      options: { layout: "tags" },
      description:
        "Optional: only these plans, in this order (e.g. vps-1, vps-2). Empty: every plan of the line. The build fails on a slug the catalog does not sell.",
      validation: (rule) =>
        rule
          .unique()
          .custom((slugs: string[] | undefined) =>
            (slugs ?? []).every((s) => PLAN_SLUG.test(s)) ? true : "Plan slugs are lower-case Latin letters, digits and hyphens",
          ),
    }),
  ],
  preview: {
    select: { title: "heading", line: "productLine" },
    prepare: ({ title, line }: { title?: string; line?: string }) => ({ title: title || "Plan table", subtitle: `Plan table · ${line ?? "no line"}` }),
  },
});
