import { test, expect, visit, createCustomer, sandboxCrypto, gqlData } from "./fixtures";
import type { Page } from "@playwright/test";

// Whole purchases through the sandbox: longer than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 120_000 });

/** Orders a plan large enough for crypto (at least 100 EUR) and opens the crypto page for Tron. */
async function openCryptoInvoice(page: Page): Promise<string> {
  await createCustomer(page);
  await visit(page, "/checkout/?plan=vps-16&months=12");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByTestId("place-order").click();
  await page.getByRole("radio", { name: "USDT (TRC-20, Tron)" }).check();
  await expect(page.getByText("Cryptocurrency payments are not available to US citizens or residents.")).toBeVisible();
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/checkout\/pay\/[^/]+\/crypto\/\?id=/);
  await expect(page.getByTestId("crypto-status")).toHaveText("Awaiting payment");
  await expect(page.getByTestId("realtime-state")).toHaveText("Updates live.");
  return new URL(page.url()).searchParams.get("id")!;
}

// Issue 38: the paid invoice and the expired one are steps of one test (one context); each opens its own invoice for a
// new customer. The expired one: the clipboard's refusal first (the invoice is still awaiting payment), then its expiry.
test("crypto: awaiting → pending → paid, driven by the sandbox, updates live without a reload; copying the address reports a failure when the clipboard refuses; an expired invoice says so and the order stays unpaid", async ({
  page,
}) => {
  await test.step("awaiting → pending → paid", async () => {
    const id = await openCryptoInvoice(page);
    await expect(page.getByText(/on the USDT \(TRC-20, Tron\) network only/)).toBeVisible();
    await expect(page.getByTestId("crypto-address")).toHaveText(/^T/);
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));

    await sandboxCrypto(page, id, "pending");
    await expect(page.getByTestId("crypto-status")).toHaveText("Payment received: awaiting blockchain confirmations");
    await sandboxCrypto(page, id, "paid");
    await expect(page.getByTestId("crypto-status")).toHaveText("Paid. Thank you!");
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);

    const { orders } = await gqlData<{ orders: Array<{ planSlug: string; paid: boolean }> }>(page, "{ orders { planSlug paid } }");
    expect(orders).toEqual([{ planSlug: "vps-16", paid: true }]);
  });
  await test.step("the clipboard refuses; the invoice expires", async () => {
    // The next customer signs up signed out: the first one's session goes with the cookies, once its page is left (a
    // call that page made without the cookies would go without its CSRF token).
    await page.goto("about:blank");
    await page.context().clearCookies();
    const id = await openCryptoInvoice(page);
    await page.evaluate(() => Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } }));
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Copy failed")).toBeVisible();

    await sandboxCrypto(page, id, "expired");
    await expect(page.getByTestId("crypto-status")).toHaveText("The invoice has expired");
    await expect(page.getByText(/the wallet is deactivated on/)).toBeVisible();
    const { orders } = await gqlData<{ orders: Array<{ paid: boolean }> }>(page, "{ orders { paid } }");
    expect(orders).toEqual([{ paid: false }]);
  });
});

test("crypto top-up of the balance follows the same live sequence: awaiting → pending → paid, then the balance", async ({ page }) => {
  await createCustomer(page);
  await visit(page, "/checkout/pay/balance/");
  await page.getByRole("radio", { name: "USDT (TRC-20, Tron)" }).check();
  await page.getByLabel("Amount (EUR)").fill("120");
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/checkout\/pay\/balance\/crypto\/\?id=/);
  await expect(page.getByTestId("crypto-status")).toHaveText("Awaiting payment");
  await expect(page.getByTestId("realtime-state")).toHaveText("Updates live.");
  const id = new URL(page.url()).searchParams.get("id")!;
  await sandboxCrypto(page, id, "pending");
  await expect(page.getByTestId("crypto-status")).toHaveText("Payment received: awaiting blockchain confirmations");
  await sandboxCrypto(page, id, "paid");
  await expect(page.getByTestId("crypto-status")).toHaveText("Paid. Thank you!");
  const { financeSummary } = await gqlData<{ financeSummary: { balance: number } }>(page, "{ financeSummary { balance } }");
  expect(financeSummary.balance).toBeCloseTo(120, 2);
});
