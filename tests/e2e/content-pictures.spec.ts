import type { Locator, Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { readSeed } from "../support/seed";

// Hero and product pictures of the content pages (decision 097): drawn from the dataset's images into
// responsive variants (vector artwork served as itself: decision 118), sized before they load, lazy below the first screen, described in the page's language.

const seed = readSeed();
type SeedPicture = { alt: string };
const pictureOf = (id: string, field: "heroImage" | "productImage") => (seed.find((d) => d._id === id)![field] as SeedPicture).alt;

/**
 * Every layout shift of the page so far (buffered), with what moved; the sum of their values (the page's
 * shift score, not a timing) must be 0. The header included: its half-parsed first paints were the shifts
 * once left out here (decision 117).
 */
async function expectNoLayoutShift(page: Page): Promise<void> {
  const shifts = await page.evaluate(
    () =>
      new Promise<Array<{ value: number; moved: string[] }>>((resolve) => {
        const found: Array<{ value: number; moved: string[] }> = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }>)
            found.push({
              value: e.value,
              moved: e.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))),
            });
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(found)));
      }),
  );
  expect({ sum: shifts.reduce((total, s) => total + s.value, 0), shifts }, "layout shifts").toEqual({ sum: 0, shifts: [] });
}

/** The picture is sized by its attributes, described, offers its variants, and has loaded every one it names. */
async function expectPicture(page: Page, img: Locator, alt: string, loading: "eager" | "lazy"): Promise<void> {
  await expect(img).toHaveAttribute("alt", alt);
  await expect(img).toHaveAttribute("loading", loading);
  if (loading === "eager") await expect(img).toHaveAttribute("fetchpriority", "high");
  else expect(await img.getAttribute("fetchpriority")).toBeNull();
  const width = Number(await img.getAttribute("width"));
  const height = Number(await img.getAttribute("height"));
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  // The box has the picture's aspect ratio before and after the file arrives.
  const box = (await img.boundingBox())!;
  expect(Math.abs(box.height - (box.width * height) / width)).toBeLessThan(1.5);
  const src = (await img.getAttribute("src"))!;
  if (src.endsWith(".svg")) {
    // Vector artwork is one file for every width (decision 118): no srcset, served as SVG.
    expect(await img.getAttribute("srcset")).toBeNull();
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"], src).toMatch(/^image\/svg\+xml/);
  } else {
    // A sizes list whose last entry is the default slot width ("…, 112px", "…, calc(100vw - 32px)").
    expect(await img.getAttribute("sizes")).toMatch(/(^|, )(\d+(px|vw)|calc\([^)]+\))$/);
    const srcset = (await img.getAttribute("srcset"))!.split(", ").map((c) => c.split(" ")[0]!);
    expect(srcset.length).toBeGreaterThanOrEqual(3);
    for (const url of srcset) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toBe("image/webp");
    }
  }
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
}

const pages = [
  // The home page's first plan table is the VPS one.
  { path: "/", viewport: 1280, hero: pictureOf("homePage-en", "heroImage"), table: pictureOf("product-vps-en", "productImage") },
  { path: "/ru/", viewport: 390, hero: pictureOf("homePage-ru", "heroImage"), table: pictureOf("product-vps-ru", "productImage") },
  // A variant landing without a picture of its own shows its product landing's.
  {
    path: "/virtual-private-servers/in-germany/",
    viewport: 390,
    hero: pictureOf("product-vps-en", "heroImage"),
    table: pictureOf("product-vps-en", "productImage"),
  },
  {
    path: "/ru/dedicated-servers/",
    viewport: 1280,
    hero: pictureOf("product-dedicated-ru", "heroImage"),
    table: pictureOf("product-dedicated-ru", "productImage"),
  },
];

for (const { path, viewport, hero, table } of pages) {
  test(`${path} at ${viewport} px: the hero picture loads first, the plan table's product picture lazily, and nothing moves`, async ({ page }) => {
    await page.setViewportSize({ width: viewport, height: 844 });
    expect(await visit(page, path)).toBe(200);
    await expectPicture(page, page.locator(".page-hero__picture"), hero, "eager");
    const lazy = page.locator(".section-head__picture").first();
    // Below the first screen it waits for the visitor.
    expect(await lazy.evaluate((i: HTMLImageElement) => i.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await lazy.scrollIntoViewIfNeeded();
    await expectPicture(page, lazy, table, "lazy");
    await expectNoLayoutShift(page);
  });
}

test("a plan page shows its product's picture beside the plan, in English and Russian", async ({ page }) => {
  for (const [path, id] of [
    ["/virtual-private-servers/vps-2/", "product-vps-en"],
    ["/ru/virtual-private-servers/vps-2/", "product-vps-ru"],
  ] as const) {
    expect(await visit(page, path)).toBe(200);
    await expectPicture(page, page.locator(".plan-hero__picture"), pictureOf(id, "productImage"), "eager");
    await expectNoLayoutShift(page);
  }
});

// Every kind of content page, each at 390 and 1280 px, in English at one width and Russian at the other. The CPU
// runs six times slower (a phone's parser yields inside the page, and Chromium paints what it has parsed): a
// first paint of a half-parsed header or hero that then moves is what this catches.
const KINDS = [
  "/",
  "/dedicated-servers/",
  "/virtual-private-servers/in-germany/",
  "/virtual-private-servers/vps-2/",
  "/help/",
  "/help/docker-on-vps/",
  "/help/tag/billing/",
  "/news/",
  "/news/arm-vps/",
  "/tos/",
  "/contacts/",
  "/services/",
  "/partners/",
];
for (const [width, first] of [
  [390, "en"],
  [1280, "ru"],
] as const) {
  test(`no content page kind moves while it loads, at ${width} px on a slow CPU`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    for (const [i, kind] of KINDS.entries()) {
      const path = (i % 2 === 0) === (first === "en") ? kind : `/ru${kind}`;
      expect(await visit(page, path), path).toBe(200);
      // The first paint waits for the boot's tag at the body's end, or on a long page for its first block below
      // the first screen (decision 190): an element of the main content, after which nothing on screen moves.
      const target = await page.locator('link[rel="expect"][blocking="render"]').getAttribute("href");
      expect(target, path).toMatch(/^#[\w-]+$/);
      expect(
        await page.evaluate((id) => {
          const el = document.getElementById(id);
          return el?.id === "islands-boot" ? "boot" : el?.closest("main") ? "main" : "elsewhere";
        }, target!.slice(1)),
        path,
      ).not.toBe("elsewhere");
      await expectNoLayoutShift(page);
    }
  });
}
