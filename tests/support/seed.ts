import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

// Reads the embedded dataset on its own (not through the build's code), so e2e tests compare the
// built pages with what editors wrote.

export type SeedDoc = { _id: string; _type: string; language?: string; [key: string]: unknown };

export function readSeed(dir = path.resolve(__dirname, "../../studio/seed")): SeedDoc[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ndjson"))
    .flatMap((f) =>
      readFileSync(path.join(dir, f), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as SeedDoc),
    );
}

export type SeoObject = { title?: string; description?: string } | undefined;
export const slugOf = (doc: SeedDoc) => (doc.slug as { current: string }).current;
export const seoOf = (doc: SeedDoc) => doc.seo as SeoObject;
