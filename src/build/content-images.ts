import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Picture } from "./page-types";

// Responsive variants of the content's pictures (decision 097). From a Sanity project the image pipeline
// makes them (URL parameters on the asset's CDN URL); from the embedded dataset the build makes them with
// sharp, into public/cms-assets/ under names that carry a hash of their bytes.

/** Widths of the srcset, capped at the picture's own width (a picture is never enlarged). */
const PICTURE_WIDTHS = [320, 480, 640, 960, 1200, 1600] as const;
/** The `src` of browsers that ignore srcset: the widest variant up to this width. */
const FALLBACK_WIDTH = 960;
const WEBP_QUALITY = 78;

type PictureSize = { width: number; height: number };

export function variantWidths(intrinsicWidth: number): number[] {
  const widths = new Set<number>(PICTURE_WIDTHS.filter((w) => w < intrinsicWidth));
  widths.add(Math.min(intrinsicWidth, Math.max(...PICTURE_WIDTHS)));
  return [...widths];
}

function fallbackOf<T extends { width: number }>(variants: T[]): T {
  return [...variants].reverse().find((v) => v.width <= FALLBACK_WIDTH) ?? variants[0]!;
}

function srcSetOf(variants: Array<{ url: string; width: number }>): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}

/** Sanity's crop: fractions cut from each side of the asset. */
type SanityCrop = { top: number; bottom: number; left: number; right: number };

/**
 * A picture served by Sanity's image pipeline: `rect` applies the editor's crop, `w` picks the width,
 * `fit=max` never enlarges, `auto=format` lets the CDN answer WebP or AVIF to browsers that take them.
 * (The hotspot matters only when a picture is cut to another shape; the site keeps each picture's own.)
 */
export function sanityPicture(assetUrl: string, asset: PictureSize, crop: SanityCrop | null, alt: string): Picture {
  const c = crop ?? { top: 0, bottom: 0, left: 0, right: 0 };
  const rect = {
    left: Math.round(c.left * asset.width),
    top: Math.round(c.top * asset.height),
    width: Math.round((1 - c.left - c.right) * asset.width),
    height: Math.round((1 - c.top - c.bottom) * asset.height),
  };
  const cropped = rect.width !== asset.width || rect.height !== asset.height;
  // Written by hand rather than with URLSearchParams: the rect's commas stay literal, as Sanity writes them.
  const join = assetUrl.includes("?") ? "&" : "?";
  const rectParam = cropped ? `rect=${rect.left},${rect.top},${rect.width},${rect.height}&` : "";
  const variants = variantWidths(rect.width).map((width) => ({ url: `${assetUrl}${join}${rectParam}w=${width}&fit=max&auto=format`, width }));
  return { src: fallbackOf(variants).url, srcSet: srcSetOf(variants), width: rect.width, height: rect.height, alt };
}

/** The size a file is drawn at: a raster's pixels, an SVG's width and height (or its viewBox). */
async function intrinsicSize(bytes: Buffer, file: string): Promise<PictureSize> {
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) throw new Error(`${file}: cannot read the picture's size`);
  return { width: meta.width, height: meta.height };
}

/** One variant: the source scaled down to its width. */
async function renderVariant(master: Buffer, width: number): Promise<Buffer> {
  return sharp(master).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: 5 }).toBuffer();
}

/** What an SVG must not hold to be served from the site's own origin: script, event handlers, embedded HTML, outside references. */
const ACTIVE_SVG =
  /<script\b|<foreignObject\b|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']\s*(?:javascript:|data:|https?:|\/\/)|@import|url\(\s*["']?\s*(?:https?:|\/\/|data:)/i;

/**
 * A vector picture (an SVG of the embedded dataset) is served as it is, one file for every width (decision
 * 118): drawn by the browser at any size, it is a few KB, where its WebP variants were 20-90 KB (the hero
 * that is a landing's largest paint). It is copied from the source under a name that carries its hash; the
 * build precompresses it like any text asset. Refused if it holds anything active.
 */
function vectorPicture(file: string, bytes: Buffer, size: PictureSize, alt: string, urlDir: string, stem: string) {
  if (ACTIVE_SVG.test(bytes.toString("utf8")))
    throw new Error(`${file}: an SVG picture must not hold scripts, event handlers, embedded HTML or outside references`);
  const url = `/${urlDir}/${stem}-${createHash("sha1").update(bytes).digest("hex").slice(0, 10)}.svg`;
  return { picture: { src: url, srcSet: "", width: size.width, height: size.height, alt }, copies: [[url, file]] as Array<[string, string]> };
}

/**
 * The variants of a local file (the embedded dataset's pictures), written to `cacheDir` once per source
 * and width, and named for `public/cms-assets/` by a hash of their bytes. Returns the picture and the
 * files to copy (URL path → cached file).
 */
export async function localPicture(
  file: string,
  alt: string,
  urlDir: string,
  cacheDir: string,
): Promise<{ picture: Picture; copies: Array<[string, string]> }> {
  const bytes = await readFile(file);
  const isSvg = /\.svg$/i.test(file);
  const size = await intrinsicSize(bytes, file);
  const sourceHash = createHash("sha1").update(bytes).digest("hex");
  const stem = path
    .basename(file)
    .replace(/\.[^.]+$/, "")
    .replace(/[^A-Za-z0-9_-]/g, "-");
  if (isSvg) return vectorPicture(file, bytes, size, alt, urlDir, stem);
  await mkdir(cacheDir, { recursive: true });
  const copies: Array<[string, string]> = [];
  const variants: Array<{ url: string; width: number }> = [];
  const widths = variantWidths(size.width);
  for (const width of widths) {
    const cached = path.join(cacheDir, `${sourceHash}-${width}-q${WEBP_QUALITY}.webp`);
    let out: Buffer;
    if (existsSync(cached)) out = await readFile(cached);
    else {
      out = await renderVariant(bytes, width);
      await writeFile(cached, out);
    }
    const hash = createHash("sha1").update(out).digest("hex").slice(0, 10);
    const url = `/${urlDir}/${stem}-${width}w-${hash}.webp`;
    copies.push([url, cached]);
    variants.push({ url, width });
  }
  return { picture: { src: fallbackOf(variants).url, srcSet: srcSetOf(variants), width: size.width, height: size.height, alt }, copies };
}
