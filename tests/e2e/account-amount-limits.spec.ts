import type { Page } from "@playwright/test";
import { test, expect, openAccount, visit, USERS } from "./fixtures";
import { formatMoney } from "../../src/lib/money";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// Issue 15 finding 3: amounts had no upper bound. The forms say the limit (src/lib/rules/amounts.ts) under
// the field and refuse a larger amount before any request; the sandbox refuses it too (sandbox tests).
// The account forms' rules are feature tests (tests/features/account/amount-limits*.test.tsx,
// unreadable-answers.test.tsx); here the payment page's, which goes on to the gateways.

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
