import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { localPicture, sanityPicture, variantWidths } from "./content-images";
import { SeoImageResolver } from "./seo-images";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><rect width="1200" height="900" fill="#1f5eff"/><circle cx="600" cy="450" r="300" fill="#00c38f"/></svg>`;

describe("responsive pictures (decisions 097, 118)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "pictures-"));
    await writeFile(path.join(dir, "hero.svg"), svg);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("never enlarges: the widths stop at the picture's own", () => {
    expect(variantWidths(1200)).toEqual([320, 480, 640, 960, 1200]);
    expect(variantWidths(500)).toEqual([320, 480, 500]);
    expect(variantWidths(4000)).toEqual([320, 480, 640, 960, 1200, 1600]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it("draws a local raster at each width as WebP, named by a hash of its bytes, with the source's aspect ratio", async () => {
    await writeFile(path.join(dir, "hero.png"), await sharp(Buffer.from(svg)).png().toBuffer());
    const { picture, copies } = await localPicture(path.join(dir, "hero.png"), "A circle", "cms-assets", path.join(dir, "cache"));
    expect(picture).toMatchObject({ width: 1200, height: 900, alt: "A circle" });
    expect(copies.map(([url]) => url)).toEqual(
      [320, 480, 640, 960, 1200].map((w) => expect.stringMatching(new RegExp(`^/cms-assets/hero-${w}w-[0-9a-f]{10}\\.webp$`))),
    );
    expect(picture.srcSet).toBe(copies.map(([url], i) => `${url} ${[320, 480, 640, 960, 1200][i]}w`).join(", "));
    expect(picture.src).toBe(copies[3]![0]);
    for (const [url, file] of copies) {
      const meta = await sharp(file).metadata();
      const width = Number(/-(\d+)w-/.exec(url)![1]);
      expect(meta).toMatchObject({ format: "webp", width, height: Math.round((width * 3) / 4) });
    }
    // Drawn once: the second call reads the cache and names the same files.
    const again = await localPicture(path.join(dir, "hero.png"), "A circle", "cms-assets", path.join(dir, "cache"));
    expect(again.copies).toEqual(copies);
  });

  it("serves a local SVG as itself, one file for every width, and refuses one that holds anything active (decision 118)", async () => {
    const { picture, copies } = await localPicture(path.join(dir, "hero.svg"), "A circle", "cms-assets", path.join(dir, "cache"));
    expect(picture).toMatchObject({ width: 1200, height: 900, alt: "A circle", srcSet: "" });
    expect(picture.src).toMatch(/^\/cms-assets\/hero-[0-9a-f]{10}\.svg$/);
    expect(copies).toEqual([[picture.src, path.join(dir, "hero.svg")]]);
    for (const active of [
      "<script>alert(1)</script>",
      '<rect onload="alert(1)"/>',
      "<foreignObject><p>x</p></foreignObject>",
      '<image href="https://example.com/x.png"/>',
      '<a href="javascript:alert(1)"><rect/></a>',
    ]) {
      await writeFile(path.join(dir, "bad.svg"), svg.replace("</svg>", `${active}</svg>`));
      await expect(localPicture(path.join(dir, "bad.svg"), "Bad", "cms-assets", path.join(dir, "cache"))).rejects.toThrow("must not hold scripts");
    }
  });

  it("asks Sanity's image pipeline for the widths, with the editor's crop as a rect", () => {
    const url = "https://cdn.sanity.io/images/proj/production/abc-2000x1000.png";
    const plain = sanityPicture(url, { width: 2000, height: 1000 }, null, "Servers");
    expect(plain.srcSet.split(", ")[0]).toBe(`${url}?w=320&fit=max&auto=format 320w`);
    expect(plain).toMatchObject({ width: 2000, height: 1000, src: `${url}?w=960&fit=max&auto=format`, alt: "Servers" });
    const cropped = sanityPicture(url, { width: 2000, height: 1000 }, { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 }, "Servers");
    expect(cropped).toMatchObject({ width: 1000, height: 800 });
    expect(cropped.srcSet.split(", ").at(-1)).toBe(`${url}?rect=500,100,1000,800&w=1000&fit=max&auto=format 1000w`);
  });

  it("the resolver finds every picture field, copies the local variants and leaves social images alone", async () => {
    const resolver = new SeoImageResolver(dir, path.join(dir, "static"), "https://www.example.com", undefined, path.join(dir, "cache"));
    const hero = { url: null, local: "image@file://./hero.svg", width: null, height: null, alt: "Hero", crop: null };
    const content = [{ heroImage: hero, sections: [{ productImage: { ...hero, alt: "Product" } }], seo: { image: null } }];
    const pictures = await resolver.resolvePictures(content, "pages");
    expect(pictures.get(hero)).toMatchObject({ width: 1200, height: 900, alt: "Hero" });
    expect(pictures.get(content[0]!.sections[0]!.productImage)).toMatchObject({ alt: "Product" });
    // The SVG itself: one file for both fields.
    expect(resolver.copies.size).toBe(1);
    await expect(resolver.resolvePictures({ heroImage: { ...hero, local: "image@file://./missing.svg" } }, "homePage-en")).rejects.toThrow(
      "homePage-en.heroImage: image file missing.svg is not in",
    );
  });
});
