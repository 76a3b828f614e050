import { test, expect, visit } from "./fixtures";
import { expectHeroAndLazyPictures, expectNoLayoutShift } from "./pictures";

// Hero and product pictures of the content pages (decision 097): sized before they load, lazy below the first
// screen, and nothing moves. Their markup (alt in the page's language, loading, variants: decision 118) is the
// built HTML's (tests/built/content-pictures.test.ts).

// The home pages ("/" at 1280 px, "/ru/" at 390 px) and the plan pages (en and ru at 1280 px) are checked on the
// screenshot loads of public-site.spec.ts (issue 38: the same page loads, ./pictures.ts's checks); here the pages
// those do not load.
const pages = [
  // A variant landing without a picture of its own shows its product landing's.
  { path: "/virtual-private-servers/in-germany/", viewport: 390 },
  { path: "/ru/dedicated-servers/", viewport: 1280 },
];

test("the hero picture loads first, the plan table's product picture lazily, and nothing moves (a variant landing at 390 px, a Russian product landing at 1280 px)", async ({
  page,
}) => {
  // The budget of the tests it merges (issue 38): one per page, as each had.
  test.setTimeout((pages.length + 1) * 30_000);
  for (const { path, viewport } of pages) {
    await test.step(`${path} at ${viewport} px`, async () => {
      await page.setViewportSize({ width: viewport, height: 844 });
      expect(await visit(page, path)).toBe(200);
      await expectHeroAndLazyPictures(page);
    });
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
