import { readFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createSearchIndex } from "../src/lib/search-index";
import { searchableStrings, type HelpIndexEntry, type HelpIndexFile } from "../src/lib/help-index";
import { buildHelpShards } from "../src/build/help-search-index";
import { helpShardPath, matchShards, shardsForQuery, type HelpShard } from "../src/lib/help-shards";

// Help search figures of issue 8: query latency over a scaled index and the index size gz per language.
// The index is the one the build writes (public/help-index/<lang>.json), multiplied like the scale run
// multiplies the seed (same text, new slugs and titles); the search is the page's own: the trigram index
// of src/lib/search-index.ts (decision 050) over the page's searchable strings
// (src/features/help-search/help-search.tsx), nothing re-implemented. Building that index happens once
// per page visit, when the index file arrives: its time is reported apart from the per-query latency.

/** The sharded search the site runs (decision 087): per language, what one query fetches and how long it takes. */
export type ShardFigures = {
  /** Compressed bytes of the shards one query fetches (cold: nothing cached), median and largest over the queries. */
  bytesBr: { median: number; max: number };
  bytesGz: { median: number; max: number };
  /** From the query to the answer, fetching its shards (brotli, as served) from a local server and parsing them. */
  medianMs: number;
  p95Ms: number;
  /** The query that fetched the most. */
  largestQuery: string;
};

export type SearchFigures = {
  /** The sharded search of the site, per language (issue 14 targets: ≤ 60 KB a query, ≤ 50 ms with fetches). */
  shards?: Record<string, ShardFigures>;
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
  // A 3-letter prefix, a one-letter word (the largest shard lookups) and a miss.
  return [...unique, ...pairs, ...tags, unique[0]?.slice(0, 3) ?? "ssh", unique[0]?.slice(0, 1) ?? "s", "zzzz-no-such-word"];
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

const brotliOf = (text: string) => brotliCompressSync(Buffer.from(text));

/**
 * The entries in a seeded random order. The scaled index repeats the seed's articles in a fixed cycle, so
 * a word's articles would sit at evenly spaced positions, whose gaps compress to almost nothing; real
 * articles holding a word are spread irregularly over the list, so the shards are measured shuffled.
 */
export function shuffled<T>(items: readonly T[], seed = 14): T[] {
  const out = [...items];
  let a = seed >>> 0;
  const next = () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The site's sharded search over each language's scaled index: the shards are built by the build's own
 * function, served brotli-compressed (as nginx and `npm start` serve the build's .br files) from a local
 * HTTP server, and every query starts cold (no shard cached), fetching its shards in parallel like the
 * page does (src/features/help-search). Bytes are the compressed sizes of the shards a query fetches.
 */
export async function measureShardSearch(indexes: Record<string, HelpIndexEntry[]>, runs = 5): Promise<Record<string, ShardFigures>> {
  const files = new Map<string, { br: Buffer; gzBytes: number }>();
  const queries: Record<string, string[]> = {};
  for (const [language, entries] of Object.entries(indexes)) {
    queries[language] = queriesFor(entries);
    for (const [n, shard] of buildHelpShards(shuffled(entries))) {
      const json = JSON.stringify(shard);
      files.set(helpShardPath(language as HelpIndexFile["language"], n), { br: brotliOf(json), gzBytes: gzipSync(json, { level: 9 }).length });
    }
  }
  const server = createServer((req, res) => {
    const file = files.get(req.url ?? "");
    if (!file) {
      res.writeHead(200, { "content-type": "application/json" }).end('{"g":{},"t":[]}');
      return;
    }
    res.writeHead(200, { "content-type": "application/json", "content-encoding": "br" }).end(file.br);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const out: Record<string, ShardFigures> = {};
  try {
    for (const [language, list] of Object.entries(queries)) {
      const lang = language as HelpIndexFile["language"];
      const search = async (q: string) => {
        const needed = shardsForQuery(q);
        const loaded = new Map<number, HelpShard>(
          await Promise.all(needed.map(async (n) => [n, (await (await fetch(base + helpShardPath(lang, n))).json()) as HelpShard] as const)),
        );
        return matchShards(q, (n) => loaded.get(n)!);
      };
      const sizes = list.map((q) => {
        const paths = shardsForQuery(q).map((n) => helpShardPath(lang, n));
        const br = paths.reduce((sum, p) => sum + (files.get(p)?.br.length ?? 15), 0);
        const gz = paths.reduce((sum, p) => sum + (files.get(p)?.gzBytes ?? 15), 0);
        return { q, br, gz };
      });
      for (const q of list) await search(q); // warm-up (connection, JIT)
      const samples: number[] = [];
      for (let run = 0; run < runs; run++) {
        for (const q of list) {
          const start = performance.now();
          await search(q);
          samples.push(performance.now() - start);
        }
      }
      const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
      const largest = sizes.reduce((a, b) => (b.br > a.br ? b : a));
      out[language] = {
        bytesBr: {
          median: kb(
            percentile(
              sizes.map((x) => x.br),
              50,
            ),
          ),
          max: kb(largest.br),
        },
        bytesGz: {
          median: kb(
            percentile(
              sizes.map((x) => x.gz),
              50,
            ),
          ),
          max: kb(Math.max(...sizes.map((x) => x.gz))),
        },
        medianMs: Number(percentile(samples, 50).toFixed(2)),
        p95Ms: Number(percentile(samples, 95).toFixed(2)),
        largestQuery: largest.q,
      };
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return out;
}

/** Reads the built indexes of public/ and measures them scaled to `perLanguage` articles. */
export async function searchBench(publicDir: string, perLanguage = 2000, languages = ["en", "ru"]): Promise<SearchFigures> {
  const indexes: Record<string, HelpIndexEntry[]> = {};
  for (const language of languages) {
    const file = JSON.parse(await readFile(path.join(publicDir, "help-index", `${language}.json`), "utf8")) as HelpIndexFile;
    indexes[language] = scaleIndex(file.articles, perLanguage);
  }
  return { shards: await measureShardSearch(indexes), ...measureSearch(indexes) };
}
