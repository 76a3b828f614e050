import { test, expect, visit, login, createCustomer } from "./fixtures";

// Whole purchases through the sandbox: longer than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

// A US profile's USD in the checkout, and a chosen currency kept for the next page load (localStorage and the
// cookie): tests/features/checkout/us-dollars.test.tsx.

// The checkout's regional location (and the header, order and payment in roubles) is a feature test:
// tests/features/checkout/roubles.test.tsx; the checkout in hryvnias (only UAH, the Ukrainian location first):
// tests/features/checkout/hryvnias.test.tsx. Here the static listing's islands, both profiles in one test (issue 38).
test("a Russian profile sees RUR on the static plan listings too, and a Ukrainian profile UAH", async ({ page }) => {
  await login(page, "ru@example.com");
  await visit(page, "/ru/web-hosting/");
  const card = page.locator('.plan-card[data-plan="start"]').first();
  await expect(card.locator(".plan-card__price [data-eur]")).toHaveText(/^\d[\d\s]*\s₽$/);

  // Another customer in the same browser: the first one's session goes with the cookies.
  await page.context().clearCookies();
  await login(page, "ua@example.com");
  await visit(page, "/web-hosting/");
  await expect(page.locator('.plan-card[data-plan="start"]').first().locator(".plan-card__price [data-eur]")).toHaveText(/^₴\d[\d,]*$/);
});

test("listing prices switch with the header currency without a reload or a layout shift; Order opens the checkout", async ({ page }) => {
  await createCustomer(page, { country: "DE" });
  await visit(page, "/virtual-private-servers/");
  const card = page.locator('.plan-card[data-plan="vps-2"]').first();
  const price = card.locator(".plan-card__price [data-eur]");
  await expect(price).toHaveText("€12.00");
  const box = await card.boundingBox();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByTestId("currency-switcher").locator("select").selectOption("USD");
  await expect(price).toHaveText("$12.96");
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await card.boundingBox()).toEqual(box);

  // A stored currency applied after hydration moves nothing either (no layout-shift entries).
  await page.reload();
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  await expect(price).toHaveText("$12.96");
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) total += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThan(0.01);

  await card.getByRole("link", { name: "Order" }).click();
  await expect(page).toHaveURL(/\/checkout\/\?plan=vps-2$/);
  await expect(page.getByTestId("total")).toHaveText("$12.96");
});

test("on the provider's domains the chosen currency is a base-domain cookie that another subdomain reads (spec §9)", async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  expect(await visit(page, `http://www.hostward.localhost:${port}/virtual-private-servers/`)).toBe(200);
  const select = page.getByTestId("currency-switcher").locator("select");
  await select.selectOption("GBP");
  await expect(page.getByTestId("currency-switcher")).toHaveAttribute("data-currency", "GBP");
  const cookie = (await page.context().cookies()).find((c) => c.name === "currency");
  expect(cookie?.value).toBe("GBP");
  expect(cookie?.domain).toBe(".hostward.localhost");
  // Another subdomain (its own localStorage) starts in the same currency from the cookie.
  expect(await visit(page, `http://ru.hostward.localhost:${port}/ru/virtual-private-servers/`)).toBe(200);
  await expect(page.getByTestId("currency-switcher")).toHaveAttribute("data-currency", "GBP");
});
