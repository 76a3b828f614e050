import type { Page } from "@playwright/test";
import { AUTH_LANGUAGE_SCRIPT } from "../../src/build/auth-language-script";
import { test, expect, visit, openAccount, USERS } from "./fixtures";
import { modulesOf } from "./chunk-modules";

// Decision 063: a page's only script tag is the boot loader, and Gatsby's chunks are requested after the
// first contentful paint. Decision 064: the account area's HTML preloads its data and chunks, and the
// Apollo client (with graphql and rxjs) loads only with the account sections that use it.
// Island props travel as non-executed JSON script elements (decision 078): they are not script tags that run.

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
  return () => [...files].flatMap((file) => modulesOf(file));
}

// The auth screens keep Gatsby's runtime (content pages are static since decisions 078-087, the partner page
// since decision 110); the login screen has no preloads (the client apps' preloads are decision 064's).
//
// Decision 144 (it replaces decision 114's weaker order here): the HTML holds the screen as it first shows
// (the session being asked) in both languages, and an inline script in the head (allowed by its hash)
// chooses the visitor's language before the body is parsed. So decision 063's order holds again: the page
// paints its frame, in the visitor's language, before the loader adds Gatsby's chunks (in order, not async),
// and the frame's lead is the page's largest paint: the live screen replaces it in the same place.
for (const [locale, language, heading, lead] of [
  ["en-US", "en", "Log in", "Welcome back."],
  ["ru-RU", "ru", "Вход", "С возвращением!"],
] as const) {
  test.describe(`${language} visitor`, () => {
    test.use({ locale });
    test(`/auth/login/: the language script and the loader are the HTML's only scripts, no preloads; the frame paints in ${language} before the chunks are added, in order, and its lead is the largest paint`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __order: string[]; __added: Record<string, number>; __lcp: Array<[number, string]> };
        w.__order = [];
        w.__added = {};
        w.__lcp = [];
        document.addEventListener("DOMContentLoaded", () => w.__order.push("domcontentloaded"));
        new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__order.push(e.name))).observe({ type: "paint", buffered: true });
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => {
            const element = (e as PerformanceEntry & { element?: Element | null }).element;
            w.__lcp.push([e.startTime, `${element?.className ?? ""}|${element?.textContent ?? ""}`]);
          }),
        ).observe({ type: "largest-contentful-paint", buffered: true });
        new MutationObserver((records) => {
          for (const r of records)
            for (const node of r.addedNodes)
              if (node instanceof HTMLScriptElement && node.src) {
                const name = `script ${new URL(node.src).pathname} async=${node.async}`;
                w.__order.push(name);
                w.__added[name] = performance.now();
              }
        }).observe(document, { childList: true, subtree: true });
      });
      await visit(page, "/auth/login/");
      const html = await (await page.request.get("/auth/login/")).text();
      expect(html.match(/<script(?![^>]*application\/(ld\+)?json)[^>]*>/g)).toEqual([
        "<script>",
        expect.stringMatching(/^<script id="gatsby-boot" data-page-path="[^"]+" data-src="\/_gatsby\/boot-[0-9a-f]+\.js" data-chunks="[^"]+">$/),
      ]);
      // The language script is in the head, before any of the body it chooses for.
      expect(html.indexOf(AUTH_LANGUAGE_SCRIPT)).toBeGreaterThan(0);
      expect(html.indexOf(AUTH_LANGUAGE_SCRIPT)).toBeLessThan(html.indexOf("<body"));
      expect(html).not.toContain('rel="preload"');
      // (The loader's own text names rel="modulepreload": it adds a static content page's boot imports, decision 128.)
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      await expect(page.locator("form").getByRole("button", { name: language === "ru" ? "Войти" : "Log in", exact: true })).toBeVisible();
      await expect(page.locator("main h1")).toHaveText(heading);

      const { order, added, lcp } = await page.evaluate(() => {
        const w = window as unknown as { __order: string[]; __added: Record<string, number>; __lcp: Array<[number, string]> };
        return { order: w.__order, added: w.__added, lcp: w.__lcp };
      });
      const chunks = order.filter((e) => /^script \/(_gatsby\/boot|webpack-runtime|framework|app)-/.test(e));
      // The site's React in Gatsby's framework chunk (decision 266; prop-types has a stand-in, decision 232).
      expect(chunks.map((e) => e.split(" ")[1]!.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["/_gatsby/boot", "/webpack-runtime", "/framework", "/app"]);
      // Added by the loader (none is in the HTML), not async: they run in that order.
      expect(chunks.every((e) => e.endsWith("async=false"))).toBe(true);
      // Decision 063's order: the first contentful paint (the frame), then the chunks.
      expect(order.indexOf("first-contentful-paint")).toBeGreaterThanOrEqual(0);
      expect(order.indexOf("first-contentful-paint")).toBeLessThan(order.indexOf(chunks[0]!));
      // The largest paint is the frame's lead in the visitor's language, painted before the chunks were added;
      // the live screen's lead, in the same place and size, is no larger paint.
      expect(lcp.length).toBeGreaterThan(0);
      const [time, last] = lcp.at(-1)!;
      expect(last).toMatch(new RegExp(`^lead\\|${lead}`));
      expect(time).toBeLessThan(added[chunks[0]!]!);
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((e) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(e.name))
          .map((e) => e.name),
      );
      expect(fetched).toHaveLength(3);
    });

    test(`/auth/login/ without its scripts: only the ${language} frame shows, titled in ${language}, the form hidden and inert under the status line`, async ({
      page,
      problems,
    }) => {
      problems.allow(/Failed to load resource: net::ERR_FAILED/);
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto("/auth/login/");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      // The tab's title too, from AuthHead's meta for the other language.
      await expect(page).toHaveTitle(heading);
      await expect(page.locator("h1:visible")).toHaveText([heading]);
      await expect(page.locator(".lead:visible")).toHaveText([new RegExp(`^${lead}`)]);
      await expect(page.locator(`.auth-frame[data-frame-lang="${language}"] [role="status"]`).first()).toBeVisible();
      await expect(page.locator(`.auth-frame[data-frame-lang="${language}"] .auth-pending`)).toHaveAttribute("inert", "");
      await expect(page.locator("input:visible")).toHaveCount(0);
    });
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
      // Decision 131 (it replaces decision 064's preloads here): nothing but the document before the frame's
      // first paint; the loader then adds the early-calls script (decision 266) and the template's chunk group
      // with Gatsby's chunks.
      const html = await (await page.request.get(`${prefix}/my/`)).text();
      expect(html).not.toContain('rel="preload"');
      expect(html.split("<body")[0]).not.toContain("<script");
      const chunks = /<script id="gatsby-boot"[^>]*data-chunks="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
      expect(chunks.map((c) => c.replace(/-[0-9a-f]+\.js$/, "")).slice(0, 4)).toEqual(["/_account/early", "/webpack-runtime", "/framework", "/app"]);
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
        modules().some((m) => m.endsWith("/src/features/account/shell/dashboard/parts.tsx")),
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
