import { test, expect, openAccount, gqlData, USERS } from "./fixtures";
import { formatMoney } from "../../src/lib/money";

// The account flows are long.
test.describe.configure({ timeout: 120_000 });

// The 2FA demo customer is used by this file only, so its balance and orders change under our control.
test.use({ user: USERS.twoFactor });
test.describe.configure({ mode: "serial" });

test("a top-up paid elsewhere refreshes the balance without a reload", async ({ page }) => {
  await openAccount(page, "/my/finance/");
  const before = (await gqlData<{ financeSummary: { balance: number } }>(page, "{ financeSummary { balance } }")).financeSummary.balance;
  await expect(page.getByTestId("balance")).toHaveText(formatMoney(before, "EUR", "en"));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
  // Pay a 30 EUR top-up by card in another "tab": the payment call, then the hosted card page.
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrftoken")!.value;
  const start = await page.request.post("/my/api/payment/balance/", {
    data: { payment_type: "card", currency: "EUR", amount: 30 },
    headers: { "X-CSRFToken": csrf },
  });
  expect(start.status()).toBe(200);
  const { widget } = (await start.json()) as { widget: { url: string } };
  const paid = await page.request.post(widget.url, { form: { outcome: "success" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect(page.getByTestId("balance")).toHaveText(formatMoney(before + 30, "EUR", "en"), { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
});

test("an order deleted elsewhere leaves the project page without a reload", async ({ page }) => {
  const created = await gqlData<{ createOrder: { orders: Array<{ id: string; project: { id: string } }> } }>(
    page,
    'mutation { createOrder(input: { planSlug: "vps-1", months: 1, name: "realtime-order" }) { orders { id project { id } } } }',
  );
  const order = created.createOrder.orders[0]!;
  await openAccount(page, `/my/projects/${order.project.id}/`);
  const row = page.locator(`[data-order-id="${order.id}"]`);
  await expect(row).toContainText("realtime-order");
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
  await gqlData(page, "mutation($id: ID!) { cancelOrder(id: $id) { deleted } }", { id: order.id });
  await expect(row).toHaveCount(0, { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
});
