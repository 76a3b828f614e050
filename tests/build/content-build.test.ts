import { mkdtemp, readFile, writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { readSeed, slugOf } from "../support/seed";
import { gatsbyBin, root, run } from "./run";

it("a configured but unreachable Sanity project fails the build within seconds, naming it", async () => {
  // A closed loopback port stands in for an unreachable API: no traffic leaves the machine.
  const result = await run([gatsbyBin, "build"], {
    SANITY_PROJECT_ID: "unreachable1",
    SANITY_DATASET: "staging",
    SANITY_API_HOST: "http://127.0.0.1:9",
    SITE_URL: "https://www.example.com",
  });
  expect(result.code).not.toBe(0);
  expect(result.output).toContain('Cannot reach Sanity project "unreachable1", dataset "staging"');
  expect(result.ms).toBeLessThan(45_000);
});

/** The attributes of the first <img> with this class in a page. */
function imgWith(html: string, className: string): Record<string, string> {
  const tag = new RegExp(`<img[^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no img.${className}`);
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

it("editing a document in the dataset changes the built page; the pictures' variants are drawn into public/", async () => {
  const seed = readSeed();
  const article = seed.find((d) => d._type === "helpArticle" && d.language === "en")!;
  const edited = `Edited in a temporary dataset ${Date.now()}`;
  const dir = await mkdtemp(path.join(tmpdir(), "seed-edit-"));
  try {
    // The home page's hero picture gets new alternative text (its file stays beside the embedded dataset).
    const lines = seed.map((d) =>
      JSON.stringify(
        d._id === article._id ? { ...d, title: edited } : d._id === "homePage-en" ? { ...d, heroImage: { ...(d.heroImage as object), alt: edited } } : d,
      ),
    );
    await writeFile(path.join(dir, "content.ndjson"), lines.join("\n") + "\n");
    const result = await run([gatsbyBin, "build"], { CONTENT_SEED_DIR: dir });
    expect(result.code).toBe(0);
    const html = await readFile(path.join(root, "public/help", slugOf(article), "index.html"), "utf8");
    expect(html).toContain(edited);
    const index = await readFile(path.join(root, "public/help/index.html"), "utf8");
    expect(index).toContain(edited);

    // Decision 097: every variant the srcset names exists in public/ as WebP of the width it claims.
    const home = await readFile(path.join(root, "public/index.html"), "utf8");
    for (const [className, loading] of [
      ["page-hero__picture", "eager"],
      ["section-head__picture", "lazy"],
    ] as const) {
      const img = imgWith(home, className);
      expect(img).toMatchObject({ loading, width: "1200", height: "900" });
      if (className === "page-hero__picture") expect(img.alt).toBe(edited);
      const candidates = img.srcset!.split(", ").map((c) => c.split(" ") as [string, string]);
      expect(candidates.map(([, w]) => w)).toEqual(["320w", "480w", "640w", "960w", "1200w"]);
      for (const [url, w] of candidates) {
        expect(url).toMatch(/^\/cms-assets\/[\w-]+-\d+w-[0-9a-f]{10}\.webp$/);
        const meta = await sharp(path.join(root, "public", url)).metadata();
        expect(meta).toMatchObject({ format: "webp", width: parseInt(w, 10) });
      }
      expect(candidates.map(([url]) => url)).toContain(img.src);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
