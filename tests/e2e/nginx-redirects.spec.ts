import { test, expect } from "./fixtures";

// The "nginx" project: the editors' redirects (issue 36, decision 167) as the generated nginx config applies them.
// The seed's article was renamed twice; its first address leads, in one hop, to the article's page.

test("an old slug of a renamed help article leads through nginx to the article's page in one redirect", async ({ page }) => {
  const hops: Array<{ status: number; location: string | undefined }> = [];
  page.on("response", (r) => {
    if (r.status() >= 300 && r.status() < 400) hops.push({ status: r.status(), location: r.headers().location });
  });
  const response = await page.goto("/help/ssh-first-login/");
  expect(response!.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/help/connect-to-vps-over-ssh/");
  expect(hops).toEqual([{ status: 301, location: "/help/connect-to-vps-over-ssh/" }]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
