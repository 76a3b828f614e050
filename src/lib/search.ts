// The help centre's search rule (spec §3): the query is split on spaces and every word must occur,
// case-insensitively, in at least one of an item's searchable strings (title, text, tags).
// Pure and language-agnostic: lower-casing with toLocaleLowerCase handles Cyrillic as well as Latin.

/** The words of a query, lower-cased; runs of whitespace and leading/trailing spaces give no empty words. */
export function queryWords(query: string): string[] {
  return query
    .split(/\s+/u)
    .map((w) => w.toLocaleLowerCase())
    .filter((w) => w !== "");
}

/**
 * True when every word of the query occurs in at least one of the strings. The words need not occur
 * in the same string. An empty query (no words) matches everything: there is no condition to fail.
 */
export function matchesQuery(strings: readonly string[], query: string | readonly string[]): boolean {
  const words = typeof query === "string" ? queryWords(query) : query;
  if (words.length === 0) return true;
  const haystack = strings.map((s) => s.toLocaleLowerCase());
  return words.every((word) => haystack.some((s) => s.includes(word)));
}

/** An item's searchable strings as one lower-cased text; a newline between strings (see below). */
export const searchText = (strings: readonly string[]): string => strings.map((s) => s.toLocaleLowerCase()).join("\n");

/**
 * Lower-cased searchable text of an item, computed once per item and `stringsOf` (the help index is
 * searched on every keystroke: lower-casing 2,000 article bodies per query cost tens of ms). The strings
 * are joined with a newline: query words hold no whitespace, so no word can match across two strings.
 */
const haystacks = new WeakMap<(item: never) => readonly string[], WeakMap<object, string>>();
function haystackOf<T>(item: T, stringsOf: (item: T) => readonly string[]): string {
  const compute = () => searchText(stringsOf(item));
  if (typeof item !== "object" || item === null) return compute();
  let perItem = haystacks.get(stringsOf as (item: never) => readonly string[]);
  if (!perItem) haystacks.set(stringsOf as (item: never) => readonly string[], (perItem = new WeakMap()));
  let text = perItem.get(item);
  if (text === undefined) perItem.set(item, (text = compute()));
  return text;
}

/** Filters items by the rule, keeping their order; `stringsOf` names an item's searchable strings. */
export function searchItems<T>(items: readonly T[], query: string, stringsOf: (item: T) => readonly string[]): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = haystackOf(item, stringsOf);
    return words.every((word) => text.includes(word));
  });
}
