import { CogIcon, EnvelopeIcon, LinkIcon } from "../lib/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { validateHref } from "../lib/href";
import { languageField } from "../lib/fields";
import { checkSiteSettingsLanguage } from "../lib/validation";
import { CLAIMS, SOCIAL_LOGIN_PROVIDERS } from "../lib/site-model";
import { SparklesIcon } from "../lib/icons";

// One singleton per language: documents `siteSettings-en` and `siteSettings-ru` (decision 001),
// pinned in the desk; they cannot be created or deleted from the generic lists.
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  groups: [
    { name: "general", title: "General", default: true },
    { name: "seo", title: "Default SEO" },
    { name: "footer", title: "Contacts & footer" },
    { name: "claims", title: "Marketing claims" },
    { name: "regional", title: "Regional rules" },
  ],
  fields: [
    defineField({
      ...languageField(),
      group: "general",
      readOnly: ({ document }) => typeof document?.language === "string" && document.language !== "",
      validation: (rule) =>
        rule
          .required()
          .error("Choose the language of these settings")
          .custom((language, context) => checkSiteSettingsLanguage(language, context.document?._id)),
    }),
    defineField({
      name: "siteName",
      title: "Site name",
      type: "string",
      group: "general",
      description: "The brand as written in this language; appended to page titles.",
      validation: (rule) => rule.required().error("The site needs a name"),
    }),
    defineField({
      name: "seo",
      title: "Default metadata",
      type: "seo",
      group: "seo",
      description: "Used by every page whose own SEO fields are empty; its social image is every page's default og:image.",
      options: { collapsible: false },
      validation: (rule) =>
        rule
          .required()
          .custom((value: { title?: string; description?: string; image?: unknown } | undefined) =>
            value?.title && value?.description && value?.image ? true : "The default title, description and social image are required: pages fall back to them",
          ),
    }),
    // Pages that have no document of their own (decision 093): their metadata lives here.
    defineField({
      name: "helpSeo",
      title: "Help centre index (/help/)",
      type: "seo",
      group: "seo",
      validation: (rule) =>
        rule.required().custom((value: { description?: string } | undefined) => (value?.description ? true : "Give /help/ its own description")),
    }),
    defineField({
      name: "partnersSeo",
      title: "Partner program page (/partners/)",
      type: "seo",
      group: "seo",
      description: "May use claim tokens, e.g. {claim:partnerCashbackPercent}.",
      validation: (rule) =>
        rule.required().custom((value: { description?: string } | undefined) => (value?.description ? true : "Give /partners/ its own description")),
    }),
    defineField({
      name: "contacts",
      title: "Contacts",
      type: "object",
      group: "footer",
      icon: EnvelopeIcon,
      fields: [
        defineField({
          name: "email",
          title: "Support e-mail",
          type: "string",
          validation: (rule) => rule.required().error("A support e-mail is required").email(),
        }),
        defineField({
          name: "phone",
          title: "Phone",
          type: "string",
          description: "International format, e.g. +31 20 123 4567.",
          validation: (rule) =>
            rule.custom((phone: string | undefined) =>
              phone === undefined || /^\+[0-9][0-9 ()-]{6,20}$/.test(phone) ? true : "Use the international format: +, country code, number",
            ),
        }),
        defineField({ name: "address", title: "Postal address", type: "text", rows: 3, description: "As shown on the site, one line per row." }),
        defineField({
          name: "postalAddress",
          title: "Postal address for search engines",
          type: "object",
          description: "The same address in parts (schema.org PostalAddress in the Organization data).",
          fields: [
            defineField({ name: "streetAddress", title: "Street and number", type: "string", validation: (rule) => rule.required() }),
            defineField({ name: "postalCode", title: "Postcode", type: "string", validation: (rule) => rule.required() }),
            defineField({ name: "addressLocality", title: "City", type: "string", validation: (rule) => rule.required() }),
            defineField({
              name: "addressCountry",
              title: "Country code",
              type: "string",
              description: "ISO 3166-1 alpha-2, e.g. NL.",
              validation: (rule) => rule.required().regex(/^[A-Z]{2}$/, { name: "country code" }),
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "footerLinks",
      title: "Footer links",
      type: "array",
      group: "footer",
      of: [
        defineArrayMember({
          name: "footerLink",
          title: "Footer link",
          type: "object",
          icon: LinkIcon,
          fields: [
            defineField({
              name: "label",
              title: "Label",
              type: "string",
              validation: (rule) => rule.required().error("A footer link needs a label"),
            }),
            defineField({
              name: "href",
              title: "Address",
              type: "string",
              description: "A site path without the language prefix (e.g. /help/) or a full https:// address.",
              validation: (rule) => rule.required().error("A footer link needs an address").custom(validateHref),
            }),
          ],
          preview: {
            select: { title: "label", subtitle: "href" },
          },
        }),
      ],
    }),
    defineField({
      name: "footerColumns",
      title: "Footer columns",
      type: "array",
      group: "footer",
      description: "Link columns of the footer (Products, Company, Legal…). Footer links above stay as the bottom row.",
      of: [
        defineArrayMember({
          name: "footerColumn",
          title: "Column",
          type: "object",
          icon: LinkIcon,
          fields: [
            defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
            defineField({
              name: "links",
              title: "Links",
              type: "array",
              of: [
                defineArrayMember({
                  name: "footerLink",
                  title: "Link",
                  type: "object",
                  fields: [
                    defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required() }),
                    defineField({ name: "href", title: "Address", type: "string", validation: (rule) => rule.required().custom(validateHref) }),
                  ],
                  preview: { select: { title: "label", subtitle: "href" } },
                }),
              ],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: { select: { title: "title" } },
        }),
      ],
      validation: (rule) => rule.max(5),
    }),
    defineField({
      name: "claims",
      title: "Marketing claims",
      type: "object",
      group: "claims",
      icon: SparklesIcon,
      description: "The numbers of spec §9. Page texts use them as {claim:name} (e.g. {claim:uptimePercent}), so a change here changes every page.",
      options: { collapsible: false },
      fields: [
        ...CLAIMS.map((c) =>
          defineField({
            name: c.name,
            title: c.title,
            type: "number",
            description: `Token: {claim:${c.name}}`,
            initialValue: c.value,
            validation: (rule) => rule.required().min(0),
          }),
        ),
        defineField({
          name: "dataCentres",
          title: "Data-centre countries",
          type: "array",
          of: [defineArrayMember({ type: "string" })],
          description: "Country names in this language, in display order.",
          validation: (rule) => rule.required().min(1),
        }),
      ],
      validation: (rule) => rule.required().error("The marketing claims are required: page texts refer to them"),
    }),
    defineField({
      name: "socialLoginDisabledForRu",
      title: "Social logins disabled for Russian users",
      type: "array",
      group: "regional",
      of: [defineArrayMember({ type: "string" })],
      options: { list: SOCIAL_LOGIN_PROVIDERS.map((p) => ({ title: p.title, value: p.id })), layout: "grid" },
      description:
        "Spec §5: users from Russia (by profile country, else by the visitor's country) do not see these login buttons. Set the same list in both languages.",
      validation: (rule) =>
        rule
          .unique()
          .custom((value: unknown) => (Array.isArray(value) && value.length === 2 ? true : "Spec §5 disables two providers for Russian users"))
          .warning(),
    }),
  ],
  preview: {
    select: { siteName: "siteName", language: "language" },
    prepare: ({ siteName, language }: { siteName?: string; language?: string }) => ({
      title: siteName ? `${siteName} settings` : "Site settings",
      subtitle: language ? language.toUpperCase() : "No language",
    }),
  },
});
