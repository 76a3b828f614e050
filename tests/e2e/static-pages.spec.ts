import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { test as signedIn } from "./account-fixtures";
import enCommon from "../../locales/en/common.json";
import ruCommon from "../../locales/ru/common.json";
import { STATIC_FAMILIES, STATIC_TEMPLATES } from "../../src/build/static-pages";

// Decision 078: a static content page loads no Gatsby runtime, framework/app chunk or page data; its boot
// script (no React) is its only script until the visitor reaches for an island, and each island works by
// mouse and by keyboard, in both languages, and is axe-clean once loaded.

type Row = { path: string; template: string; family?: string; language: "en" | "ru" };
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

const rows = [
  ...STATIC.flatMap((template) => (["en", "ru"] as const).map((language) => table.find((r) => r.template === template && r.language === language)!)),
  // Families served static ahead of the rest of their template, and the not-found page (any unknown address).
  ...[...STATIC_FAMILIES].flatMap((family) => (["en", "ru"] as const).map((language) => table.find((r) => r.family === family && r.language === language)!)),
  { path: "/no-such-page/", template: "404", language: "en" as const },
  { path: "/ru/no-such-page/", template: "404", language: "ru" as const },
];

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

const axeOf = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).withTags(WCAG).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );

const L = {
  en: { name: "Your name", send: "Send message", required: "This field is required", promoEmail: "Your e-mail" },
  ru: { name: "Ваше имя", send: "Отправить сообщение", required: "Это поле обязательно", promoEmail: "Ваша почта" },
} as const;

for (const language of ["en", "ru"] as const) {
  const prefix = language === "en" ? "" : "/ru";
  const l = L[language];

  test(`${language}: the VPN tabs work by mouse and keyboard from the boot script (no React loaded); prices follow the stored currency; axe-clean`, async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("currency", "USD"));
    const requests = record(page);
    await visit(page, `${prefix}/vpn/`);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(2);
    const second = await tabs.nth(1).innerText();
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(second);
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(second);
    // The plan price in the shown panel is in the stored currency (the boot script rewrote it).
    await expect(page.getByRole("tabpanel").locator(".price")).toContainText("$");
    expect(await axeOf(page, "#plans")).toEqual([]);
    expect(
      requests.filter((p) => p.endsWith(".js") && !p.startsWith("/_islands/")),
      "only the islands' scripts",
    ).toEqual([]);
    expect(await page.locator("[data-island][data-state]").count(), "no island started: the tabs are the boot script's").toBe(0);
  });

  test(`${language}: the contact and e-mail promo form islands: typing starts them (text kept), by mouse and by keyboard; axe-clean once loaded`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/contacts/`);
    await page.waitForLoadState("networkidle");
    const contact = page.getByTestId("contact-form-island");
    const promo = page.getByTestId("email-promo-island");
    await expect(contact).not.toHaveAttribute("data-state", /.*/);
    await expect(promo).not.toHaveAttribute("data-state", /.*/);
    // Mouse: a click in the server's field starts the island; the text typed is kept through hydration.
    await contact.getByLabel(l.name).click();
    await page.keyboard.type("Marta Ruiz");
    await expect(contact).toHaveAttribute("data-state", "live");
    await expect(contact.getByLabel(l.name)).toHaveValue("Marta Ruiz");
    await contact.getByRole("button", { name: l.send }).click();
    await expect(contact.locator("#contact-email-error")).toHaveText(l.required);
    await expect(contact.getByLabel(l.name)).toHaveValue("Marta Ruiz");
    // Keyboard: focus the promo field, type and press Enter before the island is live: the submit is
    // held back and replayed, and the form answers it (the address is refused by the form's rules).
    const field = promo.getByLabel(l.promoEmail);
    await field.focus();
    await page.keyboard.type("not-an-address");
    await page.keyboard.press("Enter");
    await expect(promo).toHaveAttribute("data-state", "live");
    await expect(promo.locator("#contacts-promo-email-error")).toHaveText((language === "en" ? enCommon : ruCommon).forms.invalidEmail);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue("not-an-address");
    expect(await axeOf(page, '[data-testid="contact-form-island"]')).toEqual([]);
    expect(await axeOf(page, '[data-testid="email-promo-island"]')).toEqual([]);
  });

  test(`${language}: the not-found page's language switch leads to the same unknown address (keyboard), from static HTML`, async ({ page }) => {
    const here = `${prefix}/no-such-page/`;
    const there = language === "en" ? "/ru/no-such-page/" : "/no-such-page/";
    expect(await visit(page, here)).toBe(404);
    const link = page.locator(".language-switcher a[hreflang]");
    await expect(link).toHaveAttribute("href", there);
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${there}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language === "en" ? "ru" : "en");
    expect(await axeOf(page, ".language-switcher")).toEqual([]);
  });
}

for (const language of ["en", "ru"] as const) {
  const prefix = language === "en" ? "" : "/ru";
  const strings = language === "en" ? enCommon : ruCommon;

  signedIn(
    `${language}: the account entry island shows the signed-in customer (on use, then at once), works by keyboard, logs out in place; axe-clean`,
    async ({ page }) => {
      const entry = page.locator('[data-island="account-entry"]');
      await visit(page, `${prefix}/vpn/`);
      await page.waitForLoadState("networkidle");
      // No hint yet in this browser: nothing of the auth code has loaded, the static link is shown.
      await expect(entry).not.toHaveAttribute("data-state", /.*/);
      await expect(entry.getByRole("link", { name: strings.nav.account })).toBeVisible();
      await entry.getByRole("link").hover();
      const account = page.getByTestId("header-account");
      await expect(account).toContainText("complete@example.com");

      // The session answer left the hint: on the next page the entry starts by itself.
      await visit(page, `${prefix}/contacts/`);
      await expect(account).toContainText("complete@example.com");
      const button = account.getByRole("button", { name: "complete@example.com" });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("header-account-menu")).toBeVisible();
      expect(await axeOf(page, '[data-island="account-entry"]')).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("header-account-menu")).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await account.getByRole("button", { name: strings.account.nav.logout }).click();
      await expect(entry.getByRole("link", { name: strings.nav.account })).toBeVisible();
      await expect(account).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/contacts/`);
    },
  );
}
