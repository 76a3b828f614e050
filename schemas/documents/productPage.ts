import { PackageIcon, PresentationIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { HERO_IMAGE_HINT, languageField, leadField, pictureField, productLineField, sectionsField, titleField, uniquePerLanguage } from "../lib/fields";
import { PLAN_SLUG, PRODUCT_LINES, VPN_MODES, checkClaimTokens } from "../lib/site-model";

const basePath = (line?: string) => PRODUCT_LINES.find((l) => l.id === line)?.base ?? "no line";

// The landing page of a product line (spec §2): /web-hosting/, /virtual-private-servers/, /dedicated-servers/,
// /vpn/ (with the Single-Hop and Multi-Hop tabs), /s3-storage/ and /backup-storage/ (decision 003).
export const productPage = defineType({
  name: "productPage",
  title: "Product landing",
  type: "document",
  icon: PackageIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "vpn", title: "VPN tabs" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({ ...languageField(), group: "content" }),
    defineField({
      ...productLineField(),
      group: "content",
      validation: (rule) =>
        rule
          .required()
          .error("Choose the product line")
          .custom(uniquePerLanguage(["productLine"], "This line already has a landing page in this language")),
    }),
    defineField({ ...titleField("landing page"), group: "content" }),
    defineField({ ...leadField(), group: "content" }),
    defineField({
      ...pictureField(
        "heroImage",
        "Hero image",
        `${HERO_IMAGE_HINT}. Empty: no picture. The line's variant landings without a hero image of their own show this one.`,
      ),
      group: "content",
    }),
    defineField({
      ...pictureField(
        "productImage",
        "Product image",
        "The product itself (1200×900 px or larger, 4:3): shown beside this line's plan tables and on its plan pages (unless a plan page text has its own).",
      ),
      group: "content",
    }),
    defineField({ ...sectionsField(), group: "content", validation: (rule) => rule.required().min(1).error("The landing page needs sections") }),
    defineField({
      name: "vpnModes",
      title: "VPN modes (tabs)",
      type: "array",
      group: "vpn",
      hidden: ({ document }) => document?.productLine !== "vpn",
      description: "The Single-Hop and Multi-Hop tabs of /vpn/; prices come from the catalog plan.",
      of: [
        defineArrayMember({
          name: "vpnMode",
          title: "VPN mode",
          type: "object",
          icon: PresentationIcon,
          fields: [
            defineField({
              name: "mode",
              title: "Mode",
              type: "string",
              options: { list: VPN_MODES.map((m) => ({ title: m.title, value: m.id })), layout: "radio" },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: "title", title: "Tab title", type: "string", validation: (rule) => rule.required() }),
            defineField({ name: "text", title: "Text", type: "text", rows: 4, validation: (rule) => rule.required().custom(checkClaimTokens) }),
            defineField({
              name: "planSlug",
              title: "Catalog plan slug",
              type: "string",
              description: "vpn-single-hop or vpn-multi-hop",
              validation: (rule) => rule.required().regex(PLAN_SLUG),
            }),
            defineField({
              name: "features",
              title: "Features",
              type: "array",
              of: [defineArrayMember({ type: "string", validation: (rule) => rule.custom(checkClaimTokens) })],
            }),
          ],
          preview: { select: { title: "title", subtitle: "planSlug" } },
        }),
      ],
      validation: (rule) =>
        rule.custom((modes: Array<{ mode?: string }> | undefined, context) => {
          if (context.document?.productLine !== "vpn") return true;
          const got = (modes ?? [])
            .map((m) => m.mode)
            .sort()
            .join(",");
          return got === "multi-hop,single-hop" ? true : "The VPN page needs exactly one Single-Hop and one Multi-Hop tab";
        }),
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  preview: {
    select: { title: "title", language: "language", line: "productLine" },
    prepare: ({ title, language, line }: { title?: string; language?: string; line?: string }) => ({
      title: title || "Untitled landing",
      subtitle: `${language ? language.toUpperCase() : "??"} · ${basePath(line)}`,
    }),
  },
});
