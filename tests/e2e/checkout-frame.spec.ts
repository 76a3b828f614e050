import { test, expect, USERS } from "./fixtures";
import { seenByFrameWatch, watchFrame } from "./frame-watch";

// Decision 143: /checkout/*'s static HTML carries the checkout's frame (heading, lead, status line, an empty
// panel), painted with the document; the checkout replaces it in one commit once the catalog has answered,
// with its heading and lead in the same place: the lead is the page's largest paint and nothing visible moves.

// Issue 38: both languages in one test (one context), a step each; the frame watch installed once for every load.
test("/checkout/ at 412 and 1280px, /ru/checkout/ at 390 and 1280px: the static HTML is the frame; its lead is the largest paint; the checkout replaces it without a shift, heading and lead in place", async ({
  page,
}) => {
  await page.addInitScript(watchFrame, { frame: "checkout-frame", lead: ".checkout__lead" });
  for (const [prefix, heading, lead, configuration, widths] of [
    ["", "Checkout", /^Choose a plan and a term/, "Configuration", [412, 1280]],
    ["/ru", "Оформление заказа", /^Выберите тариф и срок/, "Конфигурация", [390, 1280]],
  ] as const) {
    await test.step(`${prefix}/checkout/ at ${widths.join(" and ")}px`, async () => {
      const html = await (await page.request.get(`${prefix}/checkout/?plan=vps-arm-1`)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main).toContain('data-testid="checkout-frame"');
      expect(main).toContain(`<h1>${heading}</h1>`);
      // Nothing of a plan or a customer: the same HTML serves every /checkout/* address.
      expect(main).not.toContain("VPS ARM");
      // The frame paints without the app's scripts: nothing is preloaded before its paint (decision 131).
      expect(html).not.toMatch(/<link rel="preload"[^>]*as="script"/);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${prefix}/checkout/?plan=vps-arm-1`);
        await expect(page.getByRole("heading", { name: configuration, level: 2 })).toBeVisible();
        await expect(page.getByTestId("checkout-frame")).toHaveCount(0);
        await expect(page.locator(".checkout .checkout__lead")).toHaveText(lead);
        const seen = (await seenByFrameWatch(page))!;
        expect(seen.lcp.at(-1), `at ${width}px`).toBe("p.checkout__lead");
        expect(seen.shifts, `at ${width}px: layout shifts of ${seen.shifted.join(", ")}`).toBe(0);
        const top = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
        expect(Math.abs((await top(".checkout h1")) - seen.frameHeadingTop!), `at ${width}px: the heading moved`).toBeLessThanOrEqual(1);
        expect(Math.abs((await top(".checkout .checkout__lead")) - seen.frameLeadTop!), `at ${width}px: the lead moved`).toBeLessThanOrEqual(1);
      }
    });
  }
});

test.describe("signed in", () => {
  test.use({ user: USERS.complete });
  // One signed-in page after another (issue 38: the two tests' set-up paid once).
  test("while the next route's chunk loads, the main area shows the routes' loading line, which the route's own replaces without a shift (issue 40); a payment page and an unknown checkout address loaded replace the frame: it never stays under them", async ({
    page,
  }) => {
    await page.goto("/checkout/no-such-step/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId("checkout-frame")).toHaveCount(0);
    // The payment page's chunk (no route preloads another's) and then its first call are held.
    let releaseScripts!: () => void;
    const scripts = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\.js$/, async (route) => {
      await scripts;
      await route.continue();
    });
    let releaseCall!: () => void;
    const call = new Promise<void>((resolve) => (releaseCall = resolve));
    await page.route("**/my/api/payment/balance/", async (route) => {
      await call;
      await route.continue();
    });
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/checkout/pay/balance/"));
    const fallback = page.getByTestId("checkout-route-loading");
    await expect(fallback).toHaveText("Loading…");
    await expect(page.getByTestId("checkout-frame")).toHaveCount(0);
    const top = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
    const [lineTop, footerTop] = [await top('[data-testid="checkout-route-loading"]'), await top("footer.site-footer")];
    await page.evaluate(() => {
      const w = window as unknown as { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__shifts += (e as PerformanceEntry & { value: number }).value))).observe({
        type: "layout-shift",
      });
    });
    releaseScripts();
    await expect(fallback).toHaveCount(0);
    await expect(page.locator("main p[role=status]")).toHaveText("Loading…");
    expect(await top("main p[role=status]")).toBe(lineTop);
    expect(await top("footer.site-footer")).toBe(footerTop);
    // Read two frames after the swap was painted, before the payment page's data arrives: no shift was reported.
    const shifts = () =>
      page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r((window as unknown as { __shifts: number }).__shifts)))),
      );
    expect(await shifts()).toBe(0);
    releaseCall();
    await expect(page.getByTestId("pay")).toBeVisible();

    // Loaded as pages of their own (after the held route's test: nothing of its chunks is in the page before).
    await page.unrouteAll();
    await page.goto("/checkout/pay/balance/");
    await expect(page.getByTestId("pay")).toBeVisible();
    await expect(page.getByTestId("checkout-frame")).toHaveCount(0);
    await page.goto("/ru/checkout/no-such-step/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId("checkout-frame")).toHaveCount(0);
  });
});
