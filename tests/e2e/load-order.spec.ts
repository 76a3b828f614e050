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
// Decision 120: what the dashboard does not use stays off its first load: the forms' library, and the
// account sections' generated GraphQL documents (Gatsby's shared chunks had merged them with its modules).
const NOT_ON_DASHBOARD =
  /\/node_modules\/(react-hook-form|@hookform)\/|\/src\/api-client\/graphql\/generated\/|\/src\/features\/account\/projects\/project-page\.tsx$/;

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
// since decision 110); the login screen has no preloads (the client apps' preloads are decision 064's).
//
// Decision 063's ordering (first contentful paint, then the chunks) cannot hold here: decision 076 writes
// an empty auth page on the server (only the browser knows the visitor's language), so nothing can paint
// before the app has rendered the screen. What holds, and is checked below from the page's own event order
// (decision 114): the chunks are not in the HTML but added by the loader, so they never block parsing or
// rendering; on this empty shell the loader adds them at once, while the document is still being parsed
// (before DOMContentLoaded: it waits neither for a paint that cannot come nor for its fallback); it adds
// them in order, not async (runtime, framework, app: they run in that order); and the first contentful
// paint is the sign-in form the app renders, with the page's one stylesheet.
for (const url of ["/auth/login/"]) {
  test(`${url}: one inline loader, no script tags, no preloads; the loader adds the chunks at once (during parsing), in order, and the first paint is the app's form`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const order: string[] = [];
      (window as unknown as { __order: string[] }).__order = order;
      document.addEventListener("DOMContentLoaded", () => order.push("domcontentloaded"));
      new PerformanceObserver((list) => list.getEntries().forEach((e) => order.push(e.name))).observe({ type: "paint", buffered: true });
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.addedNodes)
            if (node instanceof HTMLScriptElement && node.src) order.push(`script ${new URL(node.src).pathname} async=${node.async}`);
      }).observe(document, { childList: true, subtree: true });
    });
    await visit(page, url);
    const html = await (await page.request.get(url)).text();
    expect(html.match(/<script(?![^>]*application\/(ld\+)?json)[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script id="gatsby-boot" data-page-path="[^"]+" data-src="\/_gatsby\/boot-[0-9a-f]+\.js" data-chunks="[^"]+">$/),
    ]);
    expect(html).not.toContain('rel="preload"');
    // (The loader's own text names rel="modulepreload": it adds a static content page's boot imports, decision 128.)
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    await expect(page.locator("form").getByRole("button", { name: "Log in", exact: true })).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { __order: string[] }).__order.includes("first-contentful-paint"));

    const order = await page.evaluate(() => (window as unknown as { __order: string[] }).__order);
    const chunks = order.filter((e) => /^script \/(_gatsby\/boot|webpack-runtime|framework|app)-/.test(e));
    expect(chunks.map((e) => e.split(" ")[1]!.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["/_gatsby/boot", "/webpack-runtime", "/framework", "/app"]);
    // Added by the loader (none is in the HTML), not async: they run in that order.
    expect(chunks.every((e) => e.endsWith("async=false"))).toBe(true);
    expect(order.indexOf(chunks[3]!), "on the empty shell every chunk was added while the document was parsed").toBeLessThan(order.indexOf("domcontentloaded"));
    // The first paint with content is the app's render (there is nothing to paint before it): after the
    // document was parsed and after the loader added the app's chunk.
    expect(order.indexOf("first-contentful-paint")).toBeGreaterThan(order.indexOf(chunks[3]!));
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(e.name))
        .map((e) => e.name),
    );
    expect(fetched).toHaveLength(3);
  });
}

test.describe("signed in", () => {
  // The account flows are long.
  test.use({ user: USERS.complete });
  test.describe.configure({ timeout: 120_000 });

  for (const prefix of ["", "/ru"]) {
    test(`${prefix}/my/: the HTML paints its frame and preloads nothing; the loader adds the template's scripts; the dashboard runs without Apollo, which loads with the first data section`, async ({
      page,
    }) => {
      const modules = watchModules(page);
      // Decision 131 (it replaces decision 064's preloads here): nothing but the document and the early-calls
      // script before the frame's first paint; the loader then adds the template's chunk group with Gatsby's chunks.
      const html = await (await page.request.get(`${prefix}/my/`)).text();
      expect(html).not.toContain('rel="preload"');
      const chunks = /<script id="gatsby-boot"[^>]*data-chunks="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
      expect(chunks.map((c) => c.replace(/-[0-9a-f]+\.js$/, "")).slice(0, 3)).toEqual(["/webpack-runtime", "/framework", "/app"]);
      expect(chunks.filter((c) => /^\/component---src-pages-my-tsx-[0-9a-f]+\.js$/.test(c))).toHaveLength(1);

      await openAccount(page, `${prefix}/my/`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(prefix ? "Здравствуйте" : "Hello");
      await page.waitForLoadState("networkidle");
      expect(
        modules().filter((m) => APOLLO.test(m)),
        "Apollo modules on the dashboard",
      ).toEqual([]);
      expect(
        modules().filter((m) => NOT_ON_DASHBOARD.test(m)),
        "forms and other sections' modules on the dashboard",
      ).toEqual([]);
      expect(
        modules().some((m) => m.endsWith("/src/features/account/dashboard/parts.tsx")),
        "the dashboard's own modules (the check reads real module paths)",
      ).toBe(true);

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
