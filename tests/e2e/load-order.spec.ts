import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { sourceMapPath } from "../../src/build/source-maps";
import { test, expect, visit, openAccount, USERS } from "./fixtures";

// Decision 063: a page's only script tag is the boot loader, and Gatsby's chunks are requested after the
// first contentful paint. Decision 064: the account area's HTML preloads its data and chunks, and the
// Apollo client (with graphql and rxjs) loads only with the account sections that use it.
// Island props travel as non-executed JSON script elements (decision 078): they are not script tags that run.

const ROOT = path.resolve(__dirname, "../..");
const APOLLO = /\/node_modules\/@apollo\/client\//;

/** The modules of the chunks a page fetched, from their source maps (content-page-js.spec.ts says why). */
function watchModules(page: Page): () => string[] {
  const files = new Set<string>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === "script" && pathname.endsWith(".js") && !pathname.startsWith("/_gatsby/")) files.add(pathname.slice(1));
  });
  return () => [...files].flatMap((file) => (JSON.parse(readFileSync(sourceMapPath(ROOT, file), "utf8")) as { sources: string[] }).sources);
}

// The auth screens keep Gatsby's runtime (content pages are static since decisions 078-087, the partner page
// since decision 110); the login screen has no preloads (the client apps' preloads are decision 064's). It is
// rendered in the browser (no server-rendered content to paint first), so the loader starts the chunks at its
// fallback rather than after a first contentful paint: that ordering has no page left to apply to.
for (const url of ["/auth/login/"]) {
  test(`${url}: one inline loader, no script tags, no preloads; the loader fetches Gatsby's runtime, framework and app chunks`, async ({ page }) => {
    await visit(page, url);
    const html = await (await page.request.get(url)).text();
    expect(html.match(/<script(?![^>]*application\/(ld\+)?json)[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script id="gatsby-boot" data-page-path="[^"]+" data-src="\/_gatsby\/boot-[0-9a-f]+\.js" data-chunks="[^"]+">$/),
    ]);
    expect(html).not.toContain('rel="preload"');
    const chunks = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(e.name))
        .map((e) => e.name),
    );
    expect(chunks).toHaveLength(3);
  });
}

test.describe("signed in", () => {
  // The account flows are long.
  test.use({ user: USERS.complete });
  test.describe.configure({ timeout: 120_000 });

  for (const prefix of ["", "/ru"]) {
    test(`${prefix}/my/: the HTML preloads the page data and chunks; the dashboard runs without Apollo, which loads with the first data section`, async ({
      page,
    }) => {
      const modules = watchModules(page);
      const preloaded = (await (await page.request.get(`${prefix}/my/`)).text()).match(/<link rel="preload" href="[^"]+"/g) ?? [];
      expect(preloaded).toEqual(
        expect.arrayContaining([
          `<link rel="preload" href="/page-data${prefix}/my/[...]/page-data.json"`,
          '<link rel="preload" href="/page-data/app-data.json"',
        ]),
      );
      expect(preloaded.filter((tag) => /component---src-pages-my-tsx-[0-9a-f]+\.js"$/.test(tag))).toHaveLength(1);

      await openAccount(page, `${prefix}/my/`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(prefix ? "Здравствуйте" : "Hello");
      await page.waitForLoadState("networkidle");
      expect(
        modules().filter((m) => APOLLO.test(m)),
        "Apollo modules on the dashboard",
      ).toEqual([]);

      await page
        .getByTestId("account-menu")
        .getByRole("link", { name: prefix ? "Проекты" : "Projects" })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(prefix ? "Проекты" : "Projects");
      await expect(page.getByText("Web shop")).toBeVisible();
      expect(
        modules().some((m) => APOLLO.test(m)),
        "Apollo loaded with the projects section",
      ).toBe(true);

      // Back to the dashboard and to the projects again: the client and its cache stayed (no second load
      // of the list before it shows).
      await page
        .getByTestId("account-menu")
        .getByRole("link", { name: prefix ? "Обзор" : "Dashboard" })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(prefix ? "Здравствуйте" : "Hello");
      await page
        .getByTestId("account-menu")
        .getByRole("link", { name: prefix ? "Проекты" : "Projects" })
        .click();
      await expect(page.getByText("Web shop")).toBeVisible();
    });
  }
});
