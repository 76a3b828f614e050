import { useMemo } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { filterLocations } from "../../lib/region";
import { useRegion } from "../pricing";

export type NamedLocation = { slug: string; name: string };
type CatalogLocation = NamedLocation & { countryCode: string };

const namesCache = new Map<string, Intl.DisplayNames | null>();

/**
 * The names of the catalogue's countries in the site's languages, as Intl.DisplayNames gives them (a test keeps
 * them equal), but for the site's own: Russian pages say «США» (the studio's location and landing pages, «VPS в
 * США»), and the configurator said «Соединенные Штаты» beside them. Building an Intl.DisplayNames loads its
 * region names: 10-13 ms in Chromium on a desktop, 60-90 ms of the checkout's render at 6x CPU (issue 40); the
 * table spares it for these countries, and Intl names any other (a location the API adds later).
 */
export const COUNTRY_NAMES: Record<string, Record<string, string>> = {
  en: { CH: "Switzerland", DE: "Germany", ES: "Spain", NL: "Netherlands", RU: "Russia", UA: "Ukraine", US: "United States" },
  ru: { CH: "Швейцария", DE: "Германия", ES: "Испания", NL: "Нидерланды", RU: "Россия", UA: "Украина", US: "США" },
};

/**
 * A location's name in a language: its country's name (Нидерланды on Russian pages), from the table above or
 * Intl; the catalog's (English) name where neither can name the country. The one place that names locations.
 */
export function locationName(location: { name: string; countryCode: string }, language: string): string {
  const known = COUNTRY_NAMES[language]?.[location.countryCode.toUpperCase()];
  if (known) return known;
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
