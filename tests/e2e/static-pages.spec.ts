import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { STATIC_TEMPLATES } from "../../src/build/static-pages";

// Decision 078: a static content page loads no Gatsby runtime, framework/app chunk or page data; its boot
// script (no React) is its only script until the visitor reaches for an island, and each island works by
// mouse and by keyboard, in both languages, and is axe-clean once loaded.

type Row = { path: string; template: string; language: "en" | "ru" };
const table = JSON.parse(readFileSync(path.resolve(__dirname, "../../.cache/route-table.json"), "utf8")) as Row[];
/** The families served as static HTML. */
const STATIC = [...STATIC_TEMPLATES];
const GATSBY_CHUNK = /\/(webpack-runtime|framework|app|commons|zod-classic|component---[^/]+)-[0-9a-f]+\.js$|\/_gatsby\//;
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Every request of the page, by path. */
function record(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(new URL(request.url()).pathname));
  return seen;
}

const rows = STATIC.flatMap((template) => (["en", "ru"] as const).map((language) => table.find((r) => r.template === template && r.language === language)!));

for (const row of rows) {
  test(`${row.path} (${row.template}, ${row.language}): no Gatsby runtime, framework chunk or page data before interaction; only the boot script`, async ({
    page,
  }) => {
    const requests = record(page);
    const answers = Promise.all([page.waitForResponse("**/my/api/currency/"), page.waitForResponse("**/my/api/features/")]);
    await visit(page, row.path);
    await answers;
    await page.waitForLoadState("networkidle");
    expect(
      requests.filter((p) => GATSBY_CHUNK.test(p)),
      "Gatsby chunks",
    ).toEqual([]);
    expect(
      requests.filter((p) => p.startsWith("/page-data/")),
      "page data",
    ).toEqual([]);
    const scripts = requests.filter((p) => p.endsWith(".js"));
    expect(scripts.length, "the boot script was fetched (the check is not vacuous)").toBeGreaterThan(0);
    expect(
      scripts.every((p) => p.startsWith("/_islands/")),
      `scripts: ${scripts.join(" ")}`,
    ).toBe(true);
    // No island has started: React is not among them.
    expect(await page.locator("[data-island][data-state]").count()).toBe(0);
    const html = await (await page.request.get(row.path)).text();
    expect(html.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" src="\/_islands\/boot-[A-Z0-9]+\.js">$/),
    ]);
  });
}

const products = { en: "Products", ru: "Услуги" } as const;
const chatOpen = { en: /Support chat|Chat/, ru: /Чат|поддержк/ } as const;

for (const language of ["en", "ru"] as const) {
  const article = table.find((r) => r.template === "help-article" && r.language === language)!.path;
  const legal = language === "en" ? "/privacy/" : "/ru/privacy/";

  test(`${language}: the product menu island opens on the first click (held while it loads) and works by keyboard; axe-clean`, async ({ page }) => {
    await visit(page, legal);
    const button = page.getByRole("button", { name: products[language] });
    await button.click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(page.locator('[data-island="product-menu"]')).toHaveAttribute("data-state", "live");
    await expect(page.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem").nth(1)).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('[data-island="product-menu"]').withTags(WCAG).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test(`${language}: the product menu island opens by keyboard before it has loaded (ArrowDown held and replayed)`, async ({ page }) => {
    await visit(page, legal);
    const button = page.getByRole("button", { name: products[language] });
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitem").first()).toBeFocused();
    // A menu item is a link: Enter follows it with an ordinary page load.
    const href = await page.getByRole("menuitem").first().getAttribute("href");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${href}`);
  });

  test(`${language}: the chat launcher island opens the chat on the first click, and by keyboard`, async ({ page }) => {
    await visit(page, legal);
    await page.getByTestId("chat-launcher").click();
    const panel = page.getByRole("dialog", { name: chatOpen[language] });
    await expect(panel).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[data-island="chat-launcher"]').withTags(WCAG).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
    await page.getByTestId("chat-launcher").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: chatOpen[language] })).toBeVisible();
  });

  test(`${language}: the review form island: not loaded in the first screen, loads when scrolled near, opens by mouse and by keyboard`, async ({ page }) => {
    const requests = record(page);
    await visit(page, article);
    await page.waitForLoadState("networkidle");
    const island = page.locator('[data-island="review-proposal"]');
    await expect(island).not.toHaveAttribute("data-state", /.*/);
    const before = requests.length;
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute("data-state", "live");
    expect(
      requests.slice(before).some((p) => p.startsWith("/_islands/")),
      "the island's code came with the scroll",
    ).toBe(true);
    await island.getByRole("button").click();
    await expect(island.locator("form")).toBeVisible();
    await expect(island.locator("select")).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('[data-island="review-proposal"]').withTags(WCAG).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await visit(page, article);
    const button = page.locator('[data-island="review-proposal"]').getByRole("button");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator('[data-island="review-proposal"] form')).toBeVisible();
  });

  test(`${language}: the currency switch (boot script) follows the stored currency on load and on change; the menu's prices follow it`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("currency", "USD"));
    await visit(page, legal);
    const switcher = page.getByTestId("currency-switcher");
    await expect(switcher).toHaveAttribute("data-currency", "USD");
    const select = switcher.locator("select");
    await expect(select).toHaveValue("USD");
    await select.selectOption("GBP");
    await expect(switcher).toHaveAttribute("data-currency", "GBP");
    expect(await page.evaluate(() => window.localStorage.getItem("currency"))).toBe("GBP");
    await page.getByRole("button", { name: products[language] }).click();
    await expect(page.locator(".product-menu__price").first()).toContainText("£");
    await page.keyboard.press("Escape");
    await select.focus();
    await page.keyboard.press("ArrowUp");
    await expect(switcher).not.toHaveAttribute("data-currency", "GBP");
  });
}
