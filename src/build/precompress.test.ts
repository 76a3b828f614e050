import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  brotliQualityFor,
  DOCUMENT_BROTLI_QUALITY,
  FIRST_WINDOW_BUDGET,
  isTextAsset,
  LARGE_DOCUMENT_BROTLI_QUALITY,
  PAGE_DATA_BROTLI_QUALITY,
  precompressDir,
} from "./precompress";
import { moveSourceMaps, sourceMapPath } from "./source-maps";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "precompress-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const put = async (file: string, text: string | Buffer) => {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
};

describe("precompressDir", () => {
  it("writes .br and .gz beside every text asset, decompressing to the same bytes, and leaves other files alone", async () => {
    const texts = [
      "index.html",
      "help/index.html",
      "app-0123456789abcdef0123.js",
      "styles.css",
      "page-data/x/page-data.json",
      "icon.svg",
      "sitemap.xml",
      "robots.txt",
      "manifest.webmanifest",
    ];
    for (const file of texts) await put(file, `${file} `.repeat(200));
    await put("logo.png", Buffer.from([137, 80, 78, 71]));
    await put("_redirects", "/*  /404.html  404\n");
    const result = await precompressDir(dir);
    expect(result.files).toBe(texts.length);
    for (const file of texts) {
      const original = await readFile(path.join(dir, file));
      expect(zlib.brotliDecompressSync(await readFile(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(await readFile(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
    for (const other of ["logo.png", "_redirects"]) {
      expect(existsSync(path.join(dir, `${other}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${other}.gz`))).toBe(false);
    }
  });

  it("several files at a time, largest first, write the same bytes as one file at a time and as zlib's synchronous calls (decision 255)", async () => {
    // Files of different sizes and kinds (qualities 11, 10 and 5): the order they are taken in is not their names'.
    const files = Array.from({ length: 24 }, (_, i) => [
      ["help/a" + i + "/index.html", "app-" + i + ".js", "page-data/p" + i + "/page-data.json"][i % 3]!,
      Array.from({ length: 50 + ((i * 37) % 400) }, (_, j) => `<p class="c${j % 7}">line ${j} of ${i}</p>`).join("\n"),
    ]);
    for (const [file, text] of files) await put(file!, text!);
    const serialDir = await mkdtemp(path.join(os.tmpdir(), "precompress-serial-"));
    try {
      for (const [file, text] of files) {
        await mkdir(path.dirname(path.join(serialDir, file!)), { recursive: true });
        await writeFile(path.join(serialDir, file!), text!);
      }
      const [parallel, serial] = [await precompressDir(dir, 4), await precompressDir(serialDir, 1)];
      expect(parallel).toEqual(serial);
      for (const [file, text] of files) {
        const quality = brotliQualityFor(file!);
        const data = Buffer.from(text!);
        const br = zlib.brotliCompressSync(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        expect(await readFile(path.join(dir, `${file}.br`))).toEqual(br);
        expect(await readFile(path.join(serialDir, `${file}.br`))).toEqual(br);
        expect(await readFile(path.join(dir, `${file}.gz`))).toEqual(zlib.gzipSync(data, { level: 9 }));
        expect(await readFile(path.join(serialDir, `${file}.gz`))).toEqual(zlib.gzipSync(data, { level: 9 }));
      }
    } finally {
      await rm(serialDir, { recursive: true, force: true });
    }
  });

  it("rewrites copies of a changed file and removes copies whose source is gone", async () => {
    await put("a.html", "one ".repeat(100));
    await put("gone.html", "old ".repeat(100));
    await precompressDir(dir);
    await put("a.html", "two ".repeat(100));
    await rm(path.join(dir, "gone.html"));
    const result = await precompressDir(dir);
    expect(result.removed).toBe(2);
    expect(existsSync(path.join(dir, "gone.html.gz"))).toBe(false);
    expect(zlib.gunzipSync(await readFile(path.join(dir, "a.html.gz"))).toString()).toBe("two ".repeat(100));
  });

  it("with a record, keeps the copies of a file whose bytes the last run compressed, and compresses a changed one", async () => {
    const record = path.join(dir, "cache", "precompressed.json");
    await put("site/same.html", "same ".repeat(100));
    await put("site/changed.html", "one ".repeat(100));
    const site = path.join(dir, "site");
    const copyOf = (name: string) => path.join(site, name);
    expect(await precompressDir(site, 4, record)).toMatchObject({ files: 2, kept: 0 });
    const written = (await stat(copyOf("same.html.br"))).mtimeMs;
    // Written again with the same bytes (as Gatsby writes an unchanged page); the other changed.
    await put("site/same.html", "same ".repeat(100));
    await put("site/changed.html", "two ".repeat(100));
    expect(await precompressDir(site, 4, record)).toMatchObject({ files: 2, kept: 1 });
    expect((await stat(copyOf("same.html.br"))).mtimeMs).toBe(written);
    expect(zlib.gunzipSync(await readFile(copyOf("changed.html.gz"))).toString()).toBe("two ".repeat(100));
    expect(zlib.brotliDecompressSync(await readFile(copyOf("changed.html.br"))).toString()).toBe("two ".repeat(100));
    // A copy that is not the recorded one (another build's folder) is made again, and so is one that is gone.
    await writeFile(copyOf("same.html.br"), "another build's copy");
    expect(await precompressDir(site, 4, record)).toMatchObject({ kept: 1 });
    expect(zlib.brotliDecompressSync(await readFile(copyOf("same.html.br"))).toString()).toBe("same ".repeat(100));
    await rm(copyOf("same.html.gz"));
    expect(await precompressDir(site, 4, record)).toMatchObject({ kept: 1 });
    expect(zlib.gunzipSync(await readFile(copyOf("same.html.gz"))).toString()).toBe("same ".repeat(100));
    // Without a record nothing is kept.
    expect(await precompressDir(site)).toMatchObject({ files: 2, kept: 0 });
  });

  it("knows its text assets, spends brotli's best quality on scripts and styles only and a cheap one on page data", () => {
    expect(["x.html", "x.js", "x.mjs", "x.css", "x.json", "x.svg", "x.xml", "x.txt", "x.webmanifest"].every(isTextAsset)).toBe(true);
    expect(["x.png", "x.woff2", "x.js.map", "x.html.gz", "_headers"].some(isTextAsset)).toBe(false);
    expect(brotliQualityFor("app-1.js")).toBe(11);
    expect(brotliQualityFor("styles.css")).toBe(11);
    expect(brotliQualityFor("help/index.html")).toBe(8);
    expect(brotliQualityFor("/srv/builds/7/page-data/help/x/page-data.json")).toBe(PAGE_DATA_BROTLI_QUALITY);
    expect(brotliQualityFor("page-data/app-data.json")).toBe(PAGE_DATA_BROTLI_QUALITY);
    expect(brotliQualityFor("_islands/data/strings-1.json")).toBe(8);
    expect(brotliQualityFor("help-search/en/ab.json")).toBe(8);
  });

  it("compresses a document at 8 when its copy fits the first window, and again at 11 when the copy at 8 would not", async () => {
    // Text that brotli cannot shrink much (numbers from a fixed generator), sized so that its copy at 8 is just
    // under the budget, and another one over it.
    let seed = 7;
    const noise = (length: number) =>
      Array.from({ length }, () => {
        seed = (seed * 48271) % 2147483647;
        return (seed % 100000).toString(36);
      }).join(" ");
    const brAt = (data: Buffer, quality: number) =>
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
    const small = Buffer.from(`<main>${noise(3000)}</main>`);
    const large = Buffer.from(`<main>${noise(8000)}</main>`);
    expect(brAt(small, DOCUMENT_BROTLI_QUALITY).length).toBeLessThanOrEqual(FIRST_WINDOW_BUDGET);
    expect(brAt(large, DOCUMENT_BROTLI_QUALITY).length).toBeGreaterThan(FIRST_WINDOW_BUDGET);
    await put("small/index.html", small);
    await put("large/index.html", large);
    await precompressDir(dir);
    expect(await readFile(path.join(dir, "small/index.html.br"))).toEqual(brAt(small, DOCUMENT_BROTLI_QUALITY));
    expect(await readFile(path.join(dir, "large/index.html.br"))).toEqual(brAt(large, LARGE_DOCUMENT_BROTLI_QUALITY));
    expect(brAt(large, LARGE_DOCUMENT_BROTLI_QUALITY)).not.toEqual(brAt(large, DOCUMENT_BROTLI_QUALITY));
    expect(await readFile(path.join(dir, "large/index.html.gz"))).toEqual(zlib.gzipSync(large, { level: 9 }));
  });
});

describe("moveSourceMaps", () => {
  it("moves every map out of the deployed folder, keeping its path, and replaces the previous build's", async () => {
    const publicDir = path.join(dir, "public");
    const target = path.join(dir, "public-sourcemaps");
    await put("public/app-1.js", "x");
    await put("public/app-1.js.map", '{"sources":[]}');
    await put("public/_gatsby/slices/s.js.map", "{}");
    await put("public-sourcemaps/old-0.js.map", "{}");
    expect(await moveSourceMaps(publicDir, target)).toBe(2);
    expect(existsSync(path.join(publicDir, "app-1.js.map"))).toBe(false);
    expect(existsSync(path.join(publicDir, "app-1.js"))).toBe(true);
    expect(await readFile(sourceMapPath(dir, "app-1.js"), "utf8")).toBe('{"sources":[]}');
    expect(existsSync(path.join(target, "_gatsby/slices/s.js.map"))).toBe(true);
    expect(existsSync(path.join(target, "old-0.js.map"))).toBe(false);
    // Run again with no maps left in public/: what was moved stays.
    expect(await moveSourceMaps(publicDir, target)).toBe(0);
    expect(existsSync(path.join(target, "app-1.js.map"))).toBe(true);
  });
});
