import { test, expect, openAccount, gqlData, gql, USERS } from "./fixtures";

// The account flows are long.
test.describe.configure({ timeout: 120_000 });

// The paid invoices' list with a valid PDF each, and a debts payment whose start fails, are feature tests
// (tests/features/account/invoices.test.tsx, issue 38); the browser pays the debts through the hosted card page.

test.describe("debts", () => {
  test.use({ user: USERS.ukrainian });
  test("select all and pay by card through the hosted page: the sandbox has no debts left", async ({ page }) => {
    const created = await gqlData<{ createOrder: { orders: Array<{ id: string }> } }>(
      page,
      'mutation { createOrder(input: { planSlug: "vps-1", months: 1, count: 2, name: "debt-test" }) { orders { id } } }',
    );
    expect(created.createOrder.orders).toHaveLength(2);
    await openAccount(page, "/my/finance/debts/");
    const { debts } = await gqlData<{ debts: Array<{ id: string }> }>(page, "{ debts { id } }");
    await expect(page.getByTestId("debts-table").locator("tbody tr")).toHaveCount(debts.length);
    await page.getByLabel("Select all").check();
    await expect(page.getByText(`${debts.length} invoices selected`)).toBeVisible();
    await page.getByRole("button", { name: "Pay selected" }).click();
    // The one payment page, for the container of the selected invoices.
    await page.waitForURL(/\/checkout\/pay\/p_[^/?]+\/$/);
    const ref = /\/pay\/([^/]+)\//.exec(page.url())![1]!;
    const context = (await (await page.request.get(`/my/api/payment/${ref}/`)).json()) as { amount: number };
    const amounts = await gqlData<{ debts: Array<{ amount: number }> }>(page, "{ debts { amount } }");
    expect(context.amount).toBe(amounts.debts.reduce((s, d) => s + Math.round(d.amount * 100), 0) / 100);
    await expect(page.getByRole("radio", { name: "Bank card" })).toBeChecked();
    await page.getByTestId("pay").click();
    await page.waitForURL(/\/sandbox\/pay\/card\//);
    await page.getByRole("button", { name: "Pay (success)" }).click();
    await page.waitForURL(/\/my\/\?payment=paid/);
    expect((await gqlData<{ debts: unknown[] }>(page, "{ debts { id } }")).debts).toEqual([]);
    await openAccount(page, "/my/finance/debts/");
    await expect(page.getByText("No debts")).toBeVisible();
    void gql;
  });
});
