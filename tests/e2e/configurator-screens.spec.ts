import { mkdirSync } from "node:fs";
import path from "node:path";
import { violations } from "./axe";
import { test, expect, visit } from "./fixtures";
import { reachIsland } from "./islands";

// Screenshots of the VPS and dedicated pages with their islands loaded (kept as artifacts), in both
// languages, on a desktop and a 390 px phone; no horizontal scrolling on either. At 1280 px axe (WCAG 2.2 AA)
// scans the loaded islands of /dedicated-servers/, /ru/virtual-private-servers/ and /ru/dedicated-servers/ (the
// survey answered), on the same page load as the screenshot (moved from dedicated-survey.spec.ts, issue 38), and
// the checkout as the VPS page's Order opens it is photographed too.
const shots = path.resolve(__dirname, "../../test-results/screenshots");

const PAGES = [
  ["vps", "/virtual-private-servers/", "vps-configurator"],
  ["vps-ru", "/ru/virtual-private-servers/", "vps-configurator"],
  ["dedicated", "/dedicated-servers/", "dedicated-survey"],
  ["dedicated-ru", "/ru/dedicated-servers/", "dedicated-survey"],
] as const;

// One test per width, the pages one after another (issue 38: a test's set-up is paid once), each its own step.
for (const width of [1280, 390]) {
  test(`${PAGES.map(([name]) => name).join(", ")} at ${width}px`, async ({ page }) => {
    // The budget of the tests it merges (issue 38): one per page, as each had (and the axe and checkout tests at 1280 px).
    test.setTimeout((PAGES.length + 1) * 30_000 + (width === 1280 ? 3 * 30_000 : 0));
    await page.setViewportSize({ width, height: 900 });
    mkdirSync(shots, { recursive: true });
    for (const [name, url, island] of PAGES) {
      await test.step(name, async () => {
        await visit(page, url);
        // Both islands of the page, for the full-page screenshot.
        await reachIsland(page, "configurator-island");
        if (island === "dedicated-survey") await reachIsland(page, "survey-island");
        await expect(page.getByTestId(island)).toBeVisible();
        if (island === "dedicated-survey") {
          await page.getByTestId(island).getByRole("button").click();
          await expect(page.getByTestId("survey-result")).toBeVisible();
        }
        await page.screenshot({ path: path.join(shots, `configurator-${name}-${width}.png`), fullPage: true });
        await page
          .locator(island === "dedicated-survey" ? "#survey" : "#configure")
          .screenshot({ path: path.join(shots, `configurator-${name}-${width}-band.png`) });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, `no horizontal scrolling on ${url}`).toBeLessThanOrEqual(0);
        if (width === 1280 && name !== "vps") expect.soft(await violations(page, "all", ".island"), `axe on ${url}`).toEqual([]);
      });
    }
    if (width !== 1280) return;
    await test.step("the checkout as the VPS page's Order opens it (sidebar with the configuration)", async () => {
      await visit(page, "/checkout/?line=vps&cpu=3&memory=6&disk=120&location=spain&os=debian-12");
      await expect(page.getByTestId("order-configuration")).toBeVisible();
      await page.screenshot({ path: path.join(shots, "configurator-checkout-1280.png"), fullPage: true });
    });
  });
}
