import { BillIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import { languageField, pictureField, productLineField, sectionsField, uniquePerLanguage } from "../lib/fields";
import { PAGE_LINES, PLAN_SLUG, PRODUCT_LINES, checkClaimTokens } from "../lib/site-model";

// Marketing text of a plan page. The plan itself (name, resources, prices) is the catalog's; every
// catalog plan gets a page even without this document (decision 003).
export const planPage = defineType({
  name: "planPage",
  title: "Plan page text",
  type: "document",
  icon: BillIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({ ...languageField(), group: "content" }),
    defineField({ ...productLineField(PAGE_LINES), group: "content" }),
    defineField({
      name: "planSlug",
      title: "Catalog plan slug",
      type: "string",
      group: "content",
      description: "The plan's slug in the billing catalog (e.g. vps-2). The build fails when the catalog does not sell it.",
      validation: (rule) =>
        rule
          .required()
          .error("Give the catalog slug of the plan")
          .regex(PLAN_SLUG, { name: "slug", invert: false })
          .custom(uniquePerLanguage(["productLine", "planSlug"], "This plan already has a text document in this language")),
    }),
    defineField({ name: "title", title: "Title (h1)", type: "string", group: "content", description: "Empty: the catalog's plan name." }),
    defineField({
      name: "lead",
      title: "Lead",
      type: "text",
      rows: 3,
      group: "content",
      validation: (rule) => rule.required().error("Write the lead paragraph").custom(checkClaimTokens),
    }),
    defineField({
      ...pictureField(
        "productImage",
        "Product image",
        "Beside the plan's name at the top of the page (1200×900 px or larger, 4:3). Empty: the product landing's product image.",
      ),
      group: "content",
    }),
    defineField({ ...sectionsField(), group: "content" }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  preview: {
    select: { title: "title", language: "language", line: "productLine", plan: "planSlug" },
    prepare: ({ title, language, line, plan }: { title?: string; language?: string; line?: string; plan?: string }) => ({
      title: title || plan || "Plan page",
      subtitle: `${language ? language.toUpperCase() : "??"} · ${PRODUCT_LINES.find((l) => l.id === line)?.base ?? ""}${plan ?? ""}/`,
    }),
  },
});
