import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { LANGUAGES, type Language } from "../lib/i18n-config";
import type { HelpArticleContext, PortableTextValue } from "./page-types";
import type { PageSpec } from "./page-spec";
import { helpIndexPath, searchableStrings, type HelpIndexEntry, type HelpIndexFile } from "../lib/help-index";
import { searchText } from "../lib/search";
import { encodePostings, HELP_SHARD_COUNT, helpShardPath, shardKey, shardOf, type HelpShard } from "../lib/help-shards";
import type { HelpIndexContext } from "./page-types";

export type { HelpIndexFile } from "../lib/help-index";

/** Plain text of Portable Text: spans of text blocks, code of code blocks, text of callouts; unknown blocks skipped. */
export function portableTextToPlain(body: PortableTextValue): string {
  const parts: string[] = [];
  for (const block of body) {
    if (block._type === "block" && Array.isArray(block.children)) {
      parts.push((block.children as Array<{ text?: unknown }>).map((c) => (typeof c.text === "string" ? c.text : "")).join(""));
    } else if (block._type === "codeBlock" && typeof block.code === "string") {
      parts.push(block.code);
    } else if (block._type === "callout" && typeof block.text === "string") {
      parts.push(block.text);
    }
  }
  return parts.filter((p) => p.trim() !== "").join("\n");
}

/** The index of one language, built from the route table's help-article pages (same data the pages show). */
export function buildHelpIndex(pages: readonly PageSpec[], language: Language): HelpIndexFile {
  const articles = pages
    // A hidden article (seo.noindex, issue 36) stays on the site, out of the search.
    .filter((p) => p.template === "help-article" && p.context.language === language && !p.context.seo.noindex)
    .map((p) => {
      const { article } = p.context as HelpArticleContext;
      return { slug: article.slug, title: article.title, excerpt: article.excerpt, tags: article.tags, text: portableTextToPlain(article.body) };
    })
    .sort((a, b) => a.title.localeCompare(b.title, language));
  return { language, articles };
}

/**
 * The index's articles in the order the help index page lists them (its `articles`), so a shard's
 * positions are positions in the list the search island already has; articles without a page of their
 * own are left out, and without a help index page the index keeps its own order.
 */
export function inHelpPageOrder(pages: readonly PageSpec[], language: Language): HelpIndexEntry[] {
  const entries = buildHelpIndex(pages, language).articles;
  const page = pages.find((p) => p.template === "help-index" && p.context.language === language);
  if (!page) return entries;
  const bySlug = new Map(entries.map((e) => [e.slug, e]));
  return (page.context as HelpIndexContext).articles.flatMap((a) => bySlug.get(a.slug) ?? []);
}

/**
 * The shards of a language's index (decision 087, src/lib/help-shards.ts): every distinct whitespace-separated
 * token of an article's lower-cased searchable text, filed under each of its 3-character grams, with the
 * positions of the articles holding it; and every 1–2 character string of the tokens, with its articles.
 */
export function buildHelpShards(entries: readonly HelpIndexEntry[], count = HELP_SHARD_COUNT): Map<number, HelpShard> {
  const tokens = new Map<string, number[]>();
  const shortGrams = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, position: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  };
  entries.forEach((entry, position) => {
    const distinct = new Set(searchText(searchableStrings(entry)).split(/\s+/u));
    for (const token of distinct) {
      if (token === "") continue;
      add(tokens, token, position);
      for (let i = 0; i < token.length; i++) {
        add(shortGrams, token.slice(i, i + 1), position);
        if (i + 2 <= token.length) add(shortGrams, token.slice(i, i + 2), position);
      }
    }
  });
  const shards = new Map<number, HelpShard>();
  const shardAt = (n: number) => {
    let shard = shards.get(n);
    if (!shard) shards.set(n, (shard = { g: {}, t: [] }));
    return shard;
  };
  for (const [gram, positions] of shortGrams) shardAt(shardOf(gram, count)).g[gram] = encodePostings(positions);
  for (const [token, positions] of tokens) {
    const postings = encodePostings(positions);
    const filed = new Set<number>();
    for (let i = 0; i + 3 <= token.length; i++) filed.add(shardOf(shardKey(token.slice(i)), count));
    for (const n of filed) shardAt(n).t.push([token, postings]);
  }
  return shards;
}

/** A language's whole index file (`help-index/<lang>.json`), as the build writes it. */
export const helpIndexText = (language: Language, entries: readonly HelpIndexEntry[]) =>
  JSON.stringify({ language, articles: [...entries] } satisfies HelpIndexFile);

/** A shard's file, as the build writes it (an empty one for a shard no gram or token falls in). */
export const helpShardText = (shards: ReadonlyMap<number, HelpShard>, n: number) => JSON.stringify(shards.get(n) ?? { g: {}, t: [] });

/**
 * The shards whose files can differ between a language's index `before` and `after` (the publish fast path writes
 * only those: decision 253). When every article keeps its position (same slugs in the same order), a shard changes
 * only through the grams and tokens of the articles that changed, before or after the change: the shards of those.
 * Otherwise positions moved, and every shard may differ; so may they all with no index `before` to compare with.
 */
export function helpShardsTouched(before: readonly HelpIndexEntry[] | undefined, after: readonly HelpIndexEntry[], count = HELP_SHARD_COUNT): number[] {
  const all = () => Array.from({ length: count }, (_, n) => n);
  if (!before || before.length !== after.length || before.some((entry, i) => entry.slug !== after[i]!.slug)) return all();
  const touched = new Set<number>();
  before.forEach((entry, i) => {
    if (JSON.stringify(entry) === JSON.stringify(after[i])) return;
    for (const changed of [entry, after[i]!])
      for (const token of new Set(searchText(searchableStrings(changed)).split(/\s+/u))) {
        if (token === "") continue;
        // As buildHelpShards files them: every 1–2 character gram, and the token under each of its 3-character grams.
        for (let j = 0; j < token.length; j++) {
          touched.add(shardOf(token.slice(j, j + 1), count));
          if (j + 2 <= token.length) touched.add(shardOf(token.slice(j, j + 2), count));
          if (j + 3 <= token.length) touched.add(shardOf(shardKey(token.slice(j)), count));
        }
      }
  });
  return [...touched].sort((a, b) => a - b);
}

/**
 * Writes, per language, the shards under public/help-index/<lang>/ (what the search fetches) and
 * public/help-index/<lang>.json, the whole index (not fetched by the site: the bench scales it).
 * Called from onPostBuild. Every shard number gets a file, so no shard request is a 404.
 */
export async function writeHelpIndexes(publicDir: string, pages: readonly PageSpec[]): Promise<void> {
  for (const language of LANGUAGES) {
    const entries = inHelpPageOrder(pages, language);
    const file = path.join(publicDir, helpIndexPath(language));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, helpIndexText(language, entries));
    const shards = buildHelpShards(entries);
    await mkdir(path.join(publicDir, "help-index", language), { recursive: true });
    await Promise.all(
      Array.from({ length: HELP_SHARD_COUNT }, (_, n) => writeFile(path.join(publicDir, helpShardPath(language, n)), helpShardText(shards, n))),
    );
  }
}
