import { test, expect, logInThroughForm, USERS } from "./fixtures";

test.describe.configure({ timeout: 60_000 });

// Spec §8: a failed lazy load of a page raises a preload-error event; if unhandled it is thrown. The account
// shell handles the first one (a new deploy replaced the chunks: reload once); the second is thrown and
// the error boundary shows the catalogue text instead of a white screen.
test("a section whose chunk fails to load: one reload, then the catalogue text", async ({ page, problems }) => {
  await logInThroughForm(page, USERS.complete);
  await expect(page).toHaveURL(/\/my\/$/);
  await expect(page.getByTestId("account-menu")).toBeVisible();

  // From here on, every script the page has not loaded yet fails (as chunks of a replaced deploy would).
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name.split("?")[0]!)));
  const blocked: string[] = [];
  await page.route(/\.js(\?.*)?$/, (route) => {
    const url = route.request().url().split("?")[0]!;
    if (loaded.has(url)) return route.fallback();
    blocked.push(url);
    return route.abort("failed");
  });
  problems.allowAborted();
  // React logs the error the boundary caught.
  problems.allow(/ChunkLoadError|Loading chunk|error boundary|The above error occurred/i);

  let reloads = 0;
  page.on("load", () => (reloads += 1));
  await page.getByTestId("account-menu").getByRole("link", { name: "Finance" }).click();
  await expect(page.getByTestId("form-error")).toHaveText("This page could not be loaded. Reload the page to try again.");
  await expect(page).toHaveURL(/\/my\/finance\/$/);
  expect(blocked.length).toBeGreaterThan(0);
  // The handled first failure reloaded the page once; the second was thrown to the boundary.
  expect(reloads).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem("account.reloadedForChunk"))).toBe("1");
  await expect(page.getByTestId("account-menu")).toBeVisible();
});

// A pointer over, or the keyboard's focus on, a section's link in the account menu asks for the section's code
// before the click (the first move into a section waited for its chunks and the data layer's): the customer's
// intent, not the first screen, pays for it.
test("a pointer over or the focus on a section's menu link asks for its code before the click", async ({ page }) => {
  await logInThroughForm(page, USERS.complete);
  await expect(page).toHaveURL(/\/my\/$/);
  const menu = page.getByTestId("account-menu");
  await expect(menu).toBeVisible();
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name.split("?")[0]!)));
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = request.url().split("?")[0]!;
    if (url.endsWith(".js") && !loaded.has(url)) asked.push(url);
  });
  await menu.getByRole("link", { name: "Tickets" }).hover();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  const byPointer = asked.length;
  await menu.getByRole("link", { name: "SSH keys" }).focus();
  await expect.poll(() => asked.length).toBeGreaterThan(byPointer);
  await menu.getByRole("link", { name: "Tickets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
});
