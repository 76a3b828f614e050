import { searchableStrings, type HelpIndexEntry } from "../../src/lib/help-index";

// Queries that exercise the help search rule (spec §3) over real entries: both indexes (the in-browser trigram
// index kept for the bench, and the sharded one the site ships) are checked against the plain rule with them.

/** A small seeded PRNG (mulberry32) so a failure can be replayed. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every title and tag word, upper-cased, and in pairs. */
export function titleAndTagQueries(entries: readonly HelpIndexEntry[]): string[] {
  const words = [...new Set(entries.flatMap((e) => [...e.title.split(/\s+/u), ...e.tags.map((t) => t.title)]))];
  return [...words, ...words.map((w) => w.toLocaleUpperCase()), ...words.map((w, i) => `${w} ${words[(i * 7) % words.length]}`)];
}

/**
 * `count` random pieces of the articles' text: sometimes with a second word from elsewhere, sometimes with a
 * changed letter (mostly a miss), sometimes a two-letter prefix.
 */
export function randomQueries(entries: readonly HelpIndexEntry[], next: () => number, count: number): string[] {
  const queries: string[] = [];
  for (let n = 0; n < count; n++) {
    const strings = searchableStrings(entries[Math.floor(next() * entries.length)]!);
    const text = strings[Math.floor(next() * strings.length)]!;
    const start = Math.floor(next() * text.length);
    const piece = text.slice(start, start + 1 + Math.floor(next() * 14));
    const other = searchableStrings(entries[Math.floor(next() * entries.length)]!)[0]!.slice(0, 2 + Math.floor(next() * 6));
    const roll = next();
    queries.push(roll < 0.4 ? piece : roll < 0.7 ? `${piece} ${other}` : roll < 0.9 ? `${piece}q${other}` : piece.slice(0, 2));
  }
  return queries;
}
