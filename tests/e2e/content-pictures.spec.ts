import type { Locator, Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";

// Hero and product pictures of the content pages (decision 097): sized before they load, lazy below the first
// screen, and nothing moves. Their markup (alt in the page's language, loading, variants: decision 118) is the
// built HTML's (tests/built/content-pictures.test.ts).

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

/**
 * The picture's box has its aspect ratio (from its width and height attributes) before and after the file
 * arrives, and the file it chose has loaded. Its alt text, loading, priority and variants are the built HTML's
 * (tests/built/content-pictures.test.ts).
 */
async function expectPicture(img: Locator): Promise<void> {
  const width = Number(await img.getAttribute("width"));
  const height = Number(await img.getAttribute("height"));
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  const box = (await img.boundingBox())!;
  expect(Math.abs(box.height - (box.width * height) / width)).toBeLessThan(1.5);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
}

const pages = [
  { path: "/", viewport: 1280 },
  { path: "/ru/", viewport: 390 },
  // A variant landing without a picture of its own shows its product landing's.
  { path: "/virtual-private-servers/in-germany/", viewport: 390 },
  { path: "/ru/dedicated-servers/", viewport: 1280 },
];

test("the hero picture loads first, the plan table's product picture lazily, a plan page's beside the plan, and nothing moves (en and ru, 390 and 1280 px)", async ({
  page,
}) => {
  // The budget of the tests it merges (issue 38): one per page, as each had.
  test.setTimeout((pages.length + 1) * 30_000);
  for (const { path, viewport } of pages) {
    await test.step(`${path} at ${viewport} px`, async () => {
      await page.setViewportSize({ width: viewport, height: 844 });
      expect(await visit(page, path)).toBe(200);
      await expectPicture(page.locator(".page-hero__picture"));
      const lazy = page.locator(".section-head__picture").first();
      // Below the first screen it waits for the visitor.
      expect(await lazy.evaluate((i: HTMLImageElement) => i.getBoundingClientRect().top > window.innerHeight)).toBe(true);
      await lazy.scrollIntoViewIfNeeded();
      await expectPicture(lazy);
      await expectNoLayoutShift(page);
    });
  }
  await page.setViewportSize({ width: 1280, height: 844 });
  for (const path of ["/virtual-private-servers/vps-2/", "/ru/virtual-private-servers/vps-2/"]) {
    expect(await visit(page, path)).toBe(200);
    await expectPicture(page.locator(".plan-hero__picture"));
    await expectNoLayoutShift(page);
  }
});

// Every kind of content page loaded once on a CPU six times slower (a phone's parser yields inside the page, and
// Chromium paints what it has parsed): a first paint of a half-parsed header or hero that then moves is what this
// catches. The kinds take turns at 390 and 1280 px, and pairs of them at English and Russian, so both widths and
// both languages are loaded (issue 38: one throttled load per kind; the shifts are read from the page's own
// buffered entries once it has hydrated, no fixed wait).
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
test("no content page kind moves while it loads on a slow CPU (390 and 1280 px, en and ru)", async ({ page }) => {
  test.setTimeout(KINDS.length * 15_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  for (const [i, kind] of KINDS.entries()) {
    const width = i % 2 === 0 ? 390 : 1280;
    const path = Math.floor(i / 2) % 2 === 0 ? kind : `/ru${kind}`;
    await test.step(`${path} at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 844 });
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
    });
  }
});
