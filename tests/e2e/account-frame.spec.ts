import { test, expect, createCustomer, gqlData, paidOrder } from "./fixtures";
import { seenByFrameWatch, watchFrame } from "./frame-watch";

// Decision 131: /my/*'s static HTML carries the account's frame (heading, lead, the shell's boxes), painted
// with the document; the signed-in shell replaces it in one commit, without a layout shift, and a visitor who
// is not signed in is sent to the login page without ever seeing a signed-in look.
//
// The signed-in test's customer is its own: a shared demo customer's orders and debts change while it runs (other
// tests order and pay as that customer), the realtime events reload the dashboard's parts, and a debt that appears
// mid-test adds a line above the others, a layout shift this test would blame on the frame (CI, 6260ca8).

for (const [prefix, heading, widths] of [
  ["", "My account", [412, 768, 1280]],
  ["/ru", "Личный кабинет", [390, 1280]],
] as const) {
  test.describe(`${prefix || "/en"}: signed in`, () => {
    test(`${prefix}/my/ at ${widths.join(" and ")}px: the static HTML is the frame; its lead is the largest paint; the dashboard replaces it and its parts fill in without a shift, its heading where the frame's was`, async ({
      page,
    }) => {
      const html = await (await page.request.get(`${prefix}/my/`)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main).toContain('data-testid="account-frame"');
      expect(main).toContain(`<h1>${heading}</h1>`);
      expect(main).not.toContain("account-menu");
      // Every part of the dashboard with something to show: an order (the orders, this month's cost, the last
      // transactions) and an unpaid one (a debt: a line of what needs attention).
      // A long address (about 55 characters): above the section the nav keeps it to one line, as tall as the frame's.
      await createCustomer(page, { label: "frame.customer.with.an.address.of.width" });
      await paidOrder(page, "frame-vps");
      await gqlData(page, 'mutation { createOrder(input: { planSlug: "vps-1", months: 1, name: "frame-unpaid" }) { orders { id } } }');
      await page.addInitScript(watchFrame, { frame: "account-frame", watchFor: "[data-testid=account-menu]" });
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${prefix}/my/`);
        await expect(page.getByTestId("dashboard")).toBeVisible();
        // Every part live, the ones below the first screen included (they come in a later transition).
        await expect(page.locator(".dash-part[data-part=transactions]")).toHaveAttribute("data-state", "live");
        await expect(page.locator(".dash-grid [data-part][data-state]:not([data-state=live])")).toHaveCount(0);
        await expect(page.getByTestId("account-frame")).toHaveCount(0);
        const seen = (await seenByFrameWatch(page))!;
        // The frame's lead was painted with the document, and nothing the dashboard painted after it was larger.
        expect(seen.lcp.at(-1), `at ${width}px`).toBe("p.account-frame__lead");
        expect(seen.shifts, `at ${width}px: layout shifts of ${seen.shifted.join(", ")}`).toBe(0);
        // The frame's nav is as tall as the nav that replaces it (above the section on a phone).
        const top = await page.locator("main h1").evaluate((h) => h.getBoundingClientRect().top);
        expect(Math.abs(top - seen.frameHeadingTop!), `at ${width}px: the heading moved from ${seen.frameHeadingTop} to ${top}`).toBeLessThanOrEqual(2);
      }
    });
  });
}

// Signed out, both languages as steps of one test (one browser context, issue 38): the frame, then the login page.
test("/my/ and /ru/my/ signed out: the frame, then the login page; never the account menu", async ({ page }) => {
  await page.addInitScript(watchFrame, { frame: "account-frame", watchFor: "[data-testid=account-menu]" });
  for (const [prefix, lead] of [
    ["", /^Your services and orders/],
    ["/ru", /^Здесь собраны ваши услуги/],
  ] as const) {
    await test.step(`${prefix}/my/personal/`, async () => {
      await page.goto(`${prefix}/my/personal/`);
      await expect(page).toHaveURL(/\/auth\/login\/\?next=/);
      expect(new URL(page.url()).searchParams.get("next")).toBe(`${prefix}/my/personal/`);
      const seen = await seenByFrameWatch(page);
      expect(seen?.watchedSeen ?? false).toBe(false);
      await expect(page.getByText(lead)).toHaveCount(0);
    });
  }
});
