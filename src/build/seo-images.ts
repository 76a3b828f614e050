import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Picture, PictureSource, SeoImageSource } from "./page-types";
import { localPicture, sanityPicture } from "./content-images";

/** Where local images are served from when they are not already in static/. */
export const CMS_ASSETS_DIR = "cms-assets";
/** Fields that hold a page's pictures (decision 097): drawn as responsive images, not used as og:image. */
const PICTURE_FIELDS: readonly string[] = ["heroImage", "productImage"];
/** Where the build keeps the variants it drew, so a rebuild draws only new pictures. */
const PICTURE_CACHE_DIR = ".cache/cms-pictures";

export class SeoImageError extends Error {
  override name = "SeoImageError";
}

/** Width and height of a PNG from its IHDR chunk; null for anything else. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = "89504e470d0a1a0a";
  if (bytes.length < 24 || bytes.subarray(0, 8).toString("hex") !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Turns the images of the content into absolute URLs. From a Sanity project an image has its CDN URL
 * already; in the embedded dataset it is Sanity's import reference `image@file://./<path>` (relative to
 * the dataset's folder, as `sanity dataset import` reads it) or `image@file:///<absolute path>`. A file in
 * static/ keeps its URL there; any other file is copied to /cms-assets/ by the build (`copies`).
 * A relative path missing beside a dataset copied elsewhere (tests edit copies in a temporary folder)
 * is looked up beside the embedded dataset, `fallbackDir`.
 * Picture fields (`PICTURE_FIELDS`) become responsive pictures instead (`resolvePictures`, decision 097).
 */
export class SeoImageResolver {
  /** Files to copy into public/: URL path → source file. */
  readonly copies = new Map<string, string>();

  constructor(
    private readonly seedDir: string,
    private readonly staticDir: string,
    private readonly siteUrl: string,
    private readonly fallbackDir?: string,
    private readonly pictureCacheDir = path.resolve(PICTURE_CACHE_DIR),
  ) {}

  /** Drawn variants by local file: a picture used by several documents (en and ru) is drawn once. */
  private readonly drawn = new Map<string, ReturnType<typeof localPicture>>();

  resolve(image: SeoImageSource, where: string): SeoImageSource {
    if (image.url) return { ...image, url: new URL(image.url, this.siteUrl + "/").href, local: null };
    if (!image.local) return image;
    const file = this.localFile(image.local, where);
    const bytes = readFileSync(file);
    const size = pngSize(bytes);
    const relativeToStatic = path.relative(this.staticDir, file);
    let urlPath: string;
    if (!relativeToStatic.startsWith("..") && !path.isAbsolute(relativeToStatic)) {
      urlPath = "/" + relativeToStatic.split(path.sep).join("/");
    } else {
      const hash = createHash("sha1").update(bytes).digest("hex").slice(0, 10);
      urlPath = `/${CMS_ASSETS_DIR}/${hash}-${path.basename(file).replace(/[^A-Za-z0-9._-]/g, "-")}`;
      this.copies.set(urlPath, file);
    }
    return {
      url: this.siteUrl + urlPath,
      local: null,
      width: image.width ?? size?.width ?? null,
      height: image.height ?? size?.height ?? null,
      alt: image.alt,
    };
  }

  private localFile(reference: string, where: string): string {
    const match = /^image@(file:\/\/.+)$/.exec(reference);
    if (!match) throw new SeoImageError(`${where}: image "${reference}" is not an image@file:// import reference`);
    const url = match[1]!;
    if (!url.startsWith("file://./")) {
      const file = fileURLToPath(url);
      if (!existsSync(file)) throw new SeoImageError(`${where}: image file ${file} does not exist`);
      return file;
    }
    const relative = decodeURIComponent(url.slice("file://./".length));
    const candidates = [this.seedDir, ...(this.fallbackDir ? [this.fallbackDir] : [])].map((dir) => path.resolve(dir, relative));
    const found = candidates.find((file) => existsSync(file));
    if (!found) throw new SeoImageError(`${where}: image file ${relative} is not in ${candidates.map((c) => path.dirname(c)).join(" nor ")}`);
    return found;
  }

  /**
   * The responsive picture of a picture field: Sanity's image pipeline makes the variants of an asset on
   * its CDN; a local file of the embedded dataset is drawn by the build (content-images.ts) and copied to
   * /cms-assets/. A picture without alternative text is decorative (`alt=""`).
   */
  async picture(image: PictureSource, where: string): Promise<Picture> {
    const alt = image.alt ?? "";
    if (image.url) {
      if (!image.width || !image.height) throw new SeoImageError(`${where}: the picture's asset has no dimensions`);
      return sanityPicture(new URL(image.url, this.siteUrl + "/").href, { width: image.width, height: image.height }, image.crop, alt);
    }
    if (!image.local) throw new SeoImageError(`${where}: the picture has no asset`);
    const file = this.localFile(image.local, where);
    let drawing = this.drawn.get(file);
    if (!drawing) {
      drawing = localPicture(file, alt, CMS_ASSETS_DIR, this.pictureCacheDir);
      this.drawn.set(file, drawing);
    }
    const { picture, copies } = await drawing;
    for (const [url, source] of copies) this.copies.set(url, source);
    return { ...picture, alt };
  }

  /**
   * The responsive pictures of every picture field (`PICTURE_FIELDS`) under `value`, by the field's value
   * as read from the content (the page builders look them up with `pictureOf`).
   */
  async resolvePictures(value: unknown, where: string, found = new Map<object, Picture>()): Promise<Map<object, Picture>> {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) await this.resolvePictures(v, `${where}[${i}]`, found);
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        if (PICTURE_FIELDS.includes(key) && child && typeof child === "object") found.set(child, await this.picture(child as PictureSource, `${where}.${key}`));
        else await this.resolvePictures(child, `${where}.${key}`, found);
      }
    }
    return found;
  }

  /** Resolves, in place, every `image` field under `value` (documents, their `seo` objects, settings). */
  resolveAll(value: unknown, where: string): void {
    if (Array.isArray(value)) {
      value.forEach((v, i) => this.resolveAll(v, `${where}[${i}]`));
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      if (key === "image" && child && typeof child === "object" && "local" in child) {
        record[key] = this.resolve(child as SeoImageSource, `${where}.image`);
      } else {
        this.resolveAll(child, `${where}.${key}`);
      }
    }
  }
}

/** Copies the content's local images that are not in static/ into the built site (SeoImageResolver.copies). */
export async function copyContentAssets(publicDir: string, copies: ReadonlyMap<string, string>): Promise<void> {
  for (const [urlPath, file] of copies) {
    const target = path.join(publicDir, ...urlPath.split("/").filter(Boolean));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(file, target);
  }
}
