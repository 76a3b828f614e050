import { LinkIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import { validateHref } from "../lib/href";

// Portable Text annotation. The site decides how a link opens: site paths navigate inside the app,
// anything else opens in a new tab without a referrer (spec §2), so there is no "open in new tab" flag.
export const link = defineType({
  name: "link",
  title: "Link",
  type: "object",
  icon: LinkIcon,
  fields: [
    defineField({
      name: "href",
      title: "Address",
      type: "string",
      description: 'A site path starting with "/" (e.g. /help/connect-over-ssh/) or a full https://, mailto: or tel: address.',
      validation: (rule) => rule.required().error("A link needs an address").custom(validateHref),
    }),
  ],
  preview: {
    select: { href: "href" },
    prepare: ({ href }: { href?: string }) => ({ title: href || "Link without address" }),
  },
});
