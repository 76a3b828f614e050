import { createContentSource } from "./content-source";
import { helpCentreResult, parseContent, siteSettingsResult, type SiteSettings } from "./content-schemas";
import { readContentEnv } from "./env";
import { helpPages } from "./help-pages";
import type { PageSpec } from "./page-spec";
import { helpCentreQuery, siteSettingsQuery } from "./queries";

export type LoadedSite = { sourceLabel: string; settings: SiteSettings[]; pages: PageSpec[] };

/** Reads every route family's content once and turns it into the route table. */
export async function loadSite(env = readContentEnv()): Promise<LoadedSite> {
  const source = await createContentSource(env);
  const [settingsRaw, helpRaw] = await Promise.all([source.fetch(siteSettingsQuery), source.fetch(helpCentreQuery)]);
  const settings = parseContent(siteSettingsResult, settingsRaw, "siteSettings");
  const help = parseContent(helpCentreResult, helpRaw, "the help centre");
  const pages = [...helpPages(help, settings, env.siteUrl)];
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) throw new Error(`Two documents want the same path ${page.path}: make their slugs unique`);
    seen.add(page.path);
  }
  return { sourceLabel: source.label, settings, pages };
}
