import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

// The content pictures' browser checks (decision 097), shared by content-pictures.spec.ts and the screenshot loads
// of public-site.spec.ts (issue 38: the pages those load are checked there, on the same page load).

/**
 * Every layout shift of the page so far (buffered), with what moved; the sum of their values (the page's
 * shift score, not a timing) must be 0. The header included: its half-parsed first paints were the shifts
 * once left out here (decision 117).
 */
export async function expectNoLayoutShift(page: Page): Promise<void> {
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

/** A page with a hero: its picture loads first; the first section's product picture waits below the first screen, then loads lazily; nothing moved. */
export async function expectHeroAndLazyPictures(page: Page): Promise<void> {
  await expectPicture(page.locator(".page-hero__picture"));
  const lazy = page.locator(".section-head__picture").first();
  // Below the first screen it waits for the visitor.
  expect(await lazy.evaluate((i: HTMLImageElement) => i.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  await lazy.scrollIntoViewIfNeeded();
  await expectPicture(lazy);
  await expectNoLayoutShift(page);
}

/** A plan page: its picture beside the plan, sized and loaded; nothing moved. */
export async function expectPlanPicture(page: Page): Promise<void> {
  await expectPicture(page.locator(".plan-hero__picture"));
  await expectNoLayoutShift(page);
}
