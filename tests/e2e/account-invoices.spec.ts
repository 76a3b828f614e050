import { test, expect, openAccount, gqlData, gql, USERS, createCustomer } from "./fixtures";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

/** A PDF is valid when its header, xref table, trailer and object offsets agree. */
function assertPdf(buffer: Buffer) {
  const text = buffer.toString("latin1");
  expect(text.startsWith("%PDF-1.")).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe("xref");
  const [, first, count] = /^xref\s+(\d+) (\d+)/.exec(text.slice(startxref))!.map(Number) as [number, number, number];
  expect(first).toBe(0);
  const entries = text
    .slice(startxref)
    .split("\n")
    .slice(2, 2 + count);
  entries.slice(1).forEach((line, i) => {
    const offset = Number(line.slice(0, 10));
    expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
  });
  const root = /trailer\s*<<[^>]*\/Root (\d+) 0 R/.exec(text);
  expect(root).not.toBeNull();
  expect(text).toMatch(new RegExp(`(^|\\n)${root![1]} 0 obj\\s*<<[^>]*/Type /Catalog`));
  return text;
}

test("paid invoices list the sandbox's invoices with a valid PDF each", async ({ page }) => {
  await openAccount(page, "/my/finance/invoices/");
  const { paidInvoices } = await gqlData<{ paidInvoices: { total: number; items: Array<{ id: string; description: string }> } }>(
    page,
    "{ paidInvoices(page: 1, pageSize: 20) { total items { id description } } }",
  );
  await expect(page.getByTestId("invoices-table").locator("tbody tr")).toHaveCount(paidInvoices.items.length);
  const first = paidInvoices.items[0]!;
  const row = page.locator(`[data-invoice-id="${first.id}"]`);
  await expect(row).toContainText(first.description);
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: `PDF of invoice #${first.id}` }).click();
  const file = await download;
  const { readFileSync } = await import("node:fs");
  const text = assertPdf(readFileSync((await file.path())!));
  expect(text).toContain(`Invoice #${first.id}`);
  expect(text).toContain("Status: paid");
});

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

test.describe("debts, a failed payment start", () => {
  // A customer of its own: the other debts test pays every debt of its customer in parallel.
  test.use({ user: null });
  test("keeps the selection, shows the catalogue message, and the retry opens the payment page", async ({ page, problems }) => {
    problems.allow(/Failed to load resource.*payment_container/);
    await createCustomer(page);
    await gqlData(page, 'mutation { createOrder(input: { planSlug: "vps-1", months: 1, name: "debt-retry" }) { paymentRef } }');
    await openAccount(page, "/my/finance/debts/");
    await page.getByLabel("Select all").check();
    await page.route("**/my/api/payment/unpaid-invoices/payment_container/", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Pay selected" }).click();
    await expect(page.getByText("Failed to complete request")).toBeVisible();
    await expect(page.getByText("Request failed, try again in a few minutes.")).toBeVisible();
    await expect(page).toHaveURL(/\/my\/finance\/debts\/$/);
    await expect(page.getByLabel("Select all")).toBeChecked();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.getByRole("button", { name: "Pay selected" }).click();
    await page.waitForURL(/\/checkout\/pay\/p_[^/?]+\/$/);
    // The browser logs the aborted request on purpose.
  });
});
