import { LinkIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import { REDIRECT_STATUSES, checkRedirectSource, checkRedirectTarget } from "../lib/redirect-rules";

// An address that moved (issue 36): written by SEO staff, or by the studio when a published page's slug changes
// (studio/src/slug-redirect-action.ts). The build flattens chains and refuses loops (src/build/redirects.ts).
export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  icon: LinkIcon,
  fields: [
    defineField({
      name: "from",
      title: "From",
      type: "string",
      description: "The old address on this site, with the language prefix when it has one: /help/old-slug/ or /ru/help/old-slug/.",
      validation: (rule) => [rule.required().error("A redirect needs the address it starts from"), rule.custom(checkRedirectSource)],
    }),
    defineField({
      name: "to",
      title: "To",
      type: "string",
      description: "Where visitors and search engines go instead: a path of this site or an absolute address.",
      validation: (rule) => [rule.required().error("A redirect needs the address it leads to"), rule.custom(checkRedirectTarget)],
    }),
    defineField({
      name: "statusCode",
      title: "Kind",
      type: "number",
      initialValue: 301,
      options: {
        list: [
          { title: "301 · moved for good (search engines move the page's ranking)", value: 301 },
          { title: "308 · moved for good, forms sent again as they were", value: 308 },
          { title: "302 · moved for a while (search engines keep the old address)", value: 302 },
        ],
        layout: "radio",
      },
      validation: (rule) =>
        rule.required().custom((v) => (typeof v === "number" && (REDIRECT_STATUSES as readonly number[]).includes(v)) || "Choose 301, 308 or 302"),
    }),
    defineField({
      name: "reason",
      title: "Made by",
      type: "string",
      readOnly: true,
      hidden: ({ value }) => !value,
      options: { list: [{ title: "The studio, when a published slug changed", value: "slug-change" }] },
    }),
  ],
  preview: {
    select: { from: "from", to: "to", statusCode: "statusCode" },
    prepare: ({ from, to, statusCode }: { from?: string; to?: string; statusCode?: number }) => ({
      title: `${from ?? "?"} → ${to ?? "?"}`,
      subtitle: String(statusCode ?? 301),
    }),
  },
});
