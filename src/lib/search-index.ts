import { queryWords, searchText } from "./search";

// A trigram candidate filter for the help search rule (spec §3, src/lib/search.ts; decision 050).
// Built once per index: every lower-cased searchable text is cut into 3-character grams, and each gram's
// bucket lists the items (by position) whose text holds it. A query word of 3 or more characters can only occur
// in an item that holds every gram of the word, so the lists of the words' grams are intersected first and
// only those candidates are checked with the plain rule (`includes` on the same lower-cased text). The
// filter never drops a match — a substring's grams are always grams of the text — so the results are the
// plain rule's, in the same order. Words shorter than 3 characters filter nothing and are only verified.

const GRAM = 3;
/** Grams are hashed into buckets (a power of two, about one per character of text, at most 2^20); grams sharing a bucket only widen the candidates. */
const MIN_BUCKETS = 1 << 10;
const MAX_BUCKETS = 1 << 20;

/** Below this many candidates the remaining lists cost more to intersect than the words cost to verify. */
const VERIFY_BELOW = 24;

const bucketOf = (a: number, b: number, c: number, mask: number) => {
  const h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);
  return (h ^ (h >>> 15)) & mask;
};

export type SearchIndex<T> = {
  readonly items: readonly T[];
  /** The items that match the query by the spec §3 rule, in index order (every item for an empty query). */
  search(query: string): T[];
};

export function createSearchIndex<T>(items: readonly T[], stringsOf: (item: T) => readonly string[]): SearchIndex<T> {
  const texts = items.map((item) => searchText(stringsOf(item)));
  let size = MIN_BUCKETS;
  const chars = texts.reduce((sum, text) => sum + text.length, 0);
  while (size < chars && size < MAX_BUCKETS) size <<= 1;
  const mask = size - 1;

  // Two passes over the text into flat typed arrays (no per-gram objects): count each bucket's items, then
  // place them. `seen` holds the last item put in a bucket, so an item is listed once per bucket, and the
  // positions in each bucket come out ascending.
  const starts = new Int32Array(size + 1);
  const seen = new Int32Array(size);
  const eachBucket = (visit: (bucket: number, position: number) => void) => {
    seen.fill(-1);
    texts.forEach((text, position) => {
      let a = text.charCodeAt(0);
      let b = text.charCodeAt(1);
      for (let i = GRAM - 1; i < text.length; i++) {
        const c = text.charCodeAt(i);
        const bucket = bucketOf(a, b, c, mask);
        if (seen[bucket] !== position) {
          seen[bucket] = position;
          visit(bucket, position);
        }
        a = b;
        b = c;
      }
    });
  };
  eachBucket((bucket) => starts[bucket + 1]!++);
  for (let k = 1; k <= size; k++) starts[k]! += starts[k - 1]!;
  const positions = new Int32Array(starts[size]!);
  const fill = starts.slice(0, size);
  eachBucket((bucket, position) => (positions[fill[bucket]!++] = position));

  const stamps = new Uint32Array(items.length);
  let stamp = 0;

  /** Adds the lists a word's items must all be on; false when one is empty (no item can match). */
  function listsOf(word: string, into: Int32Array[]): boolean {
    for (let i = GRAM - 1; i < word.length; i++) {
      const bucket = bucketOf(word.charCodeAt(i - 2), word.charCodeAt(i - 1), word.charCodeAt(i), mask);
      if (starts[bucket] === starts[bucket + 1]) return false;
      into.push(positions.subarray(starts[bucket]!, starts[bucket + 1]!));
    }
    return true;
  }

  /** Positions that may match, ascending; null when no word is long enough to filter. */
  function candidates(words: readonly string[]): ArrayLike<number> | null {
    const wanted: Int32Array[] = [];
    for (const word of words) if (!listsOf(word, wanted)) return [];
    if (wanted.length === 0) return null;
    wanted.sort((x, y) => x.length - y.length);
    let found: ArrayLike<number> = wanted[0]!;
    for (let k = 1; k < wanted.length && found.length >= VERIFY_BELOW; k++) {
      stamp++;
      for (const position of wanted[k]!) stamps[position] = stamp;
      const kept: number[] = [];
      for (let i = 0; i < found.length; i++) if (stamps[found[i]!] === stamp) kept.push(found[i]!);
      found = kept;
    }
    return found;
  }

  return {
    items,
    search(query) {
      const words = queryWords(query);
      if (words.length === 0) return [...items];
      const matches = (position: number) => words.every((word) => texts[position]!.includes(word));
      const found = candidates(words);
      if (found === null) return items.filter((_, position) => matches(position));
      const out: T[] = [];
      for (let i = 0; i < found.length; i++) if (matches(found[i]!)) out.push(items[found[i]!]!);
      return out;
    },
  };
}
