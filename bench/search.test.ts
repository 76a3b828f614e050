import { measureSearch, measureShardSearch, percentile, queriesFor, scaleIndex, shuffled } from "./search";
import type { HelpIndexEntry } from "../src/lib/help-index";

const entry = (slug: string, title: string, text: string, tags: string[] = []): HelpIndexEntry => ({
  slug,
  title,
  excerpt: null,
  text,
  tags: tags.map((t) => ({ slug: t, title: t })),
});
const seed = [entry("ssh", "Connect over SSH", "Use ssh root@host", ["vps"]), entry("dns", "Point your domain", "Change the nameservers", ["domains"])];

it("scales the index to the wanted size with distinct slugs and titles", () => {
  const scaled = scaleIndex(seed, 2001);
  expect(scaled).toHaveLength(2001);
  expect(new Set(scaled.map((e) => e.slug)).size).toBe(2001);
  expect(scaled[2]).toMatchObject({ slug: "ssh-1", title: "Connect over SSH (1)", text: "Use ssh root@host" });
  expect(() => scaleIndex([], 10)).toThrow(/empty/);
});

it("takes nearest-rank percentiles", () => {
  expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
  expect(
    percentile(
      Array.from({ length: 100 }, (_, i) => i + 1),
      95,
    ),
  ).toBe(95);
  expect(percentile([], 50)).toBeNaN();
});

it("builds queries from the index, including a miss", () => {
  const q = queriesFor(seed);
  expect(q).toContain("connect");
  expect(q).toContain("zzzz-no-such-word");
});

it("measures latency and gzip size per language with the site's search", () => {
  const figures = measureSearch({ en: scaleIndex(seed, 200), ru: scaleIndex(seed, 200) }, 2);
  expect(figures.articles).toBe(200);
  expect(figures.medianMs).toBeGreaterThanOrEqual(0);
  expect(figures.p95Ms).toBeGreaterThanOrEqual(figures.medianMs);
  expect(Object.keys(figures.indexKbGz)).toEqual(["en", "ru"]);
  expect(figures.indexKbGz.en).toBeGreaterThan(0);
});

it("measures the sharded search: bytes a query fetches (brotli and gzip) and latency with fetches", async () => {
  const figures = await measureShardSearch({ en: scaleIndex(seed, 200) }, 1);
  expect(Object.keys(figures)).toEqual(["en"]);
  expect(figures.en!.bytesBr.median).toBeGreaterThan(0);
  expect(figures.en!.bytesBr.max).toBeGreaterThanOrEqual(figures.en!.bytesBr.median);
  expect(figures.en!.bytesGz.max).toBeGreaterThan(0);
  expect(figures.en!.p95Ms).toBeGreaterThanOrEqual(figures.en!.medianMs);
  expect(queriesFor(scaleIndex(seed, 200))).toContain(figures.en!.largestQuery);
});

it("shuffles deterministically, keeping every item", () => {
  const list = Array.from({ length: 50 }, (_, i) => i);
  expect(shuffled(list)).toEqual(shuffled(list));
  expect(shuffled(list)).not.toEqual(list);
  expect([...shuffled(list)].sort((a, b) => a - b)).toEqual(list);
});
