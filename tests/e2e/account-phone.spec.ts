import type { Page } from "@playwright/test";
import { test, expect, login, USERS } from "./fixtures";
import { accountScreens, russianPath, walkAccount } from "./account-walk";

// Issue 19, item 1: every account screen fits a 390 px phone. Tables become stacked rows there, so the page
// never scrolls sideways, and no control sits under another element (a sticky bar, a neighbour that spilled).

// Signed in as the complete demo customer unless a group says otherwise.
test.use({ viewport: { width: 390, height: 844 }, user: USERS.complete });

/** Sideways overflow of the document, and the visible controls whose centre another element covers. */
async function phoneProblems(page: Page): Promise<{ scrollWidth: number; innerWidth: number; covered: string[]; wide: string[]; splitWords: string[] }> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>("main a[href], main button, main input, main select, main textarea, main summary");
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === "hidden") continue;
      // A native checkbox or radio styled away behind its label is reached through the label.
      if (control instanceof HTMLInputElement && getComputedStyle(control).opacity === "0") continue;
      // Centred, away from sticky bars: scrolled there unless it already is (the next controls usually are,
      // after one scroll: one scroll and layout per screenful instead of one per control).
      let at = control.getBoundingClientRect();
      const middle = at.top + at.height / 2;
      if (middle < window.innerHeight * 0.25 || middle > window.innerHeight * 0.75 || at.left < 0 || at.right > window.innerWidth) {
        control.scrollIntoView({ block: "center", inline: "center" });
        at = control.getBoundingClientRect();
      }
      const x = Math.min(Math.max(at.left + at.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(at.top + at.height / 2, 0), window.innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      const label = control instanceof HTMLInputElement ? control.labels?.[0] : null;
      if (hit && (control.contains(hit) || hit.contains(control) || (label && label.contains(hit)))) continue;
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? control.getAttribute("name") ?? "").trim().slice(0, 40);
      covered.push(`${control.tagName.toLowerCase()} "${name}" under ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : "nothing"}`);
    }
    window.scrollTo(0, 0);
    // What sticks out, for the failure message: the innermost elements past the right edge.
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && el.children.length === 0)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 30)}"`);
    // A status badge squeezed beside a long name broke inside its word («Провере» / «но»): each word of a badge is on one line.
    const splitWords: string[] = [];
    for (const badge of document.querySelectorAll<HTMLElement>("main .badge")) {
      const walker = document.createTreeWalker(badge, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (range.getClientRects().length > 1) splitWords.push(`"${word[0]}" in "${(badge.textContent ?? "").trim()}"`);
        }
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, covered, wide, splitWords };
  });
}

/** The screen shown (reached by a page load or in the app: walkAccount) fits the phone. */
async function expectFitsPhone(page: Page, path: string) {
  await expect(page.getByTestId("error-state")).toHaveCount(0);
  const { scrollWidth, innerWidth, covered, wide, splitWords } = await phoneProblems(page);
  expect.soft(scrollWidth, `${path} is wider than the phone: ${wide.join("; ")}`).toBeLessThanOrEqual(innerWidth);
  expect.soft(covered, `covered controls on ${path}`).toEqual([]);
  expect.soft(splitWords, `badge words split over two lines on ${path}`).toEqual([]);
}

/** Each language's screens in one page load, the others reached in the app (issue 38: a load per screen cost 305 s). */
async function walkFits(page: Page, paths: string[]) {
  const fits = (path: string) => expectFitsPhone(page, path);
  await walkAccount(
    page,
    paths.filter((p) => !p.startsWith("/ru/")),
    fits,
  );
  await walkAccount(
    page,
    paths.filter((p) => p.startsWith("/ru/")),
    fits,
  );
}

// The three customers are steps of one test (decision 228): one browser context; before the next customer the
// tab's storage is cleared, the page is left for about:blank (its calls would otherwise go without the CSRF token once the cookies are gone),
// the cookies are cleared and the next customer signs in by the API.
async function nextCustomer(page: Page, email: string) {
  // What a new context would not have: the language and anything else the previous customer's tab stored.
  await page.evaluate(() => localStorage.clear());
  await page.goto("about:blank");
  await page.context().clearCookies();
  await login(page, email);
}

test("every account screen of the demo customer, the second login and the Russian customer fits a 390 px phone", async ({ page }) => {
  test.setTimeout(480_000);
  await test.step("every account screen of the demo customer fits a 390 px phone, in English and Russian", async () => {
    const screens = await accountScreens(page);
    await walkFits(page, [...screens, ...screens.map(russianPath)]);
    await page.screenshot({ path: "test-results/shots/phone-order-ru.png", fullPage: true });
  });
  await test.step("second login › its account screens fit a 390 px phone", async () => {
    await nextCustomer(page, USERS.second);
    await walkFits(page, ["/my/", "/my/second-login/", "/my/second-login/access/", "/my/finance/", "/ru/my/second-login/access/", "/ru/my/finance/"]);
  });
  await test.step("Russian customer › its account screens fit a 390 px phone", async () => {
    await nextCustomer(page, USERS.russian);
    await walkFits(page, ["/ru/my/finance/", "/ru/my/finance/transactions/", "/ru/my/legalentities/", "/ru/my/legalentities/invoices/", "/ru/my/projects/"]);
  });
});
