import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { reachIsland } from "./islands";

// The public VPS page's configurator island (issue 7 item 3), loaded lazily without moving the page. Its price as
// built, in the page's language, is tests/built/public-numbers.test.ts's.
test.describe.configure({ timeout: 60_000 });

// The sandbox takes a visitor's country from this cookie (sandbox/rest/site.ts): the features call and
// the currency list then both answer as for a visitor from there.
const asVisitorFrom = (page: Page, country: string) => page.context().addCookies([{ name: "sandbox_country", value: country, domain: "localhost", path: "/" }]);

// What the configurator does with what is typed (clamps, the live price in the header's currency, the region's
// locations, the checkout its Order link opens, the order it creates) is a jsdom feature test against the sandbox,
// with the page's own island props: tests/features/checkout/product-configurators.test.tsx (issue 38). Here what
// needs the page: the island's code arriving without moving anything, and when it arrives.

// Held chunk → measure → release → measure: the reserved boxes must hold the islands at each
// breakpoint of site.css (desktop, tablet, phone), in the language with the longer texts too.
for (const [url, after] of [
  ["/virtual-private-servers/", "#configure + section"],
  ["/ru/dedicated-servers/", "#survey + section"],
] as const) {
  // The three widths one after another in one test (issue 38: a test's set-up is paid once), each its own step.
  test(`${url}: the islands arrive without moving the heading, the listing or what follows (1280, 800 and 390 px)`, async ({ page }) => {
    // The budget of the tests it merges (issue 38): one per page, as each had.
    test.setTimeout(3 * 60_000);
    for (const width of [1280, 800, 390]) {
      await test.step(`${width}px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await asVisitorFrom(page, "DE");
        await visit(page, url);
        // Decision 083: the islands are server-rendered in full; their code (every island chunk, the boot
        // script has run) is held back until measured.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const ISLAND_CHUNK = /\/_islands\/(?!boot-)[^/]+\.js$/;
        await page.route(ISLAND_CHUNK, async (route) => {
          await held;
          await route.fallback();
        });
        const chunk = page.waitForRequest(ISLAND_CHUNK);
        const islands = page.locator(".island");
        const last = page.getByTestId(url.includes("dedicated") ? "survey-island" : "configurator-island");
        // The islands start when they near the viewport after a scroll (decision 078): scroll to the last one.
        await last.scrollIntoViewIfNeeded();
        await chunk;
        await expect(last).toHaveAttribute("data-state", "loading");
        // The header's currency answer (a select for a visitor from Germany) has arrived: what it changes
        // in the header is not the island's doing.
        await expect(page.getByTestId("currency-switcher").locator("select")).toBeVisible();
        const boxes = async () => ({
          // Scroll anchoring would hide a growing box by scrolling: the scroll position must hold too.
          scrollY: await page.evaluate(() => window.scrollY),
          h1: await page.locator("h1").boundingBox(),
          listing: await page.locator(".plan-grid").first().boundingBox(),
          islands: await Promise.all((await islands.all()).map((i) => i.boundingBox())),
          next: await page.locator(after).boundingBox(),
        });
        const before = await boxes();
        release();
        await expect(last).toHaveAttribute("data-state", "live");
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await boxes()).toEqual(before);
        await page.unroute(ISLAND_CHUNK);
      });
    }
  });
}

test("a content page loads the island only when it nears the viewport, and none of the checkout's code", async ({ page }) => {
  await asVisitorFrom(page, "DE");
  await page.setViewportSize({ width: 1280, height: 720 });
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await visit(page, "/virtual-private-servers/");
  const island = page.getByTestId("configurator-island");
  // The premise: the island lies further below the fold than the trigger's 300 px margin.
  expect(await island.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(300);
  await page.waitForLoadState("networkidle");
  // Server-rendered in full (decision 083), not started: only the boot script's files were fetched.
  await expect(page.getByTestId("vps-configurator")).toBeVisible();
  await expect(island).not.toHaveAttribute("data-state", /.*/);
  const before = scripts.length;
  await reachIsland(page, "configurator-island");
  expect(scripts.slice(before).filter((s) => s.startsWith("/_islands/")).length, "the island's code came with the scroll").toBeGreaterThan(0);
  expect(
    scripts.filter((s) => !s.startsWith("/_islands/")),
    "no Gatsby or checkout chunk",
  ).toEqual([]);
});

test("without IntersectionObserver the island waits for the visitor, and a pointer starts it", async ({ page }) => {
  await asVisitorFrom(page, "DE");
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  // No IntersectionObserver: only the visitor's pointer (or focus, or key) can start the island.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await visit(page, "/virtual-private-servers/");
  const island = page.getByTestId("configurator-island");
  await island.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(island).not.toHaveAttribute("data-state", /.*/);
  const before = scripts.length;
  await island.hover();
  await expect(island).toHaveAttribute("data-state", "live");
  expect(scripts.slice(before).some((s) => s.startsWith("/_islands/"))).toBe(true);
  // The island that woke on the page is the live configurator: a typed value is clamped to the catalog's range.
  const cpu = page.getByTestId("vps-configurator").getByLabel(/CPU cores/);
  await cpu.fill("999");
  await cpu.blur();
  await expect(cpu).toHaveValue("16");
});
