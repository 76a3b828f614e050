import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { gatsby } from "./process";
import { measurePublishToLive, type PublishToLiveFigures } from "./publish-to-live";

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

/** The seed multiplied (`multiplyArticles`) into a new CONTENT_SEED_DIR folder: `dir` given, or a temporary one. */
export async function writeScaledDataset(seedDir: string, perLanguage = 2000, dir?: string) {
  const docs = multiplyArticles(await readDataset(seedDir), perLanguage);
  const target = dir ?? (await mkdtemp(path.join(tmpdir(), "bench-scale-")));
  const file = path.join(target, "content.ndjson");
  await writeFile(file, docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
  return { dir: target, file, docs };
}

/** One phase of a build as its log gives it: Gatsby's activities (`success <name> - 12.3s`) and the project's post-build steps. */
export type BuildPhase = { phase: string; ms: number; cpuMs?: number };

/** Gatsby's per-language locale nodes: dozens of lines of a second each, not phases of their own. */
const NOT_A_PHASE = /^gatsby-plugin-react-i18next: create node:/;

/**
 * The phases of a build from its output (decision 244): every activity Gatsby reports done with its time, then each
 * of the project's post-build steps (src/build/step-times.ts: `post-build step: <label> 1.2 s (CPU 2.0 s)`).
 */
export function buildPhases(output: string): BuildPhase[] {
  const phases: BuildPhase[] = [];
  for (const raw of stripVTControlCharacters(output).split("\n")) {
    const line = raw.trim();
    const gatsbyStep = /^success (.+?) - (\d+(?:\.\d+)?)s(?: |$)/.exec(line);
    if (gatsbyStep && !NOT_A_PHASE.test(gatsbyStep[1]!)) phases.push({ phase: gatsbyStep[1]!, ms: Math.round(Number(gatsbyStep[2]) * 1000) });
    const ownStep = /^post-build step: (.+) (\d+(?:\.\d+)?) s \(CPU (\d+(?:\.\d+)?) s\)/.exec(line);
    if (ownStep) phases.push({ phase: `post-build: ${ownStep[1]}`, ms: Math.round(Number(ownStep[2]) * 1000), cpuMs: Math.round(Number(ownStep[3]) * 1000) });
  }
  return phases;
}

export type ScaleFigures = {
  articlesPerLanguage: number;
  pages: number;
  fullBuildMs: number;
  msPerPage: number;
  incrementalBuildMs: number;
  /** The full build's phases (`buildPhases`), in the order they ended. */
  fullBuildPhases: BuildPhase[];
  /** Webhook → live on the scaled build (issue 35, decision 248), or why it was not measured. */
  publishToLive: PublishToLiveFigures | { error: string };
  datasetDir: string;
};

/**
 * The publish service's whole build after a fast deploy is held off this long (PUBLISH_REBUILD_DELAY_MS): the bench
 * stops the service once the figure is taken, and no whole build of the scaled site runs in the project's folder.
 */
export const HOLD_REBUILD_MS = 24 * 3_600_000;

export type ScaleOptions = {
  perLanguage?: number;
  /** The publish service's port for publish to live; the site it serves is on the next one. */
  publishPort?: number;
};

/**
 * Builds the multiplied dataset from clean, then again after editing one article (with the cache), then measures
 * publish to live on that build (`measurePublishToLive`: its public/, its dataset, and the renderer in its .cache/).
 */
export async function scaleRun(seedDir: string, { perLanguage = 2000, publishPort = 8920 }: ScaleOptions = {}): Promise<ScaleFigures> {
  const { dir, file, docs } = await writeScaledDataset(seedDir, perLanguage);
  await gatsby(["clean"]);
  const full = await gatsby(["build"], { CONTENT_SEED_DIR: dir });
  if (full.code !== 0) throw new Error(`Scaled build failed:\n${full.output.slice(-2000)}`);
  const pages = await countPages(path.resolve("public"));
  const edited = docs.map((d, i) => (i === docs.findIndex((x) => x._type === "helpArticle") ? { ...d, title: `${d.title} (edited)` } : d));
  await writeFile(file, edited.map((d) => JSON.stringify(d)).join("\n") + "\n");
  const incremental = await gatsby(["build"], { CONTENT_SEED_DIR: dir });
  if (incremental.code !== 0) throw new Error(`Incremental build failed:\n${incremental.output.slice(-2000)}`);
  const publishToLive = await measurePublishToLive({
    publicDir: path.resolve("public"),
    seedDir: dir,
    basePort: publishPort,
    rebuildDelayMs: HOLD_REBUILD_MS,
  }).then(
    ({ figures }) => figures,
    (error: unknown) => ({ error: (error instanceof Error ? error.message : String(error)).slice(0, 500) }),
  );
  return {
    articlesPerLanguage: perLanguage,
    pages,
    fullBuildMs: full.ms,
    msPerPage: Number((full.ms / pages).toFixed(2)),
    incrementalBuildMs: incremental.ms,
    fullBuildPhases: buildPhases(full.output),
    publishToLive,
    datasetDir: dir,
  };
}

export async function removeDataset(dir: string) {
  await rm(dir, { recursive: true, force: true });
}
