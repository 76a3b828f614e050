import { DesktopIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import {
  HERO_IMAGE_HINT,
  languageField,
  leadField,
  pictureField,
  productLineField,
  sameLanguageReference,
  sectionsField,
  titleField,
  uniquePerLanguage,
} from "../lib/fields";
import { PAGE_LINES, PRODUCT_LINES, VARIANT_PREFIXES, allowsPrefix } from "../lib/site-model";
import { SLUG_MAX_LENGTH, slugify, validateSlugValue } from "../lib/validation";

export function variantPath(line?: string, prefix?: string, slug?: string): string {
  const base = PRODUCT_LINES.find((l) => l.id === line)?.base;
  return base && prefix && slug ? `${base}${prefix}-${slug}/` : "incomplete path";
}

// Variant landings (spec §2): /web-hosting/for-:slug/ and in-:slug/, /virtual-private-servers/in-|on-|for-|with-:slug/,
// /dedicated-servers/in-|for-:slug/. The slug is the part after the prefix.
export const variantPage = defineType({
  name: "variantPage",
  title: "Variant landing",
  type: "document",
  icon: DesktopIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({ ...languageField(), group: "content" }),
    defineField({ ...productLineField(PAGE_LINES), group: "content" }),
    defineField({
      name: "prefix",
      title: "Kind (URL prefix)",
      type: "string",
      group: "content",
      description: "for- (CMS, framework or theme), in- (location), on-/with- (VPS operating system or purpose).",
      options: { list: VARIANT_PREFIXES.map((p) => ({ title: `${p}-`, value: p })), layout: "radio", direction: "horizontal" },
      validation: (rule) =>
        rule
          .required()
          .error("Choose the kind of landing")
          .custom((prefix, context) =>
            allowsPrefix(context.document?.productLine, prefix) ? true : `This product line has no ${String(prefix)}- pages (spec §2)`,
          ),
    }),
    defineField({ ...titleField("landing page"), group: "content" }),
    defineField({
      name: "slug",
      title: "Slug (after the prefix)",
      type: "slug",
      group: "content",
      description: "wordpress for /web-hosting/for-wordpress/. The SAME slug in English and Russian.",
      options: { source: "title", maxLength: SLUG_MAX_LENGTH, slugify, isUnique: () => true },
      validation: (rule) =>
        rule
          .required()
          .error("A slug is required")
          .custom(validateSlugValue)
          .custom(uniquePerLanguage(["productLine", "prefix", "slug.current"], "Another landing of this line and kind already uses this slug")),
    }),
    defineField({ ...leadField(), group: "content" }),
    defineField({ ...pictureField("heroImage", "Hero image", `${HERO_IMAGE_HINT}. Empty: the product landing's hero image.`), group: "content" }),
    defineField({
      ...sameLanguageReference("location", "Location", "location", "For in- pages: the country or city. Plan tables keep only plans sold there."),
      group: "content",
      hidden: ({ document }) => document?.prefix !== "in",
      validation: (rule) => rule.custom((ref, context) => (context.document?.prefix === "in" && !ref ? "An in- page needs its location" : true)),
    }),
    defineField({
      ...sameLanguageReference("software", "CMS / OS", "software", "For for-/on-/with- pages about a CMS, framework or operating system (optional)."),
      group: "content",
      hidden: ({ document }) => document?.prefix === "in",
    }),
    defineField({ ...sectionsField(), group: "content", validation: (rule) => rule.required().min(1).error("The landing page needs sections") }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  orderings: [
    {
      title: "Path",
      name: "path",
      by: [
        { field: "productLine", direction: "asc" },
        { field: "prefix", direction: "asc" },
        { field: "slug.current", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { title: "title", language: "language", line: "productLine", prefix: "prefix", slug: "slug.current" },
    prepare: ({ title, language, line, prefix, slug }: { title?: string; language?: string; line?: string; prefix?: string; slug?: string }) => ({
      title: title || "Untitled landing",
      subtitle: `${language ? language.toUpperCase() : "??"} · ${variantPath(line, prefix, slug)}`,
    }),
  },
});
