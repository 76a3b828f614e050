// "New help article (Русский)" and friends: templates that pre-set the language, offered by the
// per-language lists of the desk structure.
import { LANGUAGES } from "../../schemas/lib/languages";

export const LOCALISED_TYPES = [
  { type: "helpArticle", title: "Help article" },
  { type: "tag", title: "Help tag" },
  { type: "productPage", title: "Product landing" },
  { type: "variantPage", title: "Variant landing" },
  { type: "planPage", title: "Plan page text" },
  { type: "newsPost", title: "News post" },
  { type: "legalPage", title: "Legal page" },
  { type: "infoPage", title: "Information page" },
  { type: "location", title: "Location" },
  { type: "software", title: "CMS / OS" },
] as const;

export type LocalisedType = (typeof LOCALISED_TYPES)[number]["type"];

export function languageTemplateId(type: string, language: string): string {
  return `${type}-${language}`;
}

export const languageTemplates = LOCALISED_TYPES.flatMap((t) =>
  LANGUAGES.map((l) => ({
    id: languageTemplateId(t.type, l.id),
    title: `${t.title} (${l.title})`,
    schemaType: t.type,
    value: { language: l.id },
  })),
);
