import { test, expect, visit } from "./fixtures";

// Spec §8 for the content pages' islands (decisions 078, 083): an island whose code fails to load (a deploy
// replaced it, the network dropped) leaves its server-rendered HTML in place and the page around it; the
// visitor's next interaction with it tries again.
test("a failed island chunk leaves the configurator's HTML in place, and the next interaction loads it", async ({ page, problems }) => {
  // The aborted requests and the loader's report of them are this test's point.
  problems.allow(/Failed to load resource: net::ERR_FAILED/);
  problems.allow(/Island failed to load/);
  await visit(page, "/virtual-private-servers/");
  let failing = true;
  const attempts: string[] = [];
  await page.route(/\/_islands\/(?!boot-)[^/]+\.js$/, (route) => {
    attempts.push(route.request().url());
    return failing ? route.abort("failed") : route.fallback();
  });
  const island = page.getByTestId("configurator-island");
  const failed = page.waitForEvent("console", (msg) => msg.text().startsWith("Island failed to load"));
  await island.scrollIntoViewIfNeeded();
  await failed;
  expect(attempts.length).toBeGreaterThan(0);
  await expect(island).not.toHaveAttribute("data-state", /.*/);
  await expect(page.getByTestId("vps-configurator")).toBeVisible();
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator(".plan-grid").first()).toBeVisible();

  failing = false;
  await island.locator('select[name="os"]').focus();
  await expect(island).toHaveAttribute("data-state", "live");
  await island.locator('select[name="os"]').selectOption("debian-12");
  await expect(island.getByRole("link", { name: "Order this configuration" })).toHaveAttribute("href", /os=debian-12$/);
});
