import { test, expect, USERS } from "./fixtures";

// Decision 131: /my/*'s static HTML carries the account's frame (heading, lead, the shell's boxes), painted
// with the document; the signed-in shell replaces it in one commit, without a layout shift, and a visitor who
// is not signed in is sent to the login page without ever seeing a signed-in look.

type Seen = { lcp: string[]; shifts: number; menuSeen: boolean; frameGone: boolean };

/** Records, from the document's start: LCP candidates (their element's test id or class), layout shifts, and
 * whether the account menu ever appeared. */
function watch() {
  const seen: Seen = { lcp: [], shifts: 0, menuSeen: false, frameGone: false };
  (window as unknown as { __seen: Seen }).__seen = seen;
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const el = (e as PerformanceEntry & { element?: Element | null }).element;
      seen.lcp.push(el ? `${el.tagName.toLowerCase()}.${el.className}` : "?");
    }),
  ).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
      if (!shift.hadRecentInput) seen.shifts += shift.value;
    }),
  ).observe({ type: "layout-shift", buffered: true });
  new MutationObserver(() => {
    if (document.querySelector("[data-testid=account-menu]")) seen.menuSeen = true;
  }).observe(document, { childList: true, subtree: true });
}

for (const [prefix, heading, lead] of [
  ["", "My account", /^Your services and orders/],
  ["/ru", "Личный кабинет", /^Здесь собраны ваши услуги/],
] as const) {
  test.describe(`${prefix || "/en"}: signed in`, () => {
    test.use({ user: USERS.complete });
    test(`${prefix}/my/: the static HTML is the frame; its lead is the largest paint; the dashboard replaces it without a shift`, async ({ page }) => {
      const html = await (await page.request.get(`${prefix}/my/`)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main).toContain('data-testid="account-frame"');
      expect(main).toContain(`<h1>${heading}</h1>`);
      expect(main).not.toContain("account-menu");
      await page.addInitScript(watch);
      await page.goto(`${prefix}/my/`);
      await expect(page.getByTestId("dashboard")).toBeVisible();
      await expect(page.locator(".dash-part[data-part=balance]")).toHaveAttribute("data-state", "live");
      await expect(page.getByTestId("account-frame")).toHaveCount(0);
      const seen = await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
      // The frame's lead was painted with the document, and nothing the dashboard painted after it was larger.
      expect(seen.lcp.at(-1)).toBe("p.account-frame__lead");
      expect(seen.shifts).toBe(0);
    });
  });

  test(`${prefix}/my/ signed out: the frame, then the login page; never the account menu`, async ({ page }) => {
    await page.addInitScript(watch);
    await page.goto(`${prefix}/my/personal/`);
    await expect(page).toHaveURL(/\/auth\/login\/\?next=/);
    expect(new URL(page.url()).searchParams.get("next")).toBe(`${prefix}/my/personal/`);
    const seen = await page.evaluate(() => (window as unknown as { __seen?: Seen }).__seen);
    expect(seen?.menuSeen ?? false).toBe(false);
    await expect(page.getByText(lead)).toHaveCount(0);
  });
}
