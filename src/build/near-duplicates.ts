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

/** `jaccard` of two sets given as sorted arrays of distinct numbers. */
function sortedJaccard(a: Int32Array, b: Int32Array): number {
  if (!a.length || !b.length) return 0;
  let common = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      common++;
      i++;
      j++;
    }
  }
  return common / (a.length + b.length - common);
}

export type TextPage = { path: string; language: string; text: string; url: string; canonical: string };
export type NearDuplicate = { a: string; b: string; overlap: number };

/**
 * Pairs of pages of one language above the threshold, most alike first (pages in their given order within an equal
 * overlap). A pair where one page names the other as canonical is resolved and left out.
 *
 * Jaccard cannot exceed the ratio of the two set sizes, so each language's pages are visited by set size: a page is
 * compared only with the larger ones within the threshold's ratio, and the scan stops at the first beyond it. The
 * same pairs as comparing every two pages (4,248 pages at 2,000 help articles per language: 24 s of CPU that way;
 * decision 244).
 */
export function nearDuplicates(pages: readonly TextPage[], threshold = NEAR_DUPLICATE_THRESHOLD): NearDuplicate[] {
  // Each shingle as a number, each page's set as its sorted numbers: a pair's common count is one merge of two
  // arrays, not a string lookup per shingle (the same counts, so the same overlaps).
  const ids = new Map<string, number>();
  const sets = pages.map((p) => {
    const numbers = [...shingles(p.text)].map((s) => ids.get(s) ?? ids.set(s, ids.size).size - 1);
    return Int32Array.from(numbers).sort();
  });
  const found: Array<NearDuplicate & { i: number; j: number }> = [];
  const byLanguage = new Map<string, number[]>();
  pages.forEach((p, i) => byLanguage.set(p.language, [...(byLanguage.get(p.language) ?? []), i]));
  for (const indexes of byLanguage.values()) {
    const bySize = [...indexes].sort((x, y) => sets[x]!.length - sets[y]!.length || x - y);
    for (let m = 0; m < bySize.length; m++) {
      const first = bySize[m]!;
      for (let n = m + 1; n < bySize.length; n++) {
        const second = bySize[n]!;
        const [x, y] = [sets[first]!.length, sets[second]!.length];
        if (x / y <= threshold) break;
        const [i, j] = first < second ? [first, second] : [second, first];
        const a = pages[i]!;
        const b = pages[j]!;
        if (a.canonical === b.url || b.canonical === a.url) continue;
        const overlap = sortedJaccard(sets[i]!, sets[j]!);
        if (overlap > threshold) found.push({ a: a.path, b: b.path, overlap, i, j });
      }
    }
  }
  return found.sort((p, q) => q.overlap - p.overlap || p.i - q.i || p.j - q.j).map(({ a, b, overlap }) => ({ a, b, overlap }));
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
