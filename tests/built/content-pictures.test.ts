/** @jest-environment jsdom */
import path from "node:path";
import sharp from "sharp";
import { readSeed } from "../support/seed";
import { builtPage, publicDir } from "./read-built";

// Hero and product pictures of the content pages as built (decision 097; issue 38: the markup was read in a
// browser, tests/e2e/content-pictures.spec.ts, which keeps their boxes, loading and the layout shift): described
// in the page's language, sized by their attributes, eager in the first screen and lazy below it, their variants
// files of the build (vector artwork one SVG for every width: decision 118).
const seed = readSeed();
const altOf = (id: string, field: "heroImage" | "productImage") => (seed.find((d) => d._id === id)![field] as { alt: string }).alt;

async function expectPicture(where: string, img: Element | null, alt: string, loading: "eager" | "lazy") {
  expect([where, img?.tagName]).toEqual([where, "IMG"]);
  const attr = (name: string) => [where, img!.getAttribute(name)];
  expect(attr("alt")).toEqual([where, alt]);
  expect(attr("loading")).toEqual([where, loading]);
  expect(attr("fetchpriority")).toEqual([where, loading === "eager" ? "high" : null]);
  expect(Number(img!.getAttribute("width"))).toBeGreaterThan(0);
  expect(Number(img!.getAttribute("height"))).toBeGreaterThan(0);
  const src = img!.getAttribute("src")!;
  if (src.endsWith(".svg")) {
    expect(attr("srcset")).toEqual([where, null]);
    expect((await sharp(path.join(publicDir, src)).metadata()).format).toBe("svg");
  } else {
    // A sizes list whose last entry is the default slot width ("…, 112px", "…, calc(100vw - 32px)").
    expect(img!.getAttribute("sizes")).toMatch(/(^|, )(\d+(px|vw)|calc\([^)]+\))$/);
    const srcset = img!
      .getAttribute("srcset")!
      .split(", ")
      .map((c) => c.split(" ")[0]!);
    expect(srcset.length).toBeGreaterThanOrEqual(3);
    for (const url of srcset) expect([url, (await sharp(path.join(publicDir, url)).metadata()).format]).toEqual([url, "webp"]);
  }
}

it.each([
  // The home page's first plan table is the VPS one.
  ["/", altOf("homePage-en", "heroImage"), altOf("product-vps-en", "productImage")],
  ["/ru/", altOf("homePage-ru", "heroImage"), altOf("product-vps-ru", "productImage")],
  // A variant landing without a picture of its own shows its product landing's.
  ["/virtual-private-servers/in-germany/", altOf("product-vps-en", "heroImage"), altOf("product-vps-en", "productImage")],
  ["/ru/dedicated-servers/", altOf("product-dedicated-ru", "heroImage"), altOf("product-dedicated-ru", "productImage")],
])("%s: the hero picture is eager, the plan table's product picture lazy, both described and sized", async (address, hero, table) => {
  const doc = await builtPage(address);
  await expectPicture(`${address} hero`, doc.querySelector("img.page-hero__picture"), hero, "eager");
  await expectPicture(`${address} plan table`, doc.querySelector("img.section-head__picture"), table, "lazy");
});

it("a plan page shows its product's picture beside the plan, in English and Russian", async () => {
  for (const [address, id] of [
    ["/virtual-private-servers/vps-2/", "product-vps-en"],
    ["/ru/virtual-private-servers/vps-2/", "product-vps-ru"],
  ] as const)
    await expectPicture(address, (await builtPage(address)).querySelector("img.plan-hero__picture"), altOf(id, "productImage"), "eager");
});
