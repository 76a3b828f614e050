import { readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { FAVICON_HREF, FAVICON_PNG_BASE64, FAVICON_SIZE } from "./favicon";

const SVG = readFileSync(path.resolve(__dirname, "../../static/favicon.svg"), "utf8");

/** A PNG without its chunks of a type (sharp writes the pixel density, which an icon does not need). */
const withoutChunk = (png: Buffer, type: string) => {
  const kept = [png.subarray(0, 8)];
  for (let at = 8; at < png.length;) {
    const end = at + 12 + png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) !== type) kept.push(png.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
};

/** The icon drawn afresh from the SVG, as the PNG that favicon.ts holds is made (a 12-colour palette, no dithering). */
const freshPng = async () =>
  withoutChunk(
    await sharp(new Resvg(SVG, { fitTo: { mode: "width", value: FAVICON_SIZE } }).render().asPng())
      .png({ palette: true, colours: 12, dither: 0, compressionLevel: 9, effort: 10 })
      .toBuffer(),
    "pHYs",
  );

const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

it("is a data: URL of a small PNG, not an SVG (an SVG icon builds a document on the page's main thread before the first paint)", async () => {
  expect(FAVICON_HREF).toBe(`data:image/png;base64,${FAVICON_PNG_BASE64}`);
  expect(FAVICON_HREF).not.toMatch(/["'<>#\s]/);
  const png = Buffer.from(FAVICON_PNG_BASE64, "base64");
  expect(png.length).toBeLessThanOrEqual(400);
  const meta = await sharp(png).metadata();
  // Made as the test makes it afresh: the bytes a change of the SVG would paste.
  expect(png.equals(await freshPng())).toBe(true);
  expect([meta.format, meta.width, meta.height]).toEqual(["png", FAVICON_SIZE, FAVICON_SIZE]);
});

it("shows static/favicon.svg: its pixels are a fresh drawing of the SVG's (within the palette's rounding)", async () => {
  const held = await pixels(Buffer.from(FAVICON_PNG_BASE64, "base64"));
  const drawn = await pixels(await sharp(new Resvg(SVG, { fitTo: { mode: "width", value: FAVICON_SIZE } }).render().asPng()).toBuffer());
  expect([held.width, held.height]).toEqual([drawn.width, drawn.height]);
  // Compared as shown (each colour weighted by its pixel's opacity): a transparent pixel's colour is not seen.
  const shown = (px: Uint8Array, i: number) => (i % 4 === 3 ? px[i]! : (px[i]! * px[i - (i % 4) + 3]!) / 255);
  let total = 0;
  let worst = 0;
  for (let i = 0; i < drawn.data.length; i++) {
    const d = Math.abs(shown(held.data, i) - shown(drawn.data, i));
    total += d;
    worst = Math.max(worst, d);
  }
  const mean = total / drawn.data.length;
  // After a change of the SVG, the message holds the PNG to put into favicon.ts.
  if (mean > 3 || worst > 48)
    throw new Error(
      `the icon no longer shows static/favicon.svg (mean ${mean.toFixed(2)}, worst ${worst}); new FAVICON_PNG_BASE64:\n${(await freshPng()).toString("base64")}`,
    );
});
