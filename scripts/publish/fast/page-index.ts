// A build's page index (decision 242): for every page of the route table the build has, a hash of its page context as
// its page-data file holds it, kept beside the build as `<builds>/<id>.pages`. The fast path finds the changed pages by
// hashing the contexts of the content now against it, and reads the page data of those pages only, instead of every
// page-data file of the live build (a cost that grew with the site: 3.2 s at 356 pages).
// The index is made from a build's own files (a whole build's, once, off a publish's path), or by the fast path from
// the index it started from and the page data it wrote: it always says what the folder holds.
import { createHash } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { filesUnder } from "./output-files";
import type { PageDataFile } from "./page-data";

/** Page path → hash of the page's context. */
export type PageIndex = Map<string, string>;

/** The page data of the route table's pages (Gatsby's own pages, such as the 404 fallbacks, have other chunks). */
const TEMPLATE_CHUNK = /^component---src-templates-/;

const VERSION = 1;

/** Beside the build's record (`<id>.shared`): `<id>.pages`. */
export const pageIndexFileOf = (recordFile: string) => recordFile.replace(/\.shared$/, "") + ".pages";

/**
 * The hash of a page context. Gatsby writes page data with JSON.stringify, so the context's text in the file is
 * JSON.stringify of the context it read back: hashing that text here and JSON.stringify of the context the content
 * gives now compares what patchPageData would compare.
 */
export function contextHashOf(context: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(context) ?? "")
    .digest("base64url");
}

/** A page-data file's page path and context hash, or null for a page that is not of the route table. */
export function indexEntryOf(text: string): [string, string] | null {
  const data = JSON.parse(text) as PageDataFile;
  return TEMPLATE_CHUNK.test(data.componentChunkName) ? [data.path, contextHashOf(data.result.pageContext)] : null;
}

/** The index of a build folder, from every page-data file it has (linear in pages: not for a publish's path). */
export async function pageIndexOfBuild(buildDir: string): Promise<PageIndex> {
  const files = (await filesUnder(path.join(buildDir, "page-data"))).filter((f) => f.endsWith("/page-data.json") && !f.startsWith("sq/"));
  const index: PageIndex = new Map();
  // In order of the files, so the written index does not depend on which read finished first.
  const entries = await Promise.all(files.sort().map(async (rel) => indexEntryOf(await readFile(path.join(buildDir, "page-data", rel), "utf8"))));
  for (const entry of entries) if (entry) index.set(entry[0], entry[1]);
  return index;
}

/** The index in its file, or undefined when there is none or it is not one (then the fast path reads the build). */
export async function readPageIndex(file: string): Promise<PageIndex | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as { version?: unknown; pages?: unknown };
    if (parsed.version !== VERSION || !parsed.pages || typeof parsed.pages !== "object") return undefined;
    const entries = Object.entries(parsed.pages as Record<string, unknown>);
    if (!entries.every(([, hash]) => typeof hash === "string")) return undefined;
    return new Map(entries as Array<[string, string]>);
  } catch {
    return undefined;
  }
}

/** Writes the index whole (a new file renamed over the old: a reader never sees half of one). */
export async function writePageIndex(file: string, index: PageIndex): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify({ version: VERSION, pages: Object.fromEntries(index) }));
  await rename(temporary, file);
}
