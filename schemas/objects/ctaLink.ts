import { LinkIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import { validateHref } from "../lib/href";

// A button: label and address. Site paths are written without the language prefix (/vpn/), the site
// adds /ru/ on Russian pages; other addresses open in a new tab (spec §2).
export const ctaLink = defineType({
  name: "ctaLink",
  title: "Button",
  type: "object",
  icon: LinkIcon,
  fields: [
    defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required().error("A button needs a label").max(40) }),
    defineField({
      name: "href",
      title: "Address",
      type: "string",
      description: "A site path without the language prefix (e.g. /virtual-private-servers/) or a full https:// address.",
      validation: (rule) => rule.required().error("A button needs an address").custom(validateHref),
    }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});
