import { test, expect, visit, confirmEmail, gqlData, uniqueEmail, createCustomer } from "./fixtures";

// Whole purchases through the sandbox: longer than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

type Orders = { orders: Array<{ id: string; name: string; planSlug: string | null; paid: boolean }> };
const ORDERS = "{ orders { id name planSlug paid } }";

test("anonymous visitor configures a VPS, signs up inside the checkout, fills personal data and pays by card", async ({ page, problems }) => {
  problems.expectStatus(/\/auth\/_allauth\/browser\/v1\/auth\/signup$/, 401); // the signup waits for its e-mail confirmation
  await visit(page, "/checkout/?line=vps");
  await page.getByRole("tab", { name: "Custom configuration" }).click();
  const configurator = page.getByTestId("vps-configurator");
  // Clamped inputs: 99 cores is more than any plan has.
  await configurator.getByLabel(/CPU cores/).fill("99");
  await configurator.getByLabel(/CPU cores/).blur();
  await expect(configurator.getByLabel(/CPU cores/)).toHaveValue("16");
  await configurator.getByLabel(/CPU cores/).fill("2");
  await configurator.getByLabel(/CPU cores/).blur();
  await configurator.getByLabel(/Memory/).fill("3");
  await configurator.getByLabel(/Memory/).blur();
  await configurator.getByLabel(/NVMe/).fill("60");
  await configurator.getByLabel(/NVMe/).blur();
  await expect(page.getByTestId("configurator-result")).toContainText("Billed as VPS 2");
  await expect(page.getByTestId("total")).toHaveText("€12.00");
  await page.getByRole("button", { name: "Continue" }).click();

  // Account stage: sign up inline; the e-mail must be confirmed before going on.
  const email = uniqueEmail("checkout");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("Kx9-long-secret-pass");
  await page.getByRole("button", { name: "Sign up and continue" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
  await confirmEmail(page, email);
  await page.getByRole("button", { name: "I have confirmed my e-mail" }).click();

  // Personal data: the six fields are required.
  await expect(page.getByRole("heading", { name: "Personal data" })).toBeVisible();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Country").selectOption("DE");
  await page.getByLabel("City").fill("Berlin");
  await page.getByLabel("Postal code").fill("10115");
  await page.getByLabel("Address").fill("Unter den Linden 1");
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page.getByRole("heading", { name: "Payment", exact: true })).toBeVisible();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/checkout\/pay\/[^/]+\/$/);
  await expect(page.getByRole("radio", { name: "Bank card" })).toBeChecked();
  await expect(page.getByTestId("to-pay")).toHaveText("€12.00");
  await page.getByTestId("pay").click();

  // The sandbox's hosted card page.
  await expect(page).toHaveURL(/\/sandbox\/pay\/card\//);
  await page.getByRole("button", { name: "Pay (success)" }).click();
  await expect(page).toHaveURL(/\/my\/\?payment=paid/);
  await expect(page.getByTestId("payment-notice")).toHaveText("Payment received. Thank you!");

  const { orders } = await gqlData<Orders>(page, ORDERS);
  expect(orders).toEqual([expect.objectContaining({ planSlug: "vps-2", paid: true, name: "VPS 2 · Ubuntu 24.04" })]);
});

test("card failure shows Payment failed and a retry pays", async ({ page }) => {
  await createCustomer(page);
  await visit(page, "/checkout/?plan=vps-1");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByTestId("place-order").click();
  await page.getByTestId("pay").click();
  await page.getByRole("button", { name: "Decline: Payment failed" }).click();
  await expect(page).toHaveURL(/\/my\/\?payment=failed/);
  await expect(page.getByTestId("payment-notice")).toContainText("Payment failed");
  let { orders } = await gqlData<Orders>(page, ORDERS);
  expect(orders.map((o) => o.paid)).toEqual([false]);

  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/[^/]+\/$/);
  await page.getByTestId("pay").click();
  await page.getByRole("button", { name: "Pay (success)" }).click();
  await expect(page.getByTestId("payment-notice")).toHaveText("Payment received. Thank you!");
  ({ orders } = await gqlData<Orders>(page, ORDERS));
  expect(orders.map((o) => [o.planSlug, o.paid])).toEqual([["vps-1", true]]);
});
