import { createContentSource } from "./content-source";
import {
  helpCentreResult,
  homeResult,
  infoPagesResult,
  legalPagesResult,
  newsResult,
  parseContent,
  planPagesResult,
  productPagesResult,
  settingsExtrasResult,
  siteSettingsResult,
  variantPagesResult,
  type SettingsExtras,
  type SiteSettings,
} from "./content-schemas";
import { loadCatalog } from "./catalog-source";
import type { Catalog } from "../api-client/schemas/catalog";
import { readContentEnv } from "./env";
import { helpPages } from "./help-pages";
import type { PageSpec } from "./page-spec";
import { publicPages } from "./public-pages";
import {
  helpCentreQuery,
  homeQuery,
  infoPagesQuery,
  legalPagesQuery,
  newsQuery,
  planPagesQuery,
  productPagesQuery,
  settingsExtrasQuery,
  siteSettingsQuery,
  variantPagesQuery,
} from "./queries";

export type LoadedSite = {
  sourceLabel: string;
  catalogLabel: string;
  settings: SiteSettings[];
  extras: SettingsExtras[];
  catalog: Catalog;
  pages: PageSpec[];
};

/** Reads every route family's content once (both languages per query) and turns it into the route table. */
export async function loadSite(env = readContentEnv()): Promise<LoadedSite> {
  const source = await createContentSource(env);
  const [settingsRaw, extrasRaw, helpRaw, homeRaw, productsRaw, variantsRaw, plansRaw, newsRaw, legalRaw, infoRaw, catalog] = await Promise.all([
    source.fetch(siteSettingsQuery),
    source.fetch(settingsExtrasQuery),
    source.fetch(helpCentreQuery),
    source.fetch(homeQuery),
    source.fetch(productPagesQuery),
    source.fetch(variantPagesQuery),
    source.fetch(planPagesQuery),
    source.fetch(newsQuery),
    source.fetch(legalPagesQuery),
    source.fetch(infoPagesQuery),
    loadCatalog(env),
  ]);
  const settings = parseContent(siteSettingsResult, settingsRaw, "siteSettings");
  const extras = parseContent(settingsExtrasResult, extrasRaw, "siteSettings claims and footer");
  const help = parseContent(helpCentreResult, helpRaw, "the help centre");
  const content = {
    home: parseContent(homeResult, homeRaw, "the home page"),
    products: parseContent(productPagesResult, productsRaw, "product landings"),
    variants: parseContent(variantPagesResult, variantsRaw, "variant landings"),
    plans: parseContent(planPagesResult, plansRaw, "plan page texts"),
    news: parseContent(newsResult, newsRaw, "news"),
    legal: parseContent(legalPagesResult, legalRaw, "legal pages"),
    info: parseContent(infoPagesResult, infoRaw, "information pages"),
    extras,
  };
  const pages = [...publicPages(content, settings, catalog.catalog, env.siteUrl), ...helpPages(help, settings, env.siteUrl)];
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) throw new Error(`Two documents want the same path ${page.path}: make their slugs unique`);
    seen.add(page.path);
  }
  return { sourceLabel: source.label, catalogLabel: catalog.label, settings, extras, catalog: catalog.catalog, pages };
}
