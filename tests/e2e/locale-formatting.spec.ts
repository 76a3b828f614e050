import type { Page } from "@playwright/test";
import { test, expect, visit, openAccount, USERS } from "./fixtures";
import { findUnformatted, type Language } from "../support/unformatted";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// Spec §3 locale tables, issue 9 item 6: a sample of account and checkout screens in both languages shows no
// date or number that bypassed src/lib/format.ts (tests/support/unformatted.ts says what counts; its unit tests
// prove it finds each kind). The public pages' sample is read as built (tests/built/public-numbers.test.ts).

/** The text of every text node that has a digit, outside code samples (help articles show commands). */
async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (!/\d/.test(text) || node.parentElement?.closest("pre, code, kbd, samp, script, style, noscript, template")) continue;
      out.push(text);
    }
    return out;
  });
}

async function expectFormatted(page: Page, language: Language) {
  const texts = await screenTexts(page);
  // Not vacuous: every screen of the sample shows numbers (prices, dates, amounts, claims).
  expect(texts.length, `${page.url()} shows no number at all`).toBeGreaterThan(0);
  expect(findUnformatted(texts, language), page.url()).toEqual([]);
}

const ACCOUNT = ["/my/finance/", "/my/finance/transactions/", "/my/finance/invoices/", "/my/partner/", "/my/projects/"];

test.describe("account and checkout screens, en (EUR customer)", () => {
  test.use({ user: USERS.complete });
  test("account sections and the checkout", async ({ page }) => {
    for (const path of ACCOUNT) {
      await openAccount(page, path);
      await expectFormatted(page, "en");
    }
    expect(await visit(page, "/checkout/?plan=vps-4&months=3")).toBe(200);
    await expect(page.locator("main").getByText(/€\d/).first()).toBeVisible();
    await expectFormatted(page, "en");
  });
});

test.describe("account and checkout screens, ru (RUR customer: big numbers)", () => {
  test.use({ user: USERS.russian });
  test("account sections and the checkout", async ({ page }) => {
    for (const path of ACCOUNT) {
      await openAccount(page, `/ru${path}`);
      await expectFormatted(page, "ru");
    }
    expect(await visit(page, "/ru/checkout/?plan=vps-4&months=3")).toBe(200);
    await expect(
      page
        .locator("main")
        .getByText(/\d\s?₽/)
        .first(),
    ).toBeVisible();
    await expectFormatted(page, "ru");
  });
});
