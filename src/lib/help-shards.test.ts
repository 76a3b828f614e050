import path from "node:path";
import { buildHelpShards, inHelpPageOrder } from "../build/help-search-index";
import { readContentEnv } from "../build/env";
import { loadSite } from "../build/load-site";
import type { HelpIndexContext } from "../build/page-types";
import { searchableStrings, type HelpIndexEntry } from "./help-index";
import { decodePostings, encodePostings, HELP_SHARD_COUNT, matchShards, shardsForQuery, type HelpShard } from "./help-shards";
import { searchItems } from "./search";
import { random, randomQueries, titleAndTagQueries } from "../../tests/support/search-queries";

// The sharded index must answer exactly what the plain rule (searchItems, spec §3) answers, in the same order,
// while reading only the shards shardsForQuery names.

const entry = (slug: string, title: string, text: string, tags: string[] = [], excerpt: string | null = null): HelpIndexEntry => ({
  slug,
  title,
  excerpt,
  text,
  tags: tags.map((t) => ({ slug: t.toLowerCase(), title: t })),
});

/** Slugs the shards give for a query, reading only the shards the query names (any other read fails the test). */
function search(entries: readonly HelpIndexEntry[], shards: Map<number, HelpShard>, query: string, count = HELP_SHARD_COUNT): string[] {
  const allowed = new Set(shardsForQuery(query, count));
  const positions = matchShards(
    query,
    (n) => {
      if (!allowed.has(n)) throw new Error(`shard ${n} read but not fetched for "${query}"`);
      return shards.get(n) ?? { g: {}, t: [] };
    },
    count,
  );
  return positions === null ? entries.map((e) => e.slug) : positions.map((p) => entries[p]!.slug);
}

function expectSameAsPlainRule(entries: readonly HelpIndexEntry[], queries: readonly string[], count = HELP_SHARD_COUNT): number {
  const shards = buildHelpShards(entries, count);
  let hits = 0;
  for (const q of queries) {
    const expected = searchItems(entries, q, searchableStrings).map((e) => e.slug);
    if (expected.length) hits++;
    expect([q, search(entries, shards, q, count)]).toEqual([q, expected]);
  }
  return hits;
}

describe("help shards: the spec §3 rule", () => {
  const entries = [
    entry("wp", "Install WordPress", "one-click installer", ["CMS"]),
    entry("backup", "WordPress backups", "restore a copy with ssh-keygen -t ed25519"),
    entry("ufw", "Firewall", "ufw allow ssh", ["Security"], "Close every port"),
    entry("ru", "Резервная копия", "Создайте КЛЮЧ и войдите под root."),
  ];
  const shards = buildHelpShards(entries);

  it("needs every word (AND): one word found nowhere gives no results", () => {
    expect(search(entries, shards, "WORDPRESS restore")).toEqual(["backup"]);
    expect(search(entries, shards, "wordpress")).toEqual(["wp", "backup"]);
    expect(search(entries, shards, "wordpress nginx")).toEqual([]);
    expect(search(entries, shards, "nginx")).toEqual([]);
  });

  it("lets words come from different strings (title, text, excerpt, tag) but never across two strings", () => {
    expect(search(entries, shards, "install cms")).toEqual(["wp"]);
    expect(search(entries, shards, "firewall port security")).toEqual(["ufw"]);
    expect(search(entries, shards, "wordpressone")).toEqual([]);
  });

  it("matches substrings inside words and across punctuation, and short words", () => {
    expect(search(entries, shards, "25519")).toEqual(["backup"]);
    expect(search(entries, shards, "keygen")).toEqual(["backup"]);
    expect(search(entries, shards, "ssh-keygen")).toEqual(["backup"]);
    expect(search(entries, shards, "-t")).toEqual(["backup"]);
    expect(search(entries, shards, "ss")).toEqual(["wp", "backup", "ufw"]);
    expect(search(entries, shards, "q")).toEqual([]);
  });

  it("ignores case in Cyrillic too", () => {
    expect(search(entries, shards, "РЕЗЕРВ ключ")).toEqual(["ru"]);
    expect(search(entries, shards, "резерв windows")).toEqual([]);
  });

  it("gives null for a query with no words, and the caller shows everything", () => {
    expect(matchShards("   ", () => ({ g: {}, t: [] }))).toBeNull();
    expect(shardsForQuery("  ")).toEqual([]);
  });

  it("keeps positions through the gap encoding", () => {
    expect(decodePostings(encodePostings([0, 3, 4, 90]))).toEqual([0, 3, 4, 90]);
    expect(encodePostings([5, 7])).toEqual([5, 2]);
  });
});

describe("help shards over the seed's help index", () => {
  const root = path.resolve(__dirname, "../..");
  let indexes: Record<"en" | "ru", HelpIndexEntry[]>;
  beforeAll(async () => {
    const site = await loadSite(readContentEnv({ SITE_URL: "https://www.example.com" }, root));
    indexes = { en: inHelpPageOrder(site.pages, "en"), ru: inHelpPageOrder(site.pages, "ru") };
  });

  it("are in the order of the help index page's list", async () => {
    const site = await loadSite(readContentEnv({ SITE_URL: "https://www.example.com" }, root));
    const page = site.pages.find((p) => p.template === "help-index" && p.context.language === "en")!;
    expect(indexes.en.map((e) => e.slug)).toEqual((page.context as HelpIndexContext).articles.map((a) => a.slug));
    expect(indexes.en.length).toBeGreaterThan(10);
  });

  it("find what the plain rule finds for title and tag words, upper-cased and in pairs", () => {
    for (const entries of Object.values(indexes)) {
      const queries = titleAndTagQueries(entries);
      expectSameAsPlainRule(entries, queries);
    }
  });

  it("find what the plain rule finds for 2,000 random substrings and misses (also with few shards, which collide)", () => {
    const next = random(8);
    for (const entries of Object.values(indexes)) {
      const queries = randomQueries(entries, next, 1000);
      const hits = expectSameAsPlainRule(entries, queries);
      expect(hits).toBeGreaterThan(300);
      expect(hits).toBeLessThan(queries.length);
      expectSameAsPlainRule(entries, queries.slice(0, 300), 3);
    }
  });
});

test("generated text on a tiny alphabet (Latin, Cyrillic, newlines, hyphens) matches the plain rule", () => {
  const next = random(41);
  const alphabet = "abcAB аБв\n-";
  const word = (max: number) => Array.from({ length: 1 + Math.floor(next() * max) }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
  const entries = Array.from({ length: 300 }, (_, id) => entry(`a${id}`, word(30), word(40), next() < 0.5 ? [word(8)] : []));
  const queries = Array.from({ length: 1500 }, () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => word(6)).join(" "));
  expectSameAsPlainRule(entries, queries);
  expectSameAsPlainRule(entries, queries.slice(0, 300), 2);
});
