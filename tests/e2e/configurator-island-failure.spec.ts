import { test, expect, visit } from "./fixtures";

// Spec §8 for the content pages' islands (decisions 078, 083, 155): an island whose code fails to load (a deploy
// replaced it, the network dropped) leaves its server-rendered HTML in place and the page around it, says under
// it that it did not load, and the visitor's next interaction with it tries again. Chromium 150 keeps a module
// whose fetch failed as failed for the page's life (decision 155), so there the next try fails too: this checks
// that the loader tries, not that it loads.
test("a failed island chunk leaves the configurator's HTML in place, says so, and the next interaction tries again", async ({ page, problems }) => {
  // The aborted requests and the loader's report of them are this test's point.
  problems.allow(/Failed to load resource: net::ERR_FAILED/);
  problems.allow(/Island failed to load/);
  await visit(page, "/virtual-private-servers/");
  const attempts: string[] = [];
  await page.route(/\/_islands\/(?!boot-)[^/]+\.js$/, (route) => {
    attempts.push(route.request().url());
    return route.abort("failed");
  });
  const failures: string[] = [];
  page.on("console", (msg) => {
    if (msg.text().startsWith("Island failed to load: configurator")) failures.push(msg.text());
  });
  const island = page.getByTestId("configurator-island");
  await island.scrollIntoViewIfNeeded();
  await expect.poll(() => failures.length).toBeGreaterThan(0);
  expect(attempts.length).toBeGreaterThan(0);
  await expect(island).not.toHaveAttribute("data-state", /.*/);
  await expect(page.getByTestId("vps-configurator")).toBeVisible();
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator(".plan-grid").first()).toBeVisible();
  const notice = page.locator('[data-testid="configurator-island"] + script + .island-failed');
  await expect(notice).toHaveRole("alert");
  await expect(notice).toHaveText("This part of the page did not load. Check your connection and reload the page; what you typed stays.");

  const tries = failures.length;
  await island.locator('select[name="os"]').focus();
  await expect.poll(() => failures.length).toBeGreaterThan(tries);
  await expect(page.getByTestId("vps-configurator")).toBeVisible();
  await expect(notice).toHaveCount(1);
});
