import { violations } from "./axe";
import { test, expect, visit } from "./fixtures";
import { onePerFamily } from "../support/route-table";

// WCAG 2.2 AA rules of axe over one page of every route family, in both languages, plus the
// file-route pages (not-found, account mount). Account and checkout screens add theirs in their specs.

const pages = [
  ...onePerFamily().map((r) => r.path),
  "/no-such-page/",
  "/ru/no-such-page/",
  "/my/",
  "/ru/my/",
  // Spec §2's payment-offer kind shares the "legal" family with six others: checked by name (decision 033).
  "/payment-offer/",
  "/ru/payment-offer/",
  "/partners/",
  "/ru/partners/",
];

// A few pages per test, visited in one page (decision 115: the browser's cache is warm after the first, and
// a test's set-up is paid once per group, not per page); each page is its own step and its own soft check,
// so a failure names the page and the group goes on. The account mounts are a group of their own: signed
// out, their session call answers 401 (allauth's "not signed in"), allowed there only.
const PER_TEST = 6;
const account = pages.filter((p) => p.includes("/my/"));
const content = pages.filter((p) => !p.includes("/my/"));
const groups = [...Array.from({ length: Math.ceil(content.length / PER_TEST) }, (_, i) => content.slice(i * PER_TEST, (i + 1) * PER_TEST)), account];

for (const group of groups) {
  test(`axe: ${group.join(" ")}`, async ({ page, problems }) => {
    test.setTimeout(30_000 + group.length * 20_000);
    if (group === account) problems.allow(/status of 401 .*\/auth\/_allauth\/browser\/v1\/auth\/session/);
    for (const path of group) {
      await test.step(path, async () => {
        await visit(page, path);
        expect.soft(await violations(page), `axe on ${path}`).toEqual([]);
      });
    }
  });
}

// The same rules on a 390 px phone (issue 17), on a representative page set rather than every family
// (the layout differs by width, the content does not): closed header, then with the menu and the
// products panel open, where their links must keep contrast and names.
const PHONE_PAGES = [
  "/",
  "/ru/",
  "/web-hosting/",
  "/ru/virtual-private-servers/on-ubuntu/",
  "/dedicated-servers/epyc-7302/",
  "/ru/help/",
  "/contacts/",
  "/partners/",
];
// Grouped like the pages above (decision 115): a step and a soft check per page and state.
const PHONE_GROUPS = [PHONE_PAGES.slice(0, 4), PHONE_PAGES.slice(4)];
for (const group of PHONE_GROUPS) {
  test(`axe at 390 px: ${group.join(" ")}`, async ({ page }) => {
    test.setTimeout(30_000 + group.length * 30_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of group) {
      await test.step(path, async () => {
        await visit(page, path);
        expect.soft(await violations(page), `axe on ${path} at 390 px`).toEqual([]);
        await page.locator(".nav-toggle").click();
        await expect(page.locator("#site-menu-panel")).toBeVisible();
        expect.soft(await violations(page), `axe on ${path} at 390 px, menu open`).toEqual([]);
        await page.keyboard.press("Escape");
        await page.locator(".product-menu__button").click();
        await expect(page.getByRole("menu")).toBeVisible();
        expect.soft(await violations(page), `axe on ${path} at 390 px, products open`).toEqual([]);
      });
    }
  });
}
