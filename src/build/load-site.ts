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
  redirectsResult,
  settingsExtrasResult,
  siteSettingsResult,
  variantPagesResult,
  type SettingsExtras,
  type SiteSettings,
} from "./content-schemas";
import { loadCatalog } from "./catalog-source";
import type { Catalog } from "../api-client/schemas/catalog";
import { EMBEDDED_DATASET_DIR, readContentEnv } from "./env";
import { helpPages } from "./help-pages";
import type { PageSpec } from "./page-spec";
import { fillClaims, publicPages } from "./public-pages";
import { SeoImageResolver } from "./seo-images";
import { resolveSeo, settingsFor } from "./seo";
import type { ResolvedSeo } from "./page-types";
import { LANGUAGES, localizePath, type Language } from "../lib/i18n-config";
import path from "node:path";
import { resolveRedirects, type SiteRedirect } from "./redirects";
import { assignSocialCards } from "./social-cards";
import type { CardInput } from "./social-card-design";
import {
  helpCentreQuery,
  homeQuery,
  infoPagesQuery,
  legalPagesQuery,
  newsQuery,
  planPagesQuery,
  productPagesQuery,
  redirectsQuery,
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
  /** The partner page's metadata (a file route, src/pages/partners.tsx), from siteSettings.partnersSeo. */
  partnersSeo: Record<Language, ResolvedSeo>;
  /** The editors' redirects, chains flattened (src/build/redirects.ts). */
  redirects: SiteRedirect[];
  /** Local images of the content the build copies into public/ (URL path → file). */
  assetCopies: Map<string, string>;
  /** Every indexable page's social card, by key (its og:image is /social/<key>.png: src/build/social-cards.ts). */
  socialCards: Map<string, CardInput>;
};

/** The file-route partner page (decision 093): its metadata comes from siteSettings like any page's. */
function partnersSeoFor(settings: SiteSettings[], extras: SettingsExtras[], siteUrl: string): Record<Language, ResolvedSeo> {
  const languages = LANGUAGES.filter((l) => settings.some((s) => s.language === l));
  const entries = LANGUAGES.map((language) => {
    const own = settingsFor(settings, language);
    const claims = extras.find((e) => e.language === language)?.claims ?? {};
    const seo = fillClaims(own.partnersSeo, claims, language, `siteSettings-${language}.partnersSeo`);
    return [language, resolveSeo({ seo, heading: "", language, path: "/partners/", languages, modifiedAt: own.modifiedAt }, own, siteUrl)] as const;
  });
  return Object.fromEntries(entries) as Record<Language, ResolvedSeo>;
}

/** Reads every route family's content once (both languages per query) and turns it into the route table. */
export async function loadSite(env = readContentEnv()): Promise<LoadedSite> {
  const source = await createContentSource(env);
  const [settingsRaw, extrasRaw, helpRaw, homeRaw, productsRaw, variantsRaw, plansRaw, newsRaw, legalRaw, infoRaw, redirectsRaw, catalog] = await Promise.all([
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
    source.fetch(redirectsQuery),
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
  // Images become absolute URLs before any page uses them (local files of the embedded dataset included).
  const images = new SeoImageResolver(env.seedDir, path.resolve("static"), env.siteUrl, path.resolve(EMBEDDED_DATASET_DIR));
  images.resolveAll(settings, "siteSettings");
  images.resolveAll(help, "help centre");
  images.resolveAll(content, "pages");
  // Hero and product pictures: responsive variants (made by the image pipeline, or drawn here offline).
  const pictures = await images.resolvePictures(content, "pages");
  const pictureOf = (field: object | null) => (field ? (pictures.get(field) ?? null) : null);
  const pages = [...publicPages(content, settings, catalog.catalog, env.siteUrl, pictureOf), ...helpPages(help, settings, env.siteUrl)];
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) throw new Error(`Two documents want the same path ${page.path}: make their slugs unique`);
    seen.add(page.path);
  }
  // Partner pages are file routes (src/pages), pages all the same: a redirect may not start from them either.
  for (const language of LANGUAGES) seen.add(localizePath("/partners/", language));
  const redirects = resolveRedirects(parseContent(redirectsResult, redirectsRaw, "redirects"), seen);
  const partnersSeo = partnersSeoFor(settings, extras, env.siteUrl);
  const socialCards = assignSocialCards(pages, partnersSeo, settings, env.siteUrl);
  return {
    sourceLabel: source.label,
    catalogLabel: catalog.label,
    settings,
    extras,
    catalog: catalog.catalog,
    pages,
    partnersSeo,
    redirects,
    assetCopies: images.copies,
    socialCards,
  };
}
