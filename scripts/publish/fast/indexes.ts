// The help search index and the sitemaps of a fast publish (decision 253): only the changed pages' languages, and in
// a language's search index only the shards the changed articles' words fall in (helpShardsTouched), each compared
// with the live build's file and replaced where it differs. The whole build writes them all (writeHelpIndexes,
// sitemapFiles); the files made here are the same bytes (the equivalence rule of decision 230).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PageSpec } from "../../../src/build/page-spec";
import { buildHelpShards, helpIndexText, helpShardsTouched, helpShardText, inHelpPageOrder } from "../../../src/build/help-search-index";
import { sitemapFiles, type FileRouteSeo } from "../../../src/build/hosting-files";
import { htmlFileOf } from "../../../src/build/static-pages";
import { helpIndexPath, type HelpIndexFile } from "../../../src/lib/help-index";
import { helpShardPath } from "../../../src/lib/help-shards";
import type { Language } from "../../../src/lib/i18n-config";
import { replaceIfChanged } from "./output-files";

/** Files compared and replaced at a time (a few per libuv thread; a bound, not one open file per shard). */
const AT_ONCE = 8;

const relOf = (sitePath: string) => sitePath.replace(/^\//, "");

/**
 * Replaces in `newDir` (links to `liveDir`) the search index files and sitemaps that `changed` pages can alter: a
 * language's files depend only on its own pages' contexts. Returns the files replaced.
 */
export async function replaceIndexes(
  liveDir: string,
  newDir: string,
  site: { pages: PageSpec[]; partnersSeo: FileRouteSeo[string] },
  siteUrl: string,
  builtPaths: readonly string[],
  changed: readonly PageSpec[],
): Promise<string[]> {
  const languages = [...new Set(changed.map((p) => p.context.language as Language))];
  // Every file made first, then compared and replaced all at once: their compression (precompress.ts: brotli and
  // gzip in libuv's threads) runs a few at a time instead of one file after another.
  const made: Array<[rel: string, text: string]> = [];
  for (const language of languages) {
    const entries = inHelpPageOrder(site.pages, language);
    const indexRel = relOf(helpIndexPath(language));
    const live = await readFile(path.join(liveDir, indexRel), "utf8").then(
      (text) => (JSON.parse(text) as HelpIndexFile).articles,
      () => undefined,
    );
    made.push([indexRel, helpIndexText(language, entries)]);
    const shards = buildHelpShards(entries);
    for (const n of helpShardsTouched(live, entries)) made.push([relOf(helpShardPath(language, n)), helpShardText(shards, n)]);
  }
  const built = [...builtPaths, ...["/partners/", "/ru/partners/"].filter((p) => existsSync(htmlFileOf(liveDir, p)))].map((p) => ({
    path: p,
    matchPath: null,
  }));
  const sitemaps = sitemapFiles(site.pages, siteUrl, built, { "/partners/": site.partnersSeo });
  for (const [rel, text] of Object.entries(sitemaps)) if (rel === "sitemap.xml" || languages.some((l) => rel === `sitemap-${l}.xml`)) made.push([rel, text]);
  const replaced: boolean[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < made.length; i = next++) replaced[i] = await replaceIfChanged(newDir, made[i]![0], made[i]![1]);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  const files = made.filter((_, i) => replaced[i]).map(([rel]) => rel);
  return files;
}
