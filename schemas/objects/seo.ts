import { SearchIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

import { SEO_DESCRIPTION_MAX, SEO_IMAGE_SIZE, SEO_TITLE_MAX } from "../lib/seo-limits";
import { checkHeadingFits, uniqueDescription, uniqueTitle } from "../lib/seo-warnings";
import { CANONICAL_TYPES, checkCanonicalDocument, checkCanonicalUrl, checkNoindexWithCanonical } from "../lib/seo-controls";

/** siteSettings holds the defaults of every page: the indexing controls are per document only. */
const notInSettings = ({ document }: { document?: { _type?: string } }) => document?._type === "siteSettings";

// Page metadata (spec §2): title, description, keywords, long text, social image. Every field is optional:
// an empty title or image falls back to the language's siteSettings.seo; an empty description is
// derived from the document's own text where it has one (decision 093).
export const seo = defineType({
  name: "seo",
  title: "SEO",
  type: "object",
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: "title",
      title: "Meta title",
      type: "string",
      description: `Shown in the browser tab and search results. Up to ${SEO_TITLE_MAX} characters. Empty: the page's heading followed by " — " and the site name (the heading alone when both do not fit).`,
      validation: (rule) => [
        rule.max(SEO_TITLE_MAX).warning(`Search engines cut titles longer than ${SEO_TITLE_MAX} characters`),
        rule.custom((title, context) => checkHeadingFits(title, context.document?.title)).warning(),
        rule.custom(uniqueTitle).warning(),
      ],
    }),
    defineField({
      name: "description",
      title: "Meta description",
      type: "text",
      rows: 3,
      description: `Up to ${SEO_DESCRIPTION_MAX} characters. Empty: taken from the document's excerpt or description, else the site default.`,
      validation: (rule) => [
        rule.max(SEO_DESCRIPTION_MAX).warning(`Search engines cut descriptions longer than ${SEO_DESCRIPTION_MAX} characters`),
        rule.custom(uniqueDescription).warning(),
      ],
    }),
    defineField({
      name: "keywords",
      title: "Keywords",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      options: { layout: "tags" },
      validation: (rule) => rule.unique().warning("A keyword is listed twice"),
    }),
    defineField({
      name: "longText",
      title: "Long text",
      type: "text",
      rows: 6,
      description: 'Longer descriptive text for the page (spec §2 "page metadata"), shown below the main content.',
    }),
    defineField({
      name: "image",
      title: "Social image",
      type: "image",
      description: `The picture of the page's card when it is shared (og:image), ${SEO_IMAGE_SIZE.width}×${SEO_IMAGE_SIZE.height} px. Empty: the site default image.`,
      options: { hotspot: true },
      fields: [defineField({ name: "alt", title: "Alternative text", type: "string", description: "What the image shows, for screen readers." })],
    }),
    defineField({
      name: "noindex",
      title: "Hide from search engines",
      type: "boolean",
      description: 'The page gets robots "noindex" and leaves the sitemap and the help search. It stays on the site for visitors.',
      hidden: notInSettings,
      validation: (rule) => rule.custom(checkNoindexWithCanonical).warning(),
    }),
    defineField({
      name: "canonicalDocument",
      title: "Canonical page",
      type: "reference",
      to: CANONICAL_TYPES,
      weak: true,
      description: "When this page repeats another one, the page search engines should show instead. Empty: this page itself.",
      options: { disableNew: true },
      hidden: notInSettings,
      validation: (rule) => rule.custom(checkCanonicalDocument),
    }),
    defineField({
      name: "canonicalUrl",
      title: "Canonical address",
      type: "url",
      description: "The same as Canonical page, for an address outside this site (absolute, https://…).",
      hidden: notInSettings,
      validation: (rule) => [rule.uri({ scheme: ["https", "http"] }), rule.custom(checkCanonicalUrl)],
    }),
  ],
  preview: {
    select: { title: "title", description: "description" },
    prepare: ({ title, description }: { title?: string; description?: string }) => ({
      title: title || "Default metadata",
      subtitle: description,
    }),
  },
});
