import { useMemo } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { filterLocations } from "../../lib/region";
import { useRegion } from "../pricing";

type CatalogLocation = { slug: string; name: string; countryCode: string };

/**
 * The locations a public configurator offers: the region rule of spec §6 (src/lib/region.ts: a
 * regional data centre only for its region, first for it), named in the page's language.
 */
export function useIslandLocations(locations: CatalogLocation[]): Array<{ slug: string; name: string }> {
  const region = useRegion();
  const { language } = useI18next();
  return useMemo(() => {
    const names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([language], { type: "region" }) : null;
    return filterLocations(locations, region).map((l) => ({ slug: l.slug, name: names?.of(l.countryCode) ?? l.name }));
  }, [locations, region, language]);
}
