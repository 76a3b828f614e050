import { useMemo } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { filterLocations } from "../../lib/region";
import { useRegion } from "../pricing";

export type NamedLocation = { slug: string; name: string };
type CatalogLocation = NamedLocation & { countryCode: string };

const namesCache = new Map<string, Intl.DisplayNames | null>();

/**
 * Where Intl's country name is not the one the site's own texts use: Russian pages say «США» (the studio's
 * location and landing pages, «VPS в США»), and the configurator said «Соединенные Штаты» beside them.
 */
const NAMES_IN_TEXTS: Record<string, Record<string, string>> = { ru: { US: "США" } };

/**
 * A location's name in a language: its country's name from Intl (Нидерланды on Russian pages); the
 * catalog's (English) name where Intl cannot name the country. The one place that names locations.
 */
export function locationName(location: { name: string; countryCode: string }, language: string): string {
  const inTexts = NAMES_IN_TEXTS[language]?.[location.countryCode.toUpperCase()];
  if (inTexts) return inTexts;
  let names = namesCache.get(language);
  if (names === undefined) {
    names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([language], { type: "region", fallback: "none" }) : null;
    namesCache.set(language, names);
  }
  try {
    return names?.of(location.countryCode) ?? location.name;
  } catch {
    return location.name;
  }
}

/**
 * The locations a configurator or the checkout offers: the region rule of spec §6 (src/lib/region.ts:
 * a regional data centre only for its region, first for it), named in the page's language.
 */
export function useLocalizedLocations(locations: CatalogLocation[]): NamedLocation[] {
  const region = useRegion();
  const { language } = useI18next();
  return useMemo(() => filterLocations(locations, region).map((l) => ({ slug: l.slug, name: locationName(l, language) })), [locations, region, language]);
}
