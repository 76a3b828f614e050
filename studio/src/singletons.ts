// The per-language singletons: siteSettings and the home page, one fixed document per language
// (decision 001, 003). Pure data and filters, so the desk structure and the config are unit-tested without a browser.
import { LANGUAGES, type Language } from "../../schemas/lib/languages";
import { siteSettingsId } from "../../schemas/lib/validation";

export const SINGLETON_TYPES: ReadonlySet<string> = new Set(["siteSettings", "homePage"]);

export interface SingletonEntry {
  id: string;
  type: string;
  language: Language;
  title: string;
}

export const SINGLETONS: readonly SingletonEntry[] = LANGUAGES.map((l) => ({
  id: siteSettingsId(l.id),
  type: "siteSettings",
  language: l.id,
  title: `Site settings · ${l.title}`,
}));

export const HOME_SINGLETONS: readonly SingletonEntry[] = LANGUAGES.map((l) => ({
  id: `homePage-${l.id}`,
  type: "homePage",
  language: l.id,
  title: `Home page · ${l.title}`,
}));

const ALL_SINGLETONS = [...SINGLETONS, ...HOME_SINGLETONS];

/** Templates that create a singleton with its language pre-set; used only from the pinned desk items. */
export const singletonTemplates = ALL_SINGLETONS.map((s) => ({
  id: s.id,
  title: s.title,
  schemaType: s.type,
  value: { language: s.language },
}));

// A singleton may be edited, published, unpublished-back-to-draft or restored, never duplicated or deleted.
const SINGLETON_ACTIONS: ReadonlySet<string> = new Set(["publish", "discardChanges", "restore"]);

export function filterSingletonActions<A extends { action?: string | null }>(actions: A[], schemaType: string): A[] {
  return SINGLETON_TYPES.has(schemaType) ? actions.filter((a) => typeof a.action === "string" && SINGLETON_ACTIONS.has(a.action)) : actions;
}

const SINGLETON_TEMPLATE_IDS: ReadonlySet<string> = new Set([...SINGLETON_TYPES, ...ALL_SINGLETONS.map((s) => s.id)]);

/** Removes the singletons from the global "Create" menu and every other new-document menu. */
export function filterNewDocumentOptions<T extends { templateId: string }>(items: T[]): T[] {
  return items.filter((item) => !SINGLETON_TEMPLATE_IDS.has(item.templateId));
}

/** Drops the generic singleton templates (they would create a third document) and adds the pinned ones. */
export function withSingletonTemplates<T extends { schemaType: string }>(templates: T[]): Array<T | (typeof singletonTemplates)[number]> {
  return [...templates.filter((t) => !SINGLETON_TYPES.has(t.schemaType)), ...singletonTemplates];
}
