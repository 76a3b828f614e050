import type { Page } from "@playwright/test";
import { encode } from "uqr";
import { test, expect, visit, openAccount, createCustomer, csrfToken, check, gqlData, sandboxCrypto } from "./fixtures";
import { goInApp } from "./account-walk";

/**
 * Issue 19: a ledger that adds up, which payment settled which invoice, and the payment and crypto pages'
 * texts (docs/decisions/099, 100). Each test builds its own customer's history (the demo customers are shared
 * by parallel tests), in English and Russian (steps of one test over one history), on a 390 px phone.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const LANGS = ["en", "ru"] as const;
const prefix = (lang: string) => (lang === "ru" ? "/ru" : "");

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const r = await page.request.post(path, { data, headers: { "X-CSRFToken": await csrfToken(page) } });
  check(r, 200);
  return (await r.json()) as { redirect?: string; widget?: { type: string; url?: string; id?: string; network?: string }; finalAmount: number };
}
async function order(page: Page, planSlug: string, months = 1) {
  return (
    await gqlData<{ createOrder: { paymentRef: string; amount: number } }>(
      page,
      "mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef amount } }",
      { input: { planSlug, months } },
    )
  ).createOrder;
}
async function cardSuccess(page: Page, url: string) {
  check(await page.request.post(url, { form: { outcome: "success" }, maxRedirects: 0 }), 303);
}
/** "−€6.00", "+€40.00", "−6,00 €" → −6, 40. */
function amountOf(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, "").replace(/[^\d,.−+-]/g, "");
  const negative = /[−-]/.test(cleaned);
  const value = Number(
    cleaned
      .replace(/[−+-]/g, "")
      .replace(/,(\d{2})$/, ".$1")
      .replace(/,/g, ""),
  );
  return negative ? -value : value;
}
async function noSidewaysScroll(page: Page, width = 390) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * A customer's history built once through the API (no page needed: the calls carry the context's cookies): a
 * €40 top-up by card; a €6 order from the balance; a bigger order part balance, part card; one by crypto.
 */
async function ledgerHistory(page: Page) {
  await createCustomer(page);
  const topUp = await post(page, "/my/api/payment/balance/", { payment_type: "card", currency: "EUR", amount: 40 });
  await cardSuccess(page, topUp.widget!.url!);
  const fromBalance = await order(page, "vps-1");
  await post(page, `/my/api/payment/${fromBalance.paymentRef}/`, { payment_type: "balance", currency: "EUR" });
  const partial = await order(page, "vps-16");
  const partialStart = await post(page, `/my/api/payment/${partial.paymentRef}/`, { payment_type: "card", currency: "EUR", include_balance: true });
  await cardSuccess(page, partialStart.widget!.url!);
  const crypto = await order(page, "vps-16", 12);
  const cryptoStart = await post(page, `/my/api/payment/${crypto.paymentRef}/`, { payment_type: "tron", currency: "EUR" });
  await sandboxCrypto(page, cryptoStart.widget!.id!, "pending");
  await sandboxCrypto(page, cryptoStart.widget!.id!, "paid");
  return { fromBalance, partial, cryptoId: cryptoStart.widget!.id! };
}

/** The ledger's screens in one language: one page load, the other screens reached in the app (goInApp) or by their links. */
async function ledgerScreens(page: Page, lang: (typeof LANGS)[number], { fromBalance, partial, cryptoId }: Awaited<ReturnType<typeof ledgerHistory>>) {
  const ru = lang === "ru";
  await page.setViewportSize({ width: 390, height: 844 });
  // The finance page's balance: the top-up less what the balance paid (the card and crypto parts are no debit).
  await openAccount(page, `${prefix(lang)}/my/finance/`);
  const balanceText = (await page.getByTestId("balance").textContent()) ?? "";
  expect(amountOf(balanceText)).toBe(0);
  // The transactions page: every row, summed, is the balance shown (40 − 6 − 34 = 0), with three rows only.
  await goInApp(page, `${prefix(lang)}/my/finance/transactions/`);
  const rows = page.getByTestId("transactions-table").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  const shown = await Promise.all((await rows.all()).map(async (row) => amountOf((await row.locator("td.num").first().textContent()) ?? "")));
  expect(Math.round(shown.reduce((s, a) => s + a, 0) * 100) / 100).toBe(amountOf(balanceText));
  expect(shown.sort((a, b) => a - b)).toEqual([-(40 - fromBalance.amount), -fromBalance.amount, 40].sort((a, b) => a - b));
  await noSidewaysScroll(page);

  // Paid invoices: each names the payment that settled it.
  await goInApp(page, `${prefix(lang)}/my/finance/invoices/`);
  const settled = page.getByTestId("settled-by");
  await expect(settled).toHaveCount(3);
  const cryptoCell = settled.filter({ hasText: cryptoId });
  await expect(cryptoCell).toContainText("USDT (TRC-20, Tron)");
  const partialCell = page.locator(`[data-testid=settled-by][data-payment-ref="${partial.paymentRef}"]`);
  await expect(partialCell.locator("[data-part=balance]")).toContainText(ru ? "С баланса" : "From the balance");
  await expect(partialCell.locator("[data-part=method]")).toContainText(ru ? "Банковская карта" : "Bank card");
  expect(amountOf((await partialCell.locator("[data-part=balance] .money").textContent()) ?? "")).toBe(40 - fromBalance.amount);
  expect(amountOf((await partialCell.locator("[data-part=method] .money").textContent()) ?? "")).toBeCloseTo(partial.amount - (40 - fromBalance.amount), 2);
  await noSidewaysScroll(page);

  // The payment behind it: what it settled, with the order.
  await partialCell.getByRole("link", { name: ru ? "Подробнее о платеже" : "Payment details" }).click();
  await expect(page).toHaveURL(new RegExp(`/my/finance/payments/\\?ref=${partial.paymentRef}`));
  const card = page.getByTestId("payment");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(ru ? "Оплата заказа" : "Order payment");
  await expect(card.getByTestId("settled-invoice")).toHaveCount(1);
  await expect(card.getByTestId("partial")).toContainText(ru ? "с баланса" : "from the balance");
  await expect(card.getByRole("link", { name: ru ? /заказ #\d+/ : /order #\d+/ })).toBeVisible();

  // All payments: the top-up credited the balance, four payments in all.
  await page.getByRole("link", { name: ru ? "Все платежи" : "All payments" }).click();
  await expect(page.getByTestId("payment")).toHaveCount(4);
  await expect(page.locator("[data-testid=payment][data-kind=balance]")).toContainText(ru ? "Зачислен на баланс." : "Credited to the balance.");
  await noSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath(`payments-${lang}.png`), fullPage: true });

  // The same screens on a 1280 px desktop: the ledger as a table with its header, nothing wider than the window.
  await page.setViewportSize({ width: 1280, height: 900 });
  await noSidewaysScroll(page, 1280);
  await goInApp(page, `${prefix(lang)}/my/finance/transactions/`);
  await expect(page.getByTestId("transactions-table").locator("thead")).toBeVisible();
  await expect(page.getByTestId("transactions-table").locator("tbody tr")).toHaveCount(3);
  await noSidewaysScroll(page, 1280);
  await goInApp(page, `${prefix(lang)}/my/finance/invoices/`);
  await expect(page.getByTestId("settled-by")).toHaveCount(3);
  await noSidewaysScroll(page, 1280);
}

// One customer's history serves both languages: each is a step of one test (issue 38).
test("the history sums to the balance; each paid invoice names its payment and each payment its invoices (en, ru)", async ({ page }) => {
  const history = await ledgerHistory(page);
  for (const lang of LANGS) await test.step(lang, () => ledgerScreens(page, lang, history));
});

test("the payment page names the legal entity and shows subtotal, VAT at the payer's rate and total (en, ru)", async ({ page }) => {
  await createCustomer(page);
  for (const company of [
    { company: "Ada Consulting BV", country: "NL", city: "Amsterdam", address: "Damrak 1", vatId: "NL123456789B01", currency: "EUR" },
    { company: "Ada Berlin GmbH", country: "DE", city: "Berlin", address: "Main street 1", vatId: "DE123456789", currency: "EUR" },
  ]) {
    const { createLegalEntity } = await gqlData<{ createLegalEntity: { id: string } }>(
      page,
      "mutation($input: LegalEntityInput!) { createLegalEntity(input: $input) { id } }",
      { input: company },
    );
    await gqlData(page, "mutation($id: ID!) { sendLegalEntityForVerification(id: $id) { id } }", { id: createLegalEntity.id });
    check(await page.request.post(`/sandbox/api/legal-entities/${createLegalEntity.id}/verify`, { data: {} }), 200);
  }
  const o = await order(page, "vps-1");
  for (const lang of LANGS) {
    await test.step(lang, async () => {
      const ru = lang === "ru";
      await visit(page, `${prefix(lang)}/checkout/pay/${o.paymentRef}/`);
      // A private payer in Germany: Germany's 19% included (decision 162).
      await expect(page.getByTestId("payment-breakdown")).toBeVisible();
      const net = Math.round((o.amount / 1.19) * 100) / 100;
      expect(amountOf((await page.getByTestId("total").textContent()) ?? "")).toBe(o.amount);
      expect(amountOf((await page.getByTestId("net").textContent()) ?? "")).toBe(net);
      expect(amountOf((await page.getByTestId("vat").textContent()) ?? "")).toBeCloseTo(o.amount - net, 2);
      await expect(page.getByTestId("payment-breakdown")).toContainText(ru ? "НДС (19 %)" : "VAT (19%)");
      await expect(page.getByLabel(ru ? "Валюта платежа" : "Payment currency")).toContainText(ru ? "EUR — Евро" : "EUR — Euro");
      // Paid by a Dutch company: the seller's own country, Dutch 21% even with a VAT ID; its name, not "#1 (EUR)".
      await page.getByRole("radio", { name: ru ? "Счёт для юрлица" : "Corporate invoice" }).check();
      const entity = page.getByLabel(ru ? "Юридическое лицо" : "Legal entity");
      await expect(entity.locator("option")).toHaveText(["Ada Consulting BV (EUR)", "Ada Berlin GmbH (EUR)"]);
      await expect(page.getByTestId("payment-breakdown")).toContainText(ru ? "НДС (21 %)" : "VAT (21%)");
      // A German company with a VAT ID: reverse charge, no VAT.
      await entity.selectOption({ label: "Ada Berlin GmbH (EUR)" });
      await expect(page.getByTestId("payment-breakdown")).toContainText(ru ? "НДС (0 %)" : "VAT (0%)");
      expect(amountOf((await page.getByTestId("vat").textContent()) ?? "")).toBe(0);
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`payment-page-${lang}.png`), fullPage: true });
    });
  }
});

// Both languages' crypto pages side by side in two tabs of one context: the context's one clock moves both.
test("the crypto page: a QR code of the payment URI, the fiat equivalent, a live countdown that ends expired (en, ru)", async ({ page, context }) => {
  await page.clock.install();
  await createCustomer(page);
  const tabs = { en: page, ru: await context.newPage() };
  const countdowns: Array<{ lang: string; tab: Page; countdown: ReturnType<Page["getByTestId"]> }> = [];
  for (const lang of LANGS) {
    const tab = tabs[lang];
    const countdown = await test.step(lang, async () => {
      const ru = lang === "ru";
      const o = await order(tab, "vps-16", 12);
      await visit(tab, `${prefix(lang)}/checkout/pay/${o.paymentRef}/`);
      await tab.getByRole("radio", { name: "Bitcoin" }).check();
      await tab.getByTestId("pay").click();
      await expect(tab).toHaveURL(/\/crypto\/\?id=/);
      await expect(tab.getByTestId("crypto-status")).toHaveText(ru ? "Ожидаем оплату" : "Awaiting payment");
      // The QR code draws exactly the URI the wallet link opens (BIP 21: address and amount).
      const uri = (await tab.getByTestId("crypto-uri").getAttribute("href"))!;
      const address = (await tab.getByTestId("crypto-address").textContent())!;
      const amount = ((await tab.getByTestId("crypto-amount").textContent()) ?? "").split(" ")[0]!;
      expect(uri).toBe(`bitcoin:${address}?amount=${amount}`);
      const qr = encode(uri, { border: 2 });
      let path = "";
      qr.data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : "")));
      await expect(tab.getByTestId("crypto-qr").locator("path")).toHaveAttribute("d", path);
      expect(amountOf((await tab.getByTestId("crypto-fiat").textContent()) ?? "")).toBe(o.amount);
      const countdown = tab.getByTestId("crypto-countdown");
      await expect(countdown).toHaveAttribute("data-ended", "false");
      expect(await countdown.textContent()).toMatch(/^(59:\d\d|1:00:00)$/);
      return countdown;
    });
    countdowns.push({ lang, tab, countdown });
  }
  // The countdowns are live: they move with the clock, and at the quote's end they say the invoice expired.
  await page.clock.fastForward("10:00");
  for (const { lang, tab, countdown } of countdowns) {
    await expect(countdown, lang).toHaveText(/^(49|50):\d\d$/);
    await noSidewaysScroll(tab);
    await tab.screenshot({ path: test.info().outputPath(`crypto-${lang}.png`), fullPage: true });
  }
  await page.clock.fastForward("51:00");
  for (const { lang, countdown } of countdowns) {
    await expect(countdown).toHaveText(lang === "ru" ? "Срок действия счёта истёк" : "The invoice has expired");
    await expect(countdown).toHaveAttribute("data-ended", "true");
  }
});
