import type { Page } from "@playwright/test";
import { test, expect, openAccount, visit, USERS } from "./fixtures";
import { formatMoney } from "../../src/lib/money";
import { AMOUNT_MAX } from "../../src/lib/rules/amounts";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// Issue 15 finding 3: amounts had no upper bound. The forms say the limit (src/lib/rules/amounts.ts) under
// the field and refuse a larger amount before any request; the sandbox refuses it too (sandbox tests).

/** Names of the GraphQL mutations and REST payments the page sends from now on. */
function sentRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.includes("/my/api/graphql/")) {
      const body = request.postDataJSON() as { query?: string; operationName?: string } | null;
      if (body?.query?.trimStart().startsWith("mutation")) sent.push(body.operationName ?? "mutation");
    } else if (url.includes("/my/api/payment/") && request.method() === "POST") sent.push(url);
  });
  return sent;
}

test("top-up, auto top-up and corporate invoice: the limit is shown and a larger amount never leaves the browser", async ({ page }) => {
  const max = formatMoney(AMOUNT_MAX.EUR, "EUR", "en");
  await openAccount(page, "/my/finance/");
  const sent = sentRequests(page);
  const topUp = page.getByTestId("top-up-form");
  await expect(topUp).toContainText(`More than 1, at most ${max}`);
  // Not an amount at all: said so, not "more than 1".
  await topUp.getByRole("textbox").fill("1e308");
  await topUp.getByRole("button", { name: "Top up" }).click();
  await expect(topUp.getByText("Enter an amount")).toBeVisible();
  // 1.004 EUR would be paid as 1.00: finer than a cent is refused, not rounded unseen (decision 152).
  await topUp.getByRole("textbox").fill("1.004");
  await topUp.getByRole("button", { name: "Top up" }).click();
  await expect(topUp.getByText("Enter at most two decimal places")).toBeVisible();
  await topUp.getByRole("textbox").fill("1");
  await topUp.getByRole("button", { name: "Top up" }).click();
  await expect(topUp.getByText("The amount must be more than 1")).toBeVisible();
  await topUp.getByRole("textbox").fill(String(AMOUNT_MAX.EUR + 1));
  await topUp.getByRole("button", { name: "Top up" }).click();
  await expect(topUp.getByText(`The amount must be at most ${max}`)).toBeVisible();
  await expect(page).toHaveURL(/\/my\/finance\/$/);

  const auto = page.getByTestId("auto-top-up");
  await expect(auto).toContainText(`More than 1, at most ${max}`);
  await auto.getByLabel("Day of month").fill("5");
  await auto.getByLabel(/^Amount/).fill("100000000000000000000");
  await auto.getByRole("button", { name: /Set up auto top-up|Update auto top-up/ }).click();
  await expect(auto.getByText(`The amount must be at most ${max}`)).toBeVisible();

  await openAccount(page, "/my/legalentities/invoices/");
  const invoice = page.getByTestId("corporate-invoice-form");
  await invoice.getByLabel("Legal entity").selectOption({ label: "Schmidt Digital GmbH" });
  await invoice.getByLabel(/^Amount/).fill(String(AMOUNT_MAX.EUR * 10));
  await invoice.getByRole("button", { name: "Create an invoice" }).click();
  await expect(invoice.getByText(`The amount must be at most ${max}`)).toBeVisible();
  expect(sent).toEqual([]);
});

// Session 22's audit (ru, 390 px): twenty nines typed on the payment page gave a summary of 0 ₽ to pay, and 9800.555
// a total of 9 801 ₽ that the form then refused. An amount the form would refuse has no summary; a payable one does.
test.describe("ru customer", () => {
  test.use({ user: USERS.russian });
  test("ru, 390 px: the payment page shows no summary for an amount it would refuse, and never 0 ₽ to pay", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/ru/checkout/pay/balance/?amount=10000&currency=RUR");
    const amount = page.getByLabel("Сумма (RUR)");
    const breakdown = page.getByTestId("payment-breakdown");
    await expect(breakdown).toBeVisible();
    await expect(page.getByTestId("to-pay")).not.toHaveText(/^0\s/);
    const sent = sentRequests(page);
    for (const refused of ["99999999999999999999", "1e308", "-9800", "9800.555", "😀", "1"]) {
      await amount.fill(refused);
      await expect(breakdown, refused).toHaveCount(0);
    }
    await amount.fill("12000");
    await expect(breakdown).toBeVisible();
    await expect(page.getByTestId("total")).toHaveText(formatMoney(12000, "RUR", "ru"));
    // The refusal's words come with the press, as before; nothing leaves the browser for a refused amount.
    await amount.fill("99999999999999999999");
    await page.getByTestId("pay").click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    expect(sent).toEqual([]);
  });
});

test("a top-up typed with a dot for thousands and a comma for cents is read as such and paid in cents", async ({ page }) => {
  await openAccount(page, "/my/finance/");
  const topUp = page.getByTestId("top-up-form");
  await topUp.getByRole("textbox").fill("1.000,50");
  await topUp.getByRole("button", { name: "Top up" }).click();
  await page.waitForURL(/\/checkout\/pay\/balance\/\?amount=1000\.5&currency=EUR$/);
  // More digits than the currency has: refused on the form, and on the payment page when the address says so.
  await openAccount(page, "/my/finance/");
  await page.getByTestId("top-up-form").getByRole("textbox").fill("10.999");
  await page.getByTestId("top-up-form").getByRole("button", { name: "Top up" }).click();
  await expect(page.getByTestId("top-up-form").getByText("Enter at most two decimal places")).toBeVisible();
  await expect(page).toHaveURL(/\/my\/finance\/$/);
});

test.describe("Russian customer paying in roubles", () => {
  test.use({ user: USERS.russian });

  // «1234,50 ₽» was paid as 1235 ₽ without a word, and «1,4» was refused as "not more than 1".
  test("a top-up in roubles takes whole roubles only, and says so in Russian", async ({ page }) => {
    await openAccount(page, "/ru/my/finance/");
    const sent = sentRequests(page);
    const topUp = page.getByTestId("top-up-form");
    const field = topUp.getByRole("textbox");
    for (const typed of ["1234,50", "1,4"]) {
      await field.fill(typed);
      await topUp.getByRole("button", { name: "Пополнить" }).click();
      await expect(topUp.getByText("Введите целую сумму, без копеек")).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(typed);
    }
    expect(sent).toEqual([]);
    await field.fill("1235");
    await topUp.getByRole("button", { name: "Пополнить" }).click();
    await page.waitForURL(/\/ru\/checkout\/pay\/balance\/\?amount=1235&currency=RUR$/);
    // The payment page's own amount field keeps the same rule (above the first method's minimum of 100 EUR,
    // which otherwise keeps its button disabled).
    const amount = page.getByLabel(/^Сумма \(RUR\)/);
    await amount.fill("9850,5");
    await page.getByRole("button", { name: /^Оплатить/ }).click();
    await expect(page.getByText("Введите целую сумму, без копеек.")).toBeVisible();
    await expect(amount).toHaveValue("9850,5");
    await expect(amount).toBeFocused();
    expect(sent).toEqual([]);
  });
});

test.describe("Russian", () => {
  test("the top-up form says the limit in Russian and refuses more", async ({ page }) => {
    const max = formatMoney(AMOUNT_MAX.EUR, "EUR", "ru");
    await openAccount(page, "/ru/my/finance/");
    const sent = sentRequests(page);
    const topUp = page.getByTestId("top-up-form");
    await expect(topUp).toContainText(`Больше 1, но не больше ${max}`);
    await topUp.getByRole("textbox").fill("1000000");
    await topUp.getByRole("button", { name: "Пополнить" }).click();
    await expect(topUp.getByText(`Сумма должна быть не больше ${max}`)).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("an unreadable menu answer says so in Russian, with a retry", async ({ page, problems }) => {
    problems.allow(/menu_context/);
    await page.route("**/my/api/account/menu_context/", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), balance: null } });
    });
    expect(await visit(page, "/ru/my/finance/")).toBe(200);
    await expect(page.getByTestId("account-menu-error")).toContainText("Не удалось загрузить меню кабинета.");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.getByTestId("account-menu-error").getByRole("button", { name: "Попробовать снова" }).click();
    await expect(page.getByTestId("account-menu")).toBeVisible();
  });
});

// A balance of Infinity (a top-up of 1e308, before the limit) could not be serialised: the menu answered
// `balance: null` and every GraphQL answer with the balance failed. The account area names both failures.
test('an account answer that cannot be read shows its error, not an endless "Loading your account…"', async ({ page, problems }) => {
  problems.allow(/menu_context/);
  await page.route("**/my/api/account/menu_context/", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), balance: null } });
  });
  await page.route("**/my/api/graphql/", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ data: null, errors: [{ message: "Float cannot represent non numeric value: Infinity" }] }),
    }),
  );
  expect(await visit(page, "/my/finance/")).toBe(200);
  await expect(page.getByTestId("error-state")).toContainText("Failed to fetch finance parameters");
  await expect(page.getByTestId("account-menu-error")).toContainText("The account menu could not be loaded.");
  await expect(page.getByText("Loading your account…")).toHaveCount(0);
});

// Spec §5: only RUR is shown to Russian users. The legal-entity and recurring-invoice forms offered all five.
test.describe("Russian customer's invoice currencies", () => {
  test.use({ user: USERS.russian });

  test("a new legal entity offers roubles only, chosen already", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAccount(page, "/ru/my/legalentities/");
    await page.getByRole("button", { name: "Добавить юридическое лицо" }).first().click();
    const currency = page.getByRole("dialog").getByLabel("Валюта");
    await expect(currency).toHaveValue("RUR");
    await expect(currency.locator("option")).toHaveText(["RUR"]);
  });
});

test("an international customer's new legal entity offers EUR, USD and GBP, EUR first", async ({ page }) => {
  await openAccount(page, "/my/legalentities/");
  await page.getByRole("button", { name: "Add a legal entity" }).first().click();
  const currency = page.getByRole("dialog").getByLabel("Currency");
  await expect(currency).toHaveValue("EUR");
  await expect(currency.locator("option")).toHaveText(["EUR", "USD", "GBP"]);
});
