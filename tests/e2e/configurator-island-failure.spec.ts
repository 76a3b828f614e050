import { test, expect, visit } from "./fixtures";
import { reachIsland } from "./islands";

// Spec §8 for the content pages' islands: a chunk that fails to load (a deploy replaced it, the network
// dropped) shows the island's failure text with a retry, inside the island's box; the page around it stays.
test("a failed configurator chunk shows the failure in place, and Try again loads it", async ({ page, problems }) => {
  // The aborted request and the error React reports from the island's boundary are this test's point.
  problems.allow(/Failed to load resource: net::ERR_FAILED/);
  problems.allow(/ChunkLoadError|Loading chunk .*configurator-island/);
  let failing = true;
  const attempts: string[] = [];
  await page.route(/\/configurator-island-[^/]*\.js$/, (route) => {
    attempts.push(route.request().url());
    return failing ? route.abort("failed") : route.fallback();
  });
  await visit(page, "/virtual-private-servers/");
  await reachIsland(page, "configurator-island");
  const island = page.getByTestId("configurator-island");
  await expect(island.getByRole("alert")).toHaveText(/The configurator could not be loaded\./);
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator(".plan-grid").first()).toBeVisible();
  expect(attempts.length).toBeGreaterThan(0);

  failing = false;
  await island.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("vps-configurator")).toBeVisible();
  await expect(island.getByRole("alert")).toHaveCount(0);
});
