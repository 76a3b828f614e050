import { HomeIcon } from "../lib/icons";
import { defineType } from "sanity";
import { HERO_IMAGE_HINT, languageField, leadField, pictureField, sectionsField, titleField, uniquePerLanguage } from "../lib/fields";
import { defineField } from "sanity";

// The home page: one document per language (`homePage-en`, `homePage-ru`), pinned in the desk.
export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      ...languageField(),
      group: "content",
      validation: (rule) => rule.required().error("Choose the language").custom(uniquePerLanguage([], "There is already a home page in this language")),
    }),
    defineField({ ...titleField("home page"), group: "content" }),
    defineField({ ...leadField(), group: "content" }),
    defineField({ ...pictureField("heroImage", "Hero image", `${HERO_IMAGE_HINT}. Empty: no picture.`), group: "content" }),
    defineField({ ...sectionsField(), group: "content", validation: (rule) => rule.required().min(1).error("The home page needs sections") }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  preview: {
    select: { title: "title", language: "language" },
    prepare: ({ title, language }: { title?: string; language?: string }) => ({
      title: title || "Home page",
      subtitle: `${language ? language.toUpperCase() : "??"} · /`,
    }),
  },
});
