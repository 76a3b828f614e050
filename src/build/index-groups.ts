import type { Language } from "../lib/i18n-config";
import type { IndexGroup, IndexLink, SectionView } from "./page-types";
import type { PublicContent } from "./public-pages";
import type { SiteStrings } from "./site-strings";

type Variant = PublicContent["variants"][number];

/** Which prefixes make which group on a product page, in page order (spec §2's landing kinds). */
const GROUPS: Record<string, Array<{ id: IndexGroup["id"]; prefixes: Variant["prefix"][] }>> = {
  "web-hosting": [
    { id: "software", prefixes: ["for"] },
    { id: "locations", prefixes: ["in"] },
  ],
  vps: [
    { id: "os", prefixes: ["on"] },
    { id: "use-cases", prefixes: ["for", "with"] },
    { id: "locations", prefixes: ["in"] },
  ],
  dedicated: [
    { id: "themes", prefixes: ["for"] },
    { id: "locations", prefixes: ["in"] },
  ],
};

/** `href` without the language prefix: SmartLink adds the page's own. */
function linkOf(v: Variant, base: string): IndexLink {
  const href = `${base}${v.prefix}-${v.slug}/`;
  if (v.location) {
    const city = v.location.kind === "city";
    return { href, title: city ? v.location.city : v.location.name, note: city ? v.location.name : v.location.city, flag: v.location.flag };
  }
  if (v.software) return { href, title: v.software.name, note: null, flag: null };
  return { href, title: v.title, note: null, flag: null };
}

/**
 * One card per place (issue 37): a line with a country page and a city page of the same place (dedicated
 * servers: in-germany, in-frankfurt) showed two cards for it. The country's card keeps the city's page as
 * its note's link; a place with one page keeps its card as it was.
 */
function onePerPlace(links: IndexLink[]): IndexLink[] {
  const out: IndexLink[] = [];
  for (const link of links) {
    const same = link.flag ? out.find((o) => o.flag === link.flag && !o.noteHref) : undefined;
    if (!same) out.push(link);
    else if (same.note === link.title)
      same.noteHref = link.href; // the country's card, then its city's page
    else if (link.note === same.title) out.splice(out.indexOf(same), 1, { ...link, noteHref: same.href });
    else out.push(link);
  }
  return out;
}

/**
 * The index sections of a product page (issue 17): links to every variant landing of its line in its
 * language, grouped as peers do (software, operating systems, use cases, themes, locations). Built
 * from the dataset's variant pages, so a new landing appears on its index without code.
 */
export function indexGroups(variants: Variant[], line: { id: string; base: string }, language: Language, strings: SiteStrings): IndexGroup[] {
  const mine = variants.filter((v) => v.language === language && v.productLine === line.id);
  return (GROUPS[line.id] ?? [])
    .map(({ id, prefixes }) => ({
      id,
      heading: strings.index[id],
      links: ((links: IndexLink[]) => (id === "locations" ? onePerPlace(links) : links))(
        mine.filter((v) => prefixes.includes(v.prefix)).map((v) => linkOf(v, line.base)),
      ),
    }))
    .filter((g) => g.links.length > 0);
}

/**
 * A hero highlight that states how many entries an index section has ("7 locations", "7 локаций")
 * links to that section: the number must equal the section's link count and open the highlight.
 */
export function linkHighlights(sections: SectionView[], groups: IndexGroup[]): SectionView[] {
  if (!groups.length) return sections;
  return sections.map((s) => {
    if (s._type !== "hero" || !("highlights" in s)) return s;
    const highlightLinks = s.highlights.map((h) => {
      const count = /^\s*(\d+)\s/.exec(h)?.[1];
      const group = count ? groups.find((g) => g.links.length === Number(count)) : undefined;
      return group ? `#${group.id}` : null;
    });
    return highlightLinks.some(Boolean) ? { ...s, highlightLinks } : s;
  });
}
