import { violations } from "./axe";
import { test, expect, visit } from "./fixtures";
import { readRouteTable } from "../support/route-table";

// Decision 205: axe's rules that read the markup run over the built HTML of every route family's page in jsdom
// (tests/built/accessibility.test.ts). Here, in the browser, the rules that need a rendered page
// (tests/support/axe-rules.ts's LAYOUT_RULES: contrast as painted, target size, scrolling regions, …) on one page per template and
// language, the not-found and partner pages among them; every WCAG 2.2 AA rule on the account mounts (an app,
// not static HTML) and on the phone's opened menus (states the built HTML does not show). Account and checkout
// screens add theirs in their specs.

const table = readRouteTable();
const TEMPLATES = [...new Set(table.map((r) => r.template))].sort();
// The landing and plan templates (en, ru) and an English help article get these rules on public-site.spec.ts's
// screenshot loads at 1280 px (issue 38: the same page loads; its home pages, ARM plan pages and help article).
const ON_SCREENSHOT_LOADS = { en: ["landing", "plan", "help-article"], ru: ["landing", "plan"] };
const perLanguage = (language: "en" | "ru") => [
  ...TEMPLATES.filter((template) => !ON_SCREENSHOT_LOADS[language].includes(template)).flatMap(
    (template) => table.find((r) => r.template === template && r.language === language)?.path ?? [],
  ),
  language === "en" ? "/no-such-page/" : "/ru/no-such-page/",
  language === "en" ? "/partners/" : "/ru/partners/",
];

// One test per language, a step and a soft check per page (decision 115: a test's set-up is paid once), so a
// failure names the page and the others are still checked.
for (const language of ["en", "ru"] as const) {
  test(`axe's layout and paint rules on one page per template (${language})`, async ({ page }) => {
    const pages = perLanguage(language);
    test.setTimeout(30_000 + pages.length * 15_000);
    expect(pages.length).toBeGreaterThan(language === "en" ? 5 : 6);
    for (const path of pages) {
      await test.step(path, async () => {
        await visit(page, path);
        expect.soft(await violations(page, "layout"), `axe on ${path}`).toEqual([]);
      });
    }
  });
}

// The account mounts: signed out, their session call answers 401 (allauth's "not signed in"), allowed here only.
test("axe: /my/ /ru/my/", async ({ page, problems }) => {
  test.setTimeout(70_000);
  problems.allow(/status of 401 .*\/auth\/_allauth\/browser\/v1\/auth\/session/);
  for (const path of ["/my/", "/ru/my/"]) {
    await test.step(path, async () => {
      await visit(page, path);
      expect.soft(await violations(page), `axe on ${path}`).toEqual([]);
    });
  }
});

// A 390 px phone (issue 17), on a representative page set (the layout differs by width, the content does not):
// closed header (the layout rules: its markup is the built page's, checked in jsdom), then with the menu and the
// products panel open, where their links must keep contrast and names: every rule, over the header that holds
// both panels (these states are not in the built HTML; the rest of the page is the closed state's).
// The home pages ("/", "/ru/") get the same checks on public-site.spec.ts's 390 px screenshot loads, which open both
// panels anyway (issue 38).
const PHONE_PAGES = ["/web-hosting/", "/ru/virtual-private-servers/on-ubuntu/", "/dedicated-servers/epyc-7302/", "/ru/help/", "/contacts/", "/partners/"];
test(`axe at 390 px: ${PHONE_PAGES.join(" ")}`, async ({ page }) => {
  test.setTimeout(30_000 + PHONE_PAGES.length * 30_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of PHONE_PAGES) {
    await test.step(path, async () => {
      await visit(page, path);
      expect.soft(await violations(page, "layout"), `axe on ${path} at 390 px`).toEqual([]);
      await page.locator(".nav-toggle").click();
      await expect(page.locator("#site-menu-panel")).toBeVisible();
      expect.soft(await violations(page, "all", ".site-header"), `axe on ${path} at 390 px, menu open`).toEqual([]);
      await page.keyboard.press("Escape");
      await page.locator(".product-menu__button").click();
      await expect(page.getByRole("menu")).toBeVisible();
      expect.soft(await violations(page, "all", ".site-header"), `axe on ${path} at 390 px, products open`).toEqual([]);
    });
  }
});
