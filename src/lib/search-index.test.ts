import path from "node:path";
import { buildHelpIndex } from "../build/help-search-index";
import { readContentEnv } from "../build/env";
import { loadSite } from "../build/load-site";
import { searchableStrings, type HelpIndexEntry } from "./help-index";
import { createSearchIndex } from "./search-index";
import { searchItems } from "./search";
import { random, randomQueries, titleAndTagQueries } from "../../tests/support/search-queries";

// The trigram index must give exactly the plain rule's results (searchItems), in the same order.

const slugsOf = (list: readonly HelpIndexEntry[]) => list.map((e) => e.slug);

function expectSameAsPlainRule<T>(items: readonly T[], queries: readonly string[], stringsOf: (item: T) => readonly string[]) {
  const index = createSearchIndex(items, stringsOf);
  for (const q of queries) expect([q, index.search(q)]).toEqual([q, searchItems(items, q, stringsOf)]);
}

describe("createSearchIndex over the seed's help index", () => {
  const root = path.resolve(__dirname, "../..");
  let indexes: Record<"en" | "ru", HelpIndexEntry[]>;
  beforeAll(async () => {
    const site = await loadSite(readContentEnv({ SITE_URL: "https://www.example.com" }, root));
    indexes = { en: buildHelpIndex(site.pages, "en").articles, ru: buildHelpIndex(site.pages, "ru").articles };
  });

  it("has articles in both languages to search", () => {
    expect(indexes.en.length).toBeGreaterThan(10);
    expect(indexes.ru.length).toBeGreaterThan(10);
  });

  it("finds what the plain rule finds for every title and tag word, upper-cased and in pairs", () => {
    for (const entries of Object.values(indexes)) {
      const queries = titleAndTagQueries(entries);
      expectSameAsPlainRule(entries, queries, searchableStrings);
    }
  });

  it("finds what the plain rule finds for 2,000 random substrings of the articles and misses", () => {
    const next = random(8);
    for (const entries of Object.values(indexes)) {
      const queries = randomQueries(entries, next, 1000);
      const index = createSearchIndex(entries, searchableStrings);
      let hits = 0;
      for (const q of queries) {
        const expected = slugsOf(searchItems(entries, q, searchableStrings));
        if (expected.length) hits++;
        expect([q, slugsOf(index.search(q))]).toEqual([q, expected]);
      }
      // The queries exercise both sides: many find something, some find nothing.
      expect(hits).toBeGreaterThan(300);
      expect(hits).toBeLessThan(queries.length);
    }
  });
});

describe("createSearchIndex on generated text", () => {
  it("matches the plain rule on a tiny alphabet where grams collide a lot (Latin, Cyrillic, newlines)", () => {
    const next = random(41);
    const alphabet = "abcAB аБв\n-";
    const word = (max: number) => Array.from({ length: 1 + Math.floor(next() * max) }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
    const items = Array.from({ length: 300 }, (_, id) => ({ id, strings: Array.from({ length: 1 + Math.floor(next() * 3) }, () => word(40)) }));
    const queries = Array.from({ length: 1500 }, () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => word(6)).join(" "));
    expectSameAsPlainRule(items, queries, (i) => i.strings);
  });

  it("still matches when there are more distinct characters than gram ids (they share one)", () => {
    const next = random(5);
    const char = () => String.fromCharCode(0x4e00 + Math.floor(next() * 1500));
    const items = Array.from({ length: 200 }, (_, id) => ({ id, text: Array.from({ length: 60 }, char).join("") }));
    const queries = items.flatMap((i) => [i.text.slice(10, 13), i.text.slice(20, 26) + " " + i.text.slice(0, 4), char() + char() + char()]);
    expectSameAsPlainRule(items, queries, (i) => [i.text]);
  });

  it("keeps the spec §3 cases: empty query, AND of words, words in different strings, no match across strings", () => {
    const items = [
      { id: 1, strings: ["Install WordPress", "one-click installer", "CMS"] },
      { id: 2, strings: ["WordPress backups", "restore a copy"] },
      { id: 3, strings: ["Firewall", "ufw allow ssh"] },
    ];
    const index = createSearchIndex(items, (i) => i.strings);
    expect(index.search("  ").map((i) => i.id)).toEqual([1, 2, 3]);
    expect(index.search("WORDPRESS restore").map((i) => i.id)).toEqual([2]);
    expect(index.search("install cms").map((i) => i.id)).toEqual([1]);
    expect(index.search("wordpressone").map((i) => i.id)).toEqual([]);
    expect(index.search("ss").map((i) => i.id)).toEqual([1, 2, 3]);
    expect(index.search("nginx").map((i) => i.id)).toEqual([]);
    expect(createSearchIndex([], (i: { s: string }) => [i.s]).search("vps")).toEqual([]);
  });
});
