// Near-duplicate pages (issue 36): pages of one language whose text overlaps more than 85 % with another's,
// measured as the Jaccard index of their word shingles. A pure module; the build reports what it finds
// (gatsby-node.ts) and leaves out the pairs an editor already resolved with a canonical.
import type { PageSpec } from "./page-spec";

export const NEAR_DUPLICATE_THRESHOLD = 0.85;
/**
 * Words per shingle. Two: a city page that repeats its country's with the place name changed scores 0.92
 * (the 90–93 % the issue measured), two different countries' pages of one line 0.36–0.38; five-word shingles
 * split every sentence that names the place and scored the same pair 0.74.
 */
const SHINGLE_WORDS = 2;

/** The distinct runs of `size` consecutive words of a text, lower-cased, punctuation dropped. */
export function shingles(text: string, size = SHINGLE_WORDS): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<string>();
  if (words.length && words.length < size) out.add(words.join(" "));
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(" "));
  return out;
}

/** |A ∩ B| / |A ∪ B|; two empty sets are not alike (0). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const s of small) if (large.has(s)) common++;
  return common / (a.size + b.size - common);
}

export type TextPage = { path: string; language: string; text: string; url: string; canonical: string };
export type NearDuplicate = { a: string; b: string; overlap: number };

/**
 * Pairs of pages of one language above the threshold, most alike first. A pair where one page names the
 * other as canonical is resolved and left out.
 */
export function nearDuplicates(pages: readonly TextPage[], threshold = NEAR_DUPLICATE_THRESHOLD): NearDuplicate[] {
  const sets = pages.map((p) => shingles(p.text));
  const found: NearDuplicate[] = [];
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const a = pages[i]!;
      const b = pages[j]!;
      if (a.language !== b.language || a.canonical === b.url || b.canonical === a.url) continue;
      // Jaccard cannot exceed the ratio of the set sizes: most pairs stop here.
      const [x, y] = [sets[i]!.size, sets[j]!.size];
      if (Math.min(x, y) / Math.max(x, y) <= threshold) continue;
      const overlap = jaccard(sets[i]!, sets[j]!);
      if (overlap > threshold) found.push({ a: a.path, b: b.path, overlap });
    }
  }
  return found.sort((p, q) => q.overlap - p.overlap);
}

/** The text a page shows from its route-table context: every string but its metadata, links and keys. */
export function pageText(page: PageSpec): TextPage {
  const parts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (!/^(_key|_type|href|orderHref|slug|src|srcSet|icon|line|language|productLine|kind|mode|flag|countryCode)$/.test(key)) parts.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) if (k !== "seo" && k !== "breadcrumbs") walk(v, k);
  };
  walk(page.context, "");
  const { seo } = page.context;
  return { path: page.path, language: page.context.language, text: parts.join(" "), url: seo.url, canonical: seo.canonical };
}

/** The report the build prints. */
export function nearDuplicateReport(found: readonly NearDuplicate[]): string {
  if (!found.length) return `Near-duplicate pages: none above ${Math.round(NEAR_DUPLICATE_THRESHOLD * 100)} %.`;
  return [
    `Near-duplicate pages (text overlap above ${Math.round(NEAR_DUPLICATE_THRESHOLD * 100)} %; name one as the other's canonical, or merge them with a redirect):`,
    ...found.map((d) => `  ${Math.round(d.overlap * 100)} %  ${d.a}  ${d.b}`),
  ].join("\n");
}
