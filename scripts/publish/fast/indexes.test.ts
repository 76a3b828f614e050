import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildHelpShards, helpShardsTouched, helpShardText, inHelpPageOrder, writeHelpIndexes } from "../../../src/build/help-search-index";
import { sitemapFiles } from "../../../src/build/hosting-files";
import type { PageSpec } from "../../../src/build/page-spec";
import { HELP_SHARD_COUNT } from "../../../src/lib/help-shards";
import { replaceIndexes } from "./indexes";
import { filesUnder } from "./output-files";
import { helpArticlePage } from "../../../tests/support/help-article-page";

// Decision 253: the fast path writes the search index and sitemaps of the changed pages' languages only, and of a
// language's search shards only those the changed articles' words fall in. Whatever it leaves alone must be what the
// whole build would write: every file is compared with writeHelpIndexes' and sitemapFiles' for the new content.

const SITE = "https://www.example.com";
const WORDS = ["server", "ssh", "key", "backup", "dns", "ipv6", "firewall", "disk", "память", "сеть", "ключ", "резерв", "mail", "panel", "port"];

const articlePage = (language: "en" | "ru", slug: string, title: string, words: string[], updatedAt: string | null = null) =>
  helpArticlePage(language, slug, title, {
    updatedAt,
    body: [{ _type: "block", _key: "a", style: "normal", children: [{ _type: "span", text: words.join(" ") }] }],
  });

/** Thirty articles a language, each with a few of the words (the shards they fall in overlap, as real ones do). */
const site = (): PageSpec[] =>
  (["en", "ru"] as const).flatMap((language) =>
    Array.from({ length: 30 }, (_, i) =>
      articlePage(language, `article-${i}`, `${language === "en" ? "Article" : "Статья"} ${String(i).padStart(2, "0")}`, [
        WORDS[i % WORDS.length]!,
        WORDS[(i * 7 + 3) % WORDS.length]!,
        `word${i}`,
      ]),
    ),
  );

async function writeWhole(dir: string, pages: PageSpec[]) {
  await writeHelpIndexes(dir, pages);
  for (const [rel, text] of Object.entries(
    sitemapFiles(
      pages,
      SITE,
      pages.map((p) => ({ path: p.path, matchPath: null })),
    ),
  ))
    await writeFile(path.join(dir, rel), text);
}

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "fast-indexes-"));
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** The live build of `before`, the fast path's files for `after` over a copy of it, and the whole build of `after`. */
async function publish(before: PageSpec[], after: PageSpec[], changed: PageSpec[]) {
  const [live, next, whole] = ["live", "next", "whole"].map((d) => path.join(work, d));
  await writeWhole(live!, before);
  await cp(live!, next!, { recursive: true });
  await writeWhole(whole!, after);
  const replaced = await replaceIndexes(
    live!,
    next!,
    { pages: after, partnersSeo: {} },
    SITE,
    after.map((p) => p.path),
    changed,
  );
  const files = await filesUnder(whole!);
  // A replaced file gets its precompressed copies (output-files.ts); the whole build makes those later (precompress.ts).
  expect((await filesUnder(next!)).filter((f) => !/\.(br|gz)$/.test(f)).sort()).toEqual([...files].sort());
  const differ: string[] = [];
  for (const file of files) if (!(await readFile(path.join(next!, file))).equals(await readFile(path.join(whole!, file)))) differ.push(file);
  return { replaced, differ };
}

test("an article's words changed: only its language's files, of its shards only those its words fall in, and they are the whole build's", async () => {
  const before = site();
  const after = before.map((p, i) => (i === 4 ? articlePage("en", "article-4", "Article 04", ["firewall", "nginx", "reverse", "proxy"], "2026-12-06") : p));
  const { replaced, differ } = await publish(before, after, [after[4]!]);
  expect(differ).toEqual([]);
  expect(replaced).toEqual(expect.arrayContaining(["help-index/en.json", "sitemap-en.xml"]));
  expect(replaced.filter((f) => f.includes("ru"))).toEqual([]);
  const shards = replaced.filter((f) => f.startsWith("help-index/en/"));
  expect(shards.length).toBeGreaterThan(0);
  expect(shards.length).toBeLessThan(HELP_SHARD_COUNT / 4);
});

test("an article's title moves it in the index: every shard of its language is compared, and the result is the whole build's", async () => {
  const before = site();
  const moved = articlePage("ru", "article-2", "Статья 99", ["ключ", "сеть", "word2"]);
  const after = before.map((p) => (p.path === moved.path ? moved : p));
  const { replaced, differ } = await publish(before, after, [moved]);
  expect(differ).toEqual([]);
  expect(replaced).toContain("help-index/ru.json");
  expect(replaced.filter((f) => f.startsWith("help-index/en") || f === "sitemap-en.xml")).toEqual([]);
});

test("helpShardsTouched: every shard it leaves out is the same before and after; all of them when positions move or there is no index", () => {
  const before = inHelpPageOrder(site(), "en");
  const after = before.map((e, i) => (i === 7 ? { ...e, text: `${e.text} ipv6 tunnel` } : e));
  const touched = helpShardsTouched(before, after);
  const [a, b] = [buildHelpShards(before), buildHelpShards(after)];
  const left = Array.from({ length: HELP_SHARD_COUNT }, (_, n) => n).filter((n) => !touched.includes(n));
  expect(left.length).toBeGreaterThan(HELP_SHARD_COUNT / 2);
  expect(left.filter((n) => helpShardText(a, n) !== helpShardText(b, n))).toEqual([]);
  expect(touched.filter((n) => helpShardText(a, n) !== helpShardText(b, n)).length).toBeGreaterThan(0);
  expect(helpShardsTouched(before, [...after].reverse())).toHaveLength(HELP_SHARD_COUNT);
  expect(helpShardsTouched(undefined, after)).toHaveLength(HELP_SHARD_COUNT);
});
