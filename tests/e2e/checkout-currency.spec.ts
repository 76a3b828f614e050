import { test, expect, visit, login, createCustomer } from "./checkout-fixtures";

// Whole purchases through the sandbox: longer than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

test("a Russian profile sees only RUR, in the header, the order and the payment", async ({ page }) => {
  await login(page, "ru@example.com");
  await visit(page, "/help/");
  await expect(page.getByTestId("currency-switcher")).toHaveAttribute("data-currency", "RUR");
  await expect(page.getByTestId("currency-switcher").locator("select")).toHaveCount(0);
  await visit(page, "/ru/checkout/?plan=start&months=1");
  await expect(page.getByTestId("total")).toHaveText(/^\d[\d ]* ₽$/);
  await page.getByRole("button", { name: "Продолжить" }).click();
  await page.getByTestId("place-order").click();
  await expect(page.getByLabel("Валюта платежа")).toHaveValue("RUR");
  await expect(page.getByLabel("Валюта платежа").locator("option")).toHaveText(["RUR — Russian rouble"]);
  // Spec §6: no card or PayPal for Russian customers.
  await expect(page.getByRole("radio", { name: "Банковская карта" })).toHaveCount(0);
});

test("a Ukrainian profile sees only UAH", async ({ page }) => {
  await login(page, "ua@example.com");
  await visit(page, "/checkout/?plan=start&months=1");
  await expect(page.getByTestId("currency-switcher")).toHaveAttribute("data-currency", "UAH");
  await expect(page.getByTestId("total")).toHaveText(/^\d[\d,]* ₴$/);
  await expect(page.getByTestId("currency-switcher").locator("select")).toHaveCount(0);
});

test("a US profile defaults to USD, and a chosen currency survives a reload", async ({ page }) => {
  await createCustomer(page, "US");
  await visit(page, "/checkout/?plan=start&months=1");
  const select = page.getByTestId("currency-switcher").locator("select");
  await expect(select).toHaveValue("USD");
  await expect(select.locator("option")).toHaveText(["EUR", "USD", "GBP"]);
  await expect(page.getByTestId("total")).toHaveText("$2.70");
  await select.selectOption("GBP");
  await expect(page.getByTestId("total")).toHaveText("£2.13");
  await page.reload();
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  await expect(page.getByTestId("currency-switcher").locator("select")).toHaveValue("GBP");
  await expect(page.getByTestId("total")).toHaveText("£2.13");
  const stored = await page.evaluate(() => ({ local: localStorage.getItem("currency"), cookie: document.cookie }));
  expect(stored.local).toBe("GBP");
  expect(stored.cookie).toContain("currency=GBP");
});
