import { SearchIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

import { SEO_DESCRIPTION_MAX, SEO_IMAGE_SIZE, SEO_TITLE_MAX } from "../lib/seo-limits";
import { checkHeadingFits, uniqueDescription } from "../lib/seo-warnings";

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
      description: `Shown in the browser tab and search results. Up to ${SEO_TITLE_MAX} characters. Empty: site default.`,
      validation: (rule) => [
        rule.max(SEO_TITLE_MAX).warning(`Search engines cut titles longer than ${SEO_TITLE_MAX} characters`),
        rule.custom((title, context) => checkHeadingFits(title, context.document?.title)).warning(),
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
  ],
  preview: {
    select: { title: "title", description: "description" },
    prepare: ({ title, description }: { title?: string; description?: string }) => ({
      title: title || "Default metadata",
      subtitle: description,
    }),
  },
});
