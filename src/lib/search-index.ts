import { queryWords, searchText } from "./search";

// A trigram candidate filter for the help search rule (spec §3, src/lib/search.ts; decision 050).
// Built once per index: every lower-cased searchable text is cut into 3-character grams, and each gram
// lists the items (by position) whose text holds it. A query word of 3 or more characters can only occur
// in an item that holds every gram of the word, so the lists of the words' grams are intersected first and
// only those candidates are checked with the plain rule (`includes` on the same lower-cased text). The
// filter never drops a match — a substring's grams are always grams of the text — so the results are the
// plain rule's, in the same order. Words shorter than 3 characters filter nothing and are only verified.

const GRAM = 3;
/** Characters get small ids so a gram fits a small integer key; ids past the cap share one (a coarser filter, same results). */
const MAX_CHAR_ID = 1023;
const SHIFT = 10; // bits per character id

/** Below this many candidates the remaining lists cost more to intersect than the words cost to verify. */
const VERIFY_BELOW = 24;

export type SearchIndex<T> = {
  readonly items: readonly T[];
  /** The items that match the query by the spec §3 rule, in index order (every item for an empty query). */
  search(query: string): T[];
};

export function createSearchIndex<T>(items: readonly T[], stringsOf: (item: T) => readonly string[]): SearchIndex<T> {
  const texts = items.map((item) => searchText(stringsOf(item)));
  const charIds = new Uint16Array(65536);
  let nextId = 1;
  const idOf = (code: number) => {
    let id = charIds[code]!;
    if (id === 0) {
      id = nextId <= MAX_CHAR_ID ? nextId++ : MAX_CHAR_ID;
      charIds[code] = id;
    }
    return id;
  };

  // gram key -> positions of the items holding it, ascending (so a list's last entry tells whether this item is on it).
  const lists = new Map<number, number[]>();
  texts.forEach((text, position) => {
    if (text.length < GRAM) return;
    let a = idOf(text.charCodeAt(0));
    let b = idOf(text.charCodeAt(1));
    for (let i = GRAM - 1; i < text.length; i++) {
      const c = idOf(text.charCodeAt(i));
      const key = (((a << SHIFT) | b) << SHIFT) | c;
      const list = lists.get(key);
      if (!list) lists.set(key, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
      a = b;
      b = c;
    }
  });

  const stamps = new Uint32Array(items.length);
  let stamp = 0;

  /** The gram lists a word's items must all be on, or null when some gram is in no text at all. */
  function listsOf(word: string, into: number[][]): boolean {
    if (word.length < GRAM) return true;
    const ids: number[] = [];
    for (let i = 0; i < word.length; i++) {
      const id = charIds[word.charCodeAt(i)]!;
      if (id === 0) return false; // a character no text holds
      ids.push(id);
    }
    for (let i = GRAM - 1; i < ids.length; i++) {
      const list = lists.get((((ids[i - 2]! << SHIFT) | ids[i - 1]!) << SHIFT) | ids[i]!);
      if (!list) return false;
      into.push(list);
    }
    return true;
  }

  function candidates(words: readonly string[]): number[] | null {
    const wanted: number[][] = [];
    for (const word of words) if (!listsOf(word, wanted)) return [];
    if (wanted.length === 0) return null; // only short words: every item is a candidate
    wanted.sort((x, y) => x.length - y.length);
    let found = wanted[0]!;
    for (let k = 1; k < wanted.length && found.length >= VERIFY_BELOW; k++) {
      stamp++;
      for (const position of wanted[k]!) stamps[position] = stamp;
      found = found.filter((position) => stamps[position] === stamp);
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
      for (const position of found) if (matches(position)) out.push(items[position]!);
      return out;
    },
  };
}
