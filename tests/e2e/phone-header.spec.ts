import type { Locator, Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";

// The header on a 390 px phone (issue 17): a menu button with the links that do not fit, a products
// panel inside the screen, an account link with a name, and a chat launcher that never covers a
// primary action, in both languages. The launcher's rule is also checked at 1280 x 800.
const PHONE = { width: 390, height: 844 };
const TEXT = {
  en: {
    open: "Open menu",
    close: "Close menu",
    links: ["Help centre", "News", "Contacts", "Partner program"],
    products: "Products",
    account: "My account",
    jump: ["n", "News"],
  },
  ru: {
    open: "Открыть меню",
    close: "Закрыть меню",
    links: ["Центр помощи", "Новости", "Контакты", "Партнёрская программа"],
    products: "Услуги",
    account: "Личный кабинет",
    jump: ["к", "Контакты"],
  },
} as const;

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const lang of ["en", "ru"] as const) {
  const home = lang === "en" ? "/" : "/ru/";
  const text = TEXT[lang];

  // One page load for both (issue 38): the products panel first, closed by Escape, then the menu.
  test(`phone header (${lang}): the products panel's items and prices inside the screen, the account link named; the menu opens with its links, traps the focus, type-ahead, Escape returns the focus`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await visit(page, home);
    await test.step("products panel", async () => {
      await expect(page.getByRole("link", { name: text.account })).toBeVisible();
      await page.getByRole("button", { name: text.products }).click();
      const items = page.getByRole("menuitem");
      await expect(items.first()).toBeFocused();
      expect(await items.count()).toBeGreaterThanOrEqual(5);
      for (const item of await items.all()) {
        const box = (await item.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        const price = item.locator(".product-menu__price");
        if (await price.count()) {
          const p = (await price.boundingBox())!;
          expect(p.x + p.width).toBeLessThanOrEqual(box.x + box.width);
        }
      }
      await noHorizontalScroll(page);
      await page.keyboard.press("Escape");
      await expect(items.first()).toBeHidden();
    });
    await test.step("menu", async () => {
      await noHorizontalScroll(page);
      const toggle = page.getByRole("button", { name: text.open });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(page.getByRole("button", { name: text.close })).toHaveAttribute("aria-expanded", "true");
      const menu = page.getByRole("navigation", { name: lang === "en" ? "Menu" : "Меню" });
      for (const label of text.links) await expect(menu.getByRole("link", { name: label })).toBeVisible();
      await expect(menu.getByRole("link", { name: text.links[0] })).toBeFocused();
      // The panel lies inside the screen.
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      // Tab never leaves the menu: after the last link it comes back to the toggle, then the first link.
      for (let i = 1; i < text.links.length; i++) await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: text.links.at(-1)! })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.locator(".nav-toggle")).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(menu.getByRole("link", { name: text.links.at(-1)! })).toBeFocused();
      // A letter as the visitor's keyboard layout sends it (Playwright's keyboard knows only the US layout).
      await page.evaluate((key) => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })), text.jump[0]);
      await expect(menu.getByRole("link", { name: text.jump[1] })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.locator(".nav-toggle")).toBeFocused();
      await expect(page.locator(".nav-toggle")).toHaveAttribute("aria-expanded", "false");
      // A link of the menu leads where it says.
      await page.locator(".nav-toggle").click();
      await menu.getByRole("link", { name: text.links[2] }).click();
      await expect(page).toHaveURL(new RegExp(`${lang === "en" ? "" : "/ru"}/contacts/$`));
    });
  });
}

// At desktop width the links are in the header and the menu button is not shown: the launcher's 1280 px test, on
// its first page load (issue 38).

// ——— the chat launcher ———

/**
 * In the page, with no round trip per check (issue 38: the checks were two protocol calls each, polled): which of
 * `targets` the launcher, where it is shown, still overlaps once the page has had up to `ms` to move it (as
 * `expect.poll` gave it). Each of the first `limit` targets, in order, is first scrolled into view at each `scroll` block (null: not
 * scrolled). Answers the overlaps left.
 */
function stillCovered(
  launcher: Locator,
  targets: string,
  { scroll, limit, ms }: { scroll: Array<"end" | "center" | null>; limit: number; ms: number },
): Promise<string[]> {
  return launcher.evaluate(
    async (l, { targets, scroll, limit, ms }) => {
      const covers = (t: Element) => {
        const style = getComputedStyle(l);
        if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return false;
        const a = l.getBoundingClientRect();
        const b = t.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      };
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const clear = async (t: Element) => {
        for (const end = performance.now() + ms; covers(t); await frame()) if (performance.now() > end) return false;
        return true;
      };
      const left: string[] = [];
      // Visible as Playwright's filter({ visible: true }) sees it: a box with a size, not hidden by visibility.
      const shown = [...document.querySelectorAll(targets)].filter((t) => {
        const box = t.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(t).visibility !== "hidden";
      });
      for (const [i, t] of shown.slice(0, limit).entries())
        for (const block of scroll) {
          if (block) t.scrollIntoView({ block, behavior: "instant" });
          if (!(await clear(t))) left.push(`${targets} ${i} (${t.textContent?.trim()})${block ? ` at ${block}` : ""}`);
        }
      return shown.length ? left : [`no ${targets} shown`];
    },
    { targets, scroll, limit, ms },
  );
}

/** How long the page may take to move the launcher off a target: the expect timeout the polls had. */
const WAIT = 15_000;
const ACTIONS = ".button--large, .plan-card__actions .button";
const SIZES = [PHONE, { width: 1280, height: 800 }];
const PAGES = ["/", "/ru/", "/web-hosting/", "/virtual-private-servers/vps-2/", "/ru/dedicated-servers/"];

// One test per size, the pages one after another (issue 38: a test's set-up is paid once), each its own step.
for (const size of SIZES) {
  test(`the chat launcher covers no primary action at ${size.width}x${size.height}: ${PAGES.join(", ")}`, async ({ page }) => {
    // The budget of the tests it merges (issue 38): one per page, as each had.
    test.setTimeout(PAGES.length * 30_000);
    await page.setViewportSize(size);
    for (const path of PAGES) {
      await test.step(path, async () => {
        await visit(page, path);
        if (size.width === 1280 && path === "/") {
          // At desktop width the links are in the header and the menu button is not shown.
          await expect(page.locator(".nav-toggle")).toBeHidden();
          for (const label of TEXT.en.links.slice(0, 3))
            await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: label })).toBeVisible();
        }
        const launcher = page.getByTestId("chat-launcher");
        await expect(launcher).toBeAttached();
        // As loaded: nothing covered, and the launcher is shown unless an action is under it.
        const actions = page.locator(ACTIONS).filter({ visible: true });
        const count = await actions.count();
        expect(count).toBeGreaterThan(0);
        expect(await stillCovered(launcher, ACTIONS, { scroll: [null], limit: count, ms: WAIT }), "covered as loaded").toEqual([]);
        // Each action brought to the bottom edge of the screen (where the launcher sits), then to the middle.
        expect(await stillCovered(launcher, ACTIONS, { scroll: ["end", "center"], limit: 12, ms: WAIT }), "covered once scrolled to").toEqual([]);
        // Scrolled to the very end, the footer's last line stays clear too.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
        expect(await stillCovered(launcher, ".copyright", { scroll: [null], limit: 1, ms: WAIT }), "the footer's last line").toEqual([]);
        await expect(launcher).toBeVisible();
      });
    }
  });
}
