import type { Language } from "./i18n-config";
import { queryWords } from "./search";

// The help search's sharded index (decision 087): a query fetches only the shards of its words, and the
// answer is exactly the spec §3 rule of src/lib/search.ts (every word must occur, case-insensitively, as a
// substring of the article's title, excerpt, text or a tag title; a word found nowhere gives no results).
//
// Why it is exact: a query word holds no whitespace, so where it occurs in an article's lower-cased text it
// lies inside one whitespace-separated token of that text. The build lists every distinct token with the
// articles holding it, and files each token under every 3-character gram it contains; a word of 3+
// characters is looked up in the shard of its first gram, which therefore lists every token that can
// contain it, and the word's articles are those of the tokens that do contain it (`includes`, the rule's
// own test). Words of 1–2 characters are looked up directly: each shard also lists, for the 1- and
// 2-character strings filed there, the articles holding them. The words' article sets are intersected.

/** How many shard files a language's index is cut into (a gram's shard is its hash modulo this). */
export const HELP_SHARD_COUNT = 512;

/** Positions of articles, ascending, as gaps (the first is the position itself): `[3, 1, 4]` is 3, 4, 8. */
export type Postings = number[];

/** One shard file: `g` the articles of the 1–2 character strings filed here, `t` tokens with their articles. */
export type HelpShard = { g: Record<string, Postings>; t: Array<[token: string, postings: Postings]> };

/** Where a language's shard is served from (public/help-index/<lang>/<n>.json). */
export const helpShardPath = (language: Language, shard: number) => `/help-index/${language}/${shard}.json`;

/** The key a word (or a gram) is filed under: itself when shorter than 3 characters, else its first 3. */
export const shardKey = (word: string) => word.slice(0, 3);

/** The shard of a key (FNV-1a over UTF-16 code units). */
export function shardOf(key: string, count = HELP_SHARD_COUNT): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % count;
}

export function encodePostings(positions: readonly number[]): Postings {
  return positions.map((p, i) => (i === 0 ? p : p - positions[i - 1]!));
}

export function decodePostings(gaps: Postings): number[] {
  const out: number[] = [];
  let at = 0;
  for (let i = 0; i < gaps.length; i++) out.push((at = i === 0 ? gaps[0]! : at + gaps[i]!));
  return out;
}

/** The shards a query needs (one per distinct word key), in the order of the words. */
export function shardsForQuery(query: string, count = HELP_SHARD_COUNT): number[] {
  return [...new Set(queryWords(query).map((w) => shardOf(shardKey(w), count)))];
}

/** Articles (positions) holding one lower-cased word, from the word's shard. */
function positionsOfWord(word: string, shard: HelpShard): Set<number> {
  if (word.length < 3) return new Set(decodePostings(shard.g[word] ?? []));
  const found = new Set<number>();
  for (const [token, postings] of shard.t) if (token.includes(word)) for (const p of decodePostings(postings)) found.add(p);
  return found;
}

/**
 * The positions of the articles that match the query by the spec §3 rule, ascending; `null` for a query
 * with no words (no condition: the caller shows every article). `shardAt` gives a loaded shard.
 */
export function matchShards(query: string, shardAt: (shard: number) => HelpShard, count = HELP_SHARD_COUNT): number[] | null {
  const words = queryWords(query);
  if (words.length === 0) return null;
  let result: number[] | null = null;
  for (const word of words) {
    const here = positionsOfWord(word, shardAt(shardOf(shardKey(word), count)));
    result = result === null ? [...here] : result.filter((p) => here.has(p));
    if (result.length === 0) return [];
  }
  return (result ?? []).sort((a, b) => a - b);
}
