import { readFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { createSearchIndex } from "../src/lib/search-index";
import { searchableStrings, type HelpIndexEntry, type HelpIndexFile } from "../src/lib/help-index";

// Help search figures of issue 8: query latency over a scaled index and the index size gz per language.
// The index is the one the build writes (public/help-index/<lang>.json), multiplied like the scale run
// multiplies the seed (same text, new slugs and titles); the search is the page's own: the trigram index
// of src/lib/search-index.ts (decision 050) over the page's searchable strings
// (src/features/help-search/help-search.tsx), nothing re-implemented. Building that index happens once
// per page visit, when the index file arrives: its time is reported apart from the per-query latency.

export type SearchFigures = {
  articles: number;
  queries: number;
  medianMs: number;
  p95Ms: number;
  indexKbGz: Record<string, number>;
  indexBuildMs?: Record<string, number>;
};

/** The index with its articles repeated to at least `perLanguage` (copies get their own slug and title). */
export function scaleIndex(entries: readonly HelpIndexEntry[], perLanguage: number): HelpIndexEntry[] {
  if (entries.length === 0) throw new Error("The help index is empty: build the site first");
  const out = [...entries];
  for (let copy = 1; out.length < perLanguage; copy++) {
    for (const a of entries) {
      if (out.length >= perLanguage) break;
      out.push({ ...a, slug: `${a.slug}-${copy}`, title: `${a.title} (${copy})` });
    }
  }
  return out;
}

/** The p-th percentile (0–100) of samples, nearest-rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Queries a visitor would type: words of titles and tags (one and two words), a prefix, and a miss. */
export function queriesFor(entries: readonly HelpIndexEntry[]): string[] {
  const words = entries.flatMap((e) => e.title.split(/\s+/u)).filter((w) => w.length >= 4);
  const unique = [...new Set(words.map((w) => w.toLocaleLowerCase()))].slice(0, 12);
  const pairs = unique.slice(0, 6).map((w, i) => `${w} ${unique[(i + 3) % unique.length]}`);
  const tags = [...new Set(entries.flatMap((e) => e.tags.map((t) => t.title)))].slice(0, 4);
  return [...unique, ...pairs, ...tags, unique[0]?.slice(0, 3) ?? "ssh", "zzzz-no-such-word"];
}

/** Times every query `runs` times over each language's scaled index; sizes are of the scaled JSON, gzip -9. */
export function measureSearch(indexes: Record<string, HelpIndexEntry[]>, runs = 20): SearchFigures {
  const samples: number[] = [];
  const indexKbGz: Record<string, number> = {};
  const indexBuildMs: Record<string, number> = {};
  let queries = 0;
  let articles = Infinity;
  for (const [language, entries] of Object.entries(indexes)) {
    articles = Math.min(articles, entries.length);
    const file: HelpIndexFile = { language: language as HelpIndexFile["language"], articles: entries };
    indexKbGz[language] = Number((gzipSync(JSON.stringify(file), { level: 9 }).length / 1024).toFixed(1));
    const list = queriesFor(entries);
    queries += list.length;
    const built = performance.now();
    const index = createSearchIndex(entries, searchableStrings);
    indexBuildMs[language] = Number((performance.now() - built).toFixed(1));
    for (const q of list) index.search(q); // warm-up
    for (let run = 0; run < runs; run++) {
      for (const q of list) {
        const start = performance.now();
        index.search(q);
        samples.push(performance.now() - start);
      }
    }
  }
  const round = (ms: number) => Number(ms.toFixed(3));
  return { articles, queries, medianMs: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)), indexKbGz, indexBuildMs };
}

/** Reads the built indexes of public/ and measures them scaled to `perLanguage` articles. */
export async function searchBench(publicDir: string, perLanguage = 2000, languages = ["en", "ru"]): Promise<SearchFigures> {
  const indexes: Record<string, HelpIndexEntry[]> = {};
  for (const language of languages) {
    const file = JSON.parse(await readFile(path.join(publicDir, "help-index", `${language}.json`), "utf8")) as HelpIndexFile;
    indexes[language] = scaleIndex(file.articles, perLanguage);
  }
  return measureSearch(indexes);
}
