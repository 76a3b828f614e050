import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files a host sends compressed: each gets `file.br` and `file.gz` beside it. */
export const PRECOMPRESSED_EXTENSIONS = ["html", "js", "mjs", "css", "json", "svg", "xml", "txt", "webmanifest"] as const;
const TEXT = new RegExp(`\\.(${PRECOMPRESSED_EXTENSIONS.join("|")})$`);
const ENCODED = /\.(br|gz)$/;

/** True for a file that gets precompressed copies (by name). */
export const isTextAsset = (file: string) => TEXT.test(file);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Brotli quality by kind: 11 (the best, about 25× the CPU of 9) for scripts and styles, which are few,
 * shared by every page and cached for a year; documents (HTML, island data, search shards and other indexes),
 * one or more per page (thousands at scale), at 8, or at 11 when the copy at 8 is larger than
 * `FIRST_WINDOW_BUDGET` (compressFile; 10 until decision 266). Page data: 5 (below).
 *
 * Quality 10 was every document's (decision 075): it brings the largest landing documents (ru dedicated and VPS,
 * 14.1 KB at 9) to 13.2 and 13.1 KB, inside the first congestion window (10 packets, about 14.6 KB with the
 * response's headers), where the first paint needs no second round trip. Most documents fit the window at any
 * quality, and for them 10 only saved 6 % of bytes for 12× the CPU (measured on the seed's pages: 17.7 ms a page
 * at 10, 1.4 ms at 8; 4,266 pages at 2,000 help articles per language: about 70 s of CPU, a third of the full
 * build's post-build time). So a document is compressed at 8, and again at 10 only if that copy would not fit
 * (decision 257).
 */
export const brotliQualityFor = (file: string) =>
  /\.(m?js|css)$/.test(file) ? zlib.constants.BROTLI_MAX_QUALITY : PAGE_DATA.test(file) ? PAGE_DATA_BROTLI_QUALITY : DOCUMENT_BROTLI_QUALITY;

/** A document's brotli quality when its copy fits the first window (brotliQualityFor). */
export const DOCUMENT_BROTLI_QUALITY = 8;
/**
 * A document's brotli quality when its copy at 8 is over the budget: the landing pages near the window's edge.
 * 11, not 10 (decision 266): about 230 bytes less on each of the seed's 23 such pages for 80 ms more of CPU each;
 * the longest (ru VPS) came to 14,677 bytes with its headers at 10, over the window by 77.
 */
export const LARGE_DOCUMENT_BROTLI_QUALITY = 11;
/**
 * The bytes of a document's brotli copy that still arrive in the first congestion window (about 14.6 KB)
 * with the response's headers (the security headers alone are about 1.5 KB).
 */
export const FIRST_WINDOW_BUDGET = 12 * 1024;

/** Gatsby's page data (`page-data/…/page-data.json`, static query results, app data). */
const PAGE_DATA = /(?:^|[\\/])page-data[\\/].+\.json$/;
/**
 * Page data is one file per page, like the HTML, but rarely fetched: a content page carries no Gatsby runtime
 * (decision 078), so only the app pages' own page data and their links' prefetches ask for it. Quality 10 cost
 * 23.6 ms of CPU a file, 5 costs 1.2 ms for 12 % more bytes (4,270 files at 2,000 help articles per language:
 * 100 s of CPU less; decision 244).
 */
export const PAGE_DATA_BROTLI_QUALITY = 5;

const brotliOf = (data: Buffer, quality: number) =>
  brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/**
 * A text asset's brotli and gzip copies with its kind's quality (brotliQualityFor): a document whose copy at 8 is
 * over `FIRST_WINDOW_BUDGET` is compressed again at 10. The build (precompressDir) and the publish fast path
 * (replaceFile) both use it, so a page gets the same copies from either.
 */
export async function compressFile(file: string, data: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  // Brotli and gzip (level 9): done once per build, not per request.
  const quality = brotliQualityFor(file);
  const [br, gz] = await Promise.all([brotliOf(data, quality), gzip(data, { level: 9 })]);
  if (quality !== DOCUMENT_BROTLI_QUALITY || br.length <= FIRST_WINDOW_BUDGET) return { br, gz };
  return { br: await brotliOf(data, LARGE_DOCUMENT_BROTLI_QUALITY), gz };
}

/** What a file's copies were made with: part of the record's sum, so copies made another way are made again. */
const compressionOf = (file: string) =>
  brotliQualityFor(file) === DOCUMENT_BROTLI_QUALITY
    ? `q${DOCUMENT_BROTLI_QUALITY}/${LARGE_DOCUMENT_BROTLI_QUALITY}>${FIRST_WINDOW_BUDGET}`
    : `q${brotliQualityFor(file)}`;

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

export type PrecompressResult = {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  removed: number;
  /** Of `files`, those whose copies the last build had made from the same bytes, kept as they were. */
  kept: number;
};

/**
 * What the last build compressed: for each file (path relative to the folder), the brotli quality with the
 * SHA-256 of the bytes its copies were made from, and each copy's size and time as written. A copy that is not the one recorded (the
 * folder swapped for another build's, a copy written by something else) is made again. Kept outside the
 * deployed folder (Gatsby's `.cache/`): a lost record only costs compressing everything again.
 */
type CompressedRecord = { [file: string]: { sum: string; br: string; gz: string } };

const digest = (data: Buffer) => createHash("sha256").update(data).digest("base64url");
const copyStamp = async (file: string) => {
  const s = await stat(file).catch(() => undefined);
  return s ? `${s.size}@${s.mtimeMs}` : undefined;
};

async function readRecord(file: string | undefined): Promise<CompressedRecord> {
  if (!file) return {};
  try {
    const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as CompressedRecord) : {};
  } catch {
    return {};
  }
}

/**
 * Writes `file.br` and `file.gz` beside every text asset under `dir` (the built site), for hosts that
 * send precompressed files as they are (nginx `gzip_static`, @fastify/static `preCompressed`), and
 * removes `.br`/`.gz` files whose source is gone (a page deleted since the last build must not live on
 * as its compressed copy). Runs last in the build, after every step that writes to public/. With
 * `recordFile`, a file whose bytes are those the last build compressed keeps its copies: an incremental
 * build leaves most of public/ as it was (Gatsby writes the same pages and chunks again), and compressing it
 * all again was about half of its post-build time.
 */
export async function precompressDir(dir: string, concurrency = 4, recordFile?: string): Promise<PrecompressResult> {
  const texts: string[] = [];
  const encoded: string[] = [];
  for await (const file of walk(dir)) {
    if (ENCODED.test(file)) encoded.push(file);
    else if (isTextAsset(file)) texts.push(file);
  }
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, removed: 0, kept: 0 };
  const sources = new Set(texts);
  for (const file of encoded) {
    const source = file.replace(ENCODED, "");
    if (!sources.has(source) && isTextAsset(source)) {
      await rm(file);
      result.removed += 1;
    }
  }
  const record = await readRecord(recordFile);
  const next: CompressedRecord = {};
  // The largest files first (decision 255): the scripts at brotli 11 take seconds each, and one of them started last
  // would run on one core while the other has nothing left to do. One stat a file; the copies and
  // the totals do not depend on the order.
  const sizes = new Map(await Promise.all(texts.map(async (file) => [file, (await stat(file)).size] as const)));
  texts.sort((a, b) => sizes.get(b)! - sizes.get(a)! || (a < b ? -1 : 1));
  // libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise) runs zlib's work off the main thread, a
  // file's brotli and gzip side by side: a few files at a time keep both cores busy (measured: decision 255).
  await pool(texts, concurrency, async (file) => {
    const rel = path.relative(dir, file).split(path.sep).join("/");
    const data = await readFile(file);
    // The settings are part of the sum: copies made at another quality are made again.
    const sum = `${compressionOf(file)}:${digest(data)}`;
    result.files += 1;
    result.bytes += data.length;
    const last = record[rel];
    const [br, gz] = await Promise.all([copyStamp(`${file}.br`), copyStamp(`${file}.gz`)]);
    if (last && last.sum === sum && br && gz && last.br === br && last.gz === gz) {
      next[rel] = last;
      result.kept += 1;
      result.brotliBytes += Number(br.split("@")[0]);
      result.gzipBytes += Number(gz.split("@")[0]);
      return;
    }
    const copies = await compressFile(file, data);
    await Promise.all([writeFile(`${file}.br`, copies.br), writeFile(`${file}.gz`, copies.gz)]);
    const [brNow, gzNow] = await Promise.all([copyStamp(`${file}.br`), copyStamp(`${file}.gz`)]);
    if (brNow && gzNow) next[rel] = { sum, br: brNow, gz: gzNow };
    result.brotliBytes += copies.br.length;
    result.gzipBytes += copies.gz.length;
  });
  if (recordFile) {
    await mkdir(path.dirname(recordFile), { recursive: true });
    await writeFile(recordFile, JSON.stringify(next));
  }
  return result;
}
