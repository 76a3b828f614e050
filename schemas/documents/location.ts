import { PinIcon } from "../lib/icons";
import { defineField, defineType } from "sanity";
import { languageField, slugField } from "../lib/fields";

/** A flag emoji is two regional-indicator letters; it must match the country code. */
export function checkFlag(flag: unknown, countryCode: unknown): true | string {
  if (typeof flag !== "string" || typeof countryCode !== "string") return true;
  const expected = countryCode.toUpperCase().replace(/[A-Z]/g, (c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65));
  return flag === expected ? true : `The flag of ${countryCode.toUpperCase()} is ${expected}`;
}

// A data-centre location (country or city) for in- landings. `catalogLocation` ties it to the billing
// catalog's location, which decides which plans are sold there.
export const location = defineType({
  name: "location",
  title: "Location",
  type: "document",
  icon: PinIcon,
  fields: [
    languageField(),
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description: "Country or city name in this language.",
      validation: (rule) => rule.required().error("A location needs a name"),
    }),
    { ...slugField("in-"), options: { source: "name", maxLength: 64 } },
    defineField({
      name: "kind",
      title: "Kind",
      type: "string",
      options: { list: ["country", "city"], layout: "radio", direction: "horizontal" },
      initialValue: "country",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "countryCode",
      title: "Country code",
      type: "string",
      description: "ISO 3166 alpha-2, e.g. DE.",
      validation: (rule) => rule.required().regex(/^[A-Z]{2}$/, { name: "two capital letters" }),
    }),
    defineField({ name: "city", title: "City (data centre)", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "catalogLocation",
      title: "Catalog location",
      type: "string",
      description: "Slug of the billing catalog's location this page sells from (germany, netherlands, spain, switzerland, usa, ukraine, russia).",
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/),
    }),
    defineField({
      name: "flag",
      title: "Flag",
      type: "string",
      description: "The flag emoji of the country (🇩🇪).",
      validation: (rule) => rule.required().custom((flag, context) => checkFlag(flag, context.document?.countryCode)),
    }),
  ],
  preview: {
    select: { title: "name", language: "language", flag: "flag", city: "city" },
    prepare: ({ title, language, flag, city }: { title?: string; language?: string; flag?: string; city?: string }) => ({
      title: `${flag ?? ""} ${title ?? "Location"}`.trim(),
      subtitle: `${language ? language.toUpperCase() : "??"} · ${city ?? ""}`,
    }),
  },
});
