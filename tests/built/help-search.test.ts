import type { HelpIndexFile } from "../../src/lib/help-index";
import { helpShardPath, matchShards, shardsForQuery, type HelpShard } from "../../src/lib/help-shards";
import { readSeed, slugOf, type SeedDoc } from "../support/seed";
import { builtFile } from "./read-built";

// Help search (spec §3 rule) on the built index (decision 087; issue 38: these answers were read in a browser,
// tests/e2e/help-search.spec.ts, which keeps typing before the island is live, the shards it fetches, the topic
// chips by keyboard and the phone's layout): every word must occur in the title, text or tags, a query needs
// only the shards of its words, and the positions they give are the help page's articles in order.
const seed = readSeed();
const articles = (lang: string) => seed.filter((d) => d._type === "helpArticle" && d.language === lang);
const tagsOf = (lang: string) => seed.filter((d) => d._type === "tag" && d.language === lang);
const plainText = (doc: SeedDoc) =>
  ((doc.body ?? []) as Array<{ children?: Array<{ text: string }>; code?: string; text?: string }>)
    .map((b) => (b.children ? b.children.map((c) => c.text).join("") : (b.code ?? b.text ?? "")))
    .join("\n");

/** The articles a query finds, as the island finds them: the query's shards only, read from public/. */
async function search(lang: "en" | "ru", query: string) {
  const index = JSON.parse(await builtFile(`help-index/${lang}.json`)) as HelpIndexFile;
  const needed = shardsForQuery(query);
  const shards = new Map<number, HelpShard>();
  for (const n of needed) shards.set(n, JSON.parse(await builtFile(helpShardPath(lang, n).slice(1))) as HelpShard);
  const positions = matchShards(query, (n) => shards.get(n)!);
  return { needed, all: index.articles, found: positions === null ? index.articles : positions.map((p) => index.articles[p]!) };
}

describe.each([
  // [language, word only in the title (typed in capitals), word only in the body text, expected slug]
  { lang: "en", titleWord: "GUESSING", textWord: "ignoreip", slug: "fail2ban" },
  { lang: "ru", titleWord: "ПОДБОРА", textWord: "впишите", slug: "fail2ban" },
] as const)("help search ($lang)", (c) => {
  it("finds an article by two words from different fields, from at most one shard per word, and none when one word is absent", async () => {
    const article = articles(c.lang).find((a) => slugOf(a) === c.slug)!;
    // The words really are in different fields (otherwise the test would prove less than it claims).
    expect(String(article.title).toLowerCase()).toContain(c.titleWord.toLowerCase());
    expect(plainText(article).toLowerCase()).not.toContain(c.titleWord.toLowerCase());
    expect(plainText(article).toLowerCase()).toContain(c.textWord);
    expect(String(article.title).toLowerCase()).not.toContain(c.textWord);

    const { needed, found, all } = await search(c.lang, `${c.titleWord} ${c.textWord}`);
    expect(all).toHaveLength(articles(c.lang).length);
    expect(found.map((a) => [a.slug, a.title])).toEqual([[c.slug, String(article.title)]]);
    // Only shards of this language, at most one per word; never the whole index.
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.length).toBeLessThanOrEqual(2);
    for (const n of needed) expect(helpShardPath(c.lang, n)).toMatch(new RegExp(`^/help-index/${c.lang}/\\d+\\.json$`));

    expect((await search(c.lang, `${c.titleWord} ${c.textWord} qwertyzx`)).found).toEqual([]);
    // No words: no condition, every article.
    expect((await search(c.lang, "")).found).toHaveLength(articles(c.lang).length);
  });

  it("words may come from tag names; combined with the topic, a query narrows the topic's list", async () => {
    const tag = tagsOf(c.lang).find((t) => slugOf(t) === "security")!;
    const tagged = articles(c.lang).filter((a) => JSON.stringify(a.tags).includes(`"${tag._id}"`));
    expect(tagged.length).toBeGreaterThan(1);
    const inTopic = async (query: string) => (await search(c.lang, query)).found.filter((a) => a.tags.some((t) => t.slug === slugOf(tag))).map((a) => a.slug);
    // With the topic chosen, its name typed finds every article of the topic: the tag's title is searched.
    expect((await inTopic(String(tag.title).toUpperCase())).sort()).toEqual(tagged.map(slugOf).sort());
    expect(await inTopic(`${String(tag.title)} fail2ban`)).toEqual(["fail2ban"]);
  });
});

it("a shared search link's query finds the ufw article and fewer than all", async () => {
  const { found } = await search("en", "ufw firewall");
  expect(found.map((a) => a.title)).toContain("Protecting a server with ufw");
  expect(found.length).toBeLessThan(articles("en").length);
});
