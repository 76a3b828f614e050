import { test, expect, visit } from "./fixtures";

// A country landing sells its plans there: Order opens the checkout at that location, not at the first
// one of the list (every country landing's checkout opened at Germany).

// The three landings one after another in one test (issue 38: a test's set-up is paid once), each its own step.
test("Order on a country landing opens the checkout at its location: /virtual-private-servers/in-usa/, /web-hosting/in-netherlands/ (1280 px), /ru/dedicated-servers/in-netherlands/ (390 px)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const c of [
    { lang: "en", path: "/virtual-private-servers/in-usa/", location: "usa", order: "Order", label: "Location", count: "Number of servers", width: 1280 },
    { lang: "en", path: "/web-hosting/in-netherlands/", location: "netherlands", order: "Order", label: "Location", count: "Quantity", width: 1280 },
    {
      lang: "ru",
      path: "/ru/dedicated-servers/in-netherlands/",
      location: "netherlands",
      order: "Заказать",
      label: "Локация",
      count: "Количество серверов",
      width: 390,
    },
  ]) {
    await test.step(`${c.lang}: ${c.path} (${c.width} px)`, async () => {
      await page.setViewportSize({ width: c.width, height: 844 });
      expect(await visit(page, c.path)).toBe(200);
      // The card's order link names its plan after the visible word (for a screen reader's list of links).
      await page
        .locator(".plan-card")
        .first()
        .getByRole("link", { name: new RegExp(`^${c.order} `) })
        .click();
      await page.waitForURL(new RegExp(`/checkout/\\?plan=[^&]+&location=${c.location}$`));
      await expect(page.getByLabel(c.label, { exact: true })).toHaveValue(c.location);
      // The count is of servers where the line sells servers, else a quantity (web hosting is no server).
      await expect(page.getByLabel(c.count, { exact: true })).toBeVisible();
    });
  }
});
