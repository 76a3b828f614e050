import { jaccard, nearDuplicateReport, nearDuplicates, pageText, shingles, type TextPage } from "./near-duplicates";

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${i + from}`).join(" ");
const page = (path: string, text: string, over: Partial<TextPage> = {}): TextPage => ({
  path,
  language: "en",
  text,
  url: `https://x${path}`,
  canonical: `https://x${path}`,
  ...over,
});

describe("shingles and Jaccard", () => {
  it("shingles are runs of two words, case and punctuation ignored", () => {
    expect([...shingles("One, two. THREE two three")]).toEqual(["one two", "two three", "three two"]);
    expect([...shingles("Short")]).toEqual(["short"]);
    expect(shingles("").size).toBe(0);
  });
  it("Jaccard is the shared part of the union", () => {
    expect(jaccard(new Set(["a", "b"]), new Set(["b", "c"]))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(["a"]), new Set(["a"]))).toBe(1);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });
});

describe("nearDuplicates", () => {
  const base = words(200);
  it("finds two pages of one language sharing more than 85 % of their text, most alike first", () => {
    const found = nearDuplicates([page("/in-spain/", base), page("/in-madrid/", `${base} ${words(5, 500)}`), page("/other/", words(200, 1000))]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ a: "/in-spain/", b: "/in-madrid/" });
    expect(found[0]!.overlap).toBeGreaterThan(0.85);
  });
  it("leaves out pages that share less, pages of other languages and pairs resolved by a canonical", () => {
    expect(nearDuplicates([page("/a/", base), page("/b/", `${words(150)} ${words(50, 700)}`)])).toEqual([]);
    expect(nearDuplicates([page("/a/", base), page("/ru/a/", base, { language: "ru" })])).toEqual([]);
    expect(nearDuplicates([page("/a/", base), page("/b/", base, { canonical: "https://x/a/" })])).toEqual([]);
  });
  it("reports the pairs, or none", () => {
    expect(nearDuplicateReport([])).toBe("Near-duplicate pages: none above 85 %.");
    expect(nearDuplicateReport([{ a: "/a/", b: "/b/", overlap: 0.912 }])).toContain("  91 %  /a/  /b/");
  });
});

describe("on the seed", () => {
  it("the dedicated city pages overlap their country pages by more than 85 %, and their canonicals resolve every such pair", async () => {
    const path = await import("node:path");
    const { loadSite } = await import("./load-site");
    const { readContentEnv } = await import("./env");
    const site = await loadSite(readContentEnv({ SITE_URL: "https://www.example.com" }, path.resolve(__dirname, "../..")));
    const texts = site.pages.map(pageText);
    expect(nearDuplicates(texts)).toEqual([]);
    // Without the canonicals, the 14 pairs (7 cities, two languages) are found.
    const unresolved = nearDuplicates(texts.map((t) => ({ ...t, canonical: t.url })));
    expect(unresolved.filter((d) => /\/dedicated-servers\/in-/.test(d.a))).toHaveLength(14);
  }, 60_000);
});
