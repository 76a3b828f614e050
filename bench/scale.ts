import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gatsby } from "./process";

type Doc = { _id: string; _type: string; language?: string; slug?: { current: string }; title?: string; [k: string]: unknown };

async function readDataset(dir: string): Promise<Doc[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".ndjson"));
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
  return texts.flatMap((t) =>
    t
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Doc),
  );
}

/** The seed with its help articles multiplied to at least `perLanguage` per language (new slugs, same text). */
/** Pages Gatsby wrote: every index.html under public/ (Gatsby's own internals excluded). */
export async function countPages(publicDir: string): Promise<number> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name === "index.html" && !e.parentPath.includes(`${path.sep}_gatsby`)).length;
}

export function multiplyArticles(seed: Doc[], perLanguage: number): Doc[] {
  const out = [...seed];
  for (const language of ["en", "ru"]) {
    const articles = seed.filter((d) => d._type === "helpArticle" && d.language === language);
    if (!articles.length) continue;
    for (let i = articles.length, copy = 1; i < perLanguage; copy++) {
      for (const a of articles) {
        if (i >= perLanguage) break;
        const slug = `${a.slug!.current}-${copy}`;
        out.push({ ...a, _id: `${a._id}-copy-${copy}`, slug: { current: slug }, title: `${a.title} (${copy})` });
        i++;
      }
    }
  }
  return out;
}

export type ScaleFigures = {
  articlesPerLanguage: number;
  pages: number;
  fullBuildMs: number;
  msPerPage: number;
  incrementalBuildMs: number;
  datasetDir: string;
};

/** Builds the multiplied dataset from clean, then again after editing one article (with the cache). */
export async function scaleRun(seedDir: string, perLanguage = 2000): Promise<ScaleFigures> {
  const seed = await readDataset(seedDir);
  const docs = multiplyArticles(seed, perLanguage);
  const dir = await mkdtemp(path.join(tmpdir(), "bench-scale-"));
  const file = path.join(dir, "content.ndjson");
  await writeFile(file, docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
  await gatsby(["clean"]);
  const full = await gatsby(["build"], { CONTENT_SEED_DIR: dir });
  if (full.code !== 0) throw new Error(`Scaled build failed:\n${full.output.slice(-2000)}`);
  const pages = await countPages(path.resolve("public"));
  const edited = docs.map((d, i) => (i === docs.findIndex((x) => x._type === "helpArticle") ? { ...d, title: `${d.title} (edited)` } : d));
  await writeFile(file, edited.map((d) => JSON.stringify(d)).join("\n") + "\n");
  const incremental = await gatsby(["build"], { CONTENT_SEED_DIR: dir });
  if (incremental.code !== 0) throw new Error(`Incremental build failed:\n${incremental.output.slice(-2000)}`);
  return {
    articlesPerLanguage: perLanguage,
    pages,
    fullBuildMs: full.ms,
    msPerPage: Number((full.ms / pages).toFixed(2)),
    incrementalBuildMs: incremental.ms,
    datasetDir: dir,
  };
}

export async function removeDataset(dir: string) {
  await rm(dir, { recursive: true, force: true });
}
