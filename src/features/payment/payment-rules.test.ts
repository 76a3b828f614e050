import { ApiError, type ApiErrorKind } from "../../api-client/http/errors";
import type { PaymentContext, PaymentProvider } from "../../api-client/schemas/payment";
import {
  allowedProviders,
  amountProblemKey,
  currencyWidget,
  loadErrorOf,
  paymentRequest,
  paymentSummary,
  payFailureKey,
  providerCurrency,
  selectionFor,
  withLegalEntity,
} from "./payment-rules";

const widget = (value: string, ...choices: string[]) => ({ value, choices: choices.map((c) => ({ value: c, label: c })) });
const provider = (key: string, component: string, options: Partial<PaymentProvider["options"]> = {}): PaymentProvider => ({
  key,
  component,
  analytics_name: key,
  options: {
    include_balance: false,
    save_payment_method: false,
    corporate_invoice_include_overdraft: false,
    legalentity_id: null,
    minAmount: null,
    selectWidget: widget("EUR", "EUR", "USD", "GBP", "RUR"),
    legalEntities: [],
    saved_cards: [],
    ...options,
  },
});
const card = provider("card", "Card", { save_payment_method: true, include_balance: true });
const paypal = provider("paypal", "PayPal", { selectWidget: widget("EUR", "EUR", "USD", "GBP", "RUR") });
const bitcoin = provider("bitcoin", "Crypto");
const invoice = provider("corporate_invoice", "CorporateInvoice", {
  corporate_invoice_include_overdraft: true,
  legalEntities: [
    { pk: 4, name: "Schmidt Digital GmbH", vat_rate: 0.19, currency_select_widget: widget("EUR", "EUR") },
    { pk: 9, name: "Acme Ltd", vat_rate: 0, currency_select_widget: widget("GBP", "GBP") },
  ],
});
const context = (amount: number | null, allowed = ["card", "paypal", "bitcoin", "corporate_invoice"]): PaymentContext => ({
  paymentRef: "ref",
  amount,
  balance: 5,
  vat_rate: 0.19,
  paymentProviders: [card, paypal, bitcoin, invoice],
  regionalRestrictions: { allowed_payment_types: allowed },
  eecProducts: { products: [] },
  summary: null,
});
const RUR = { short: "RUR" as const, multiplier: 100, name: "Российский рубль" };
const GBP = { short: "GBP" as const, multiplier: 0.85, name: "Pound" };

const apiError = (kind: ApiErrorKind, code: string | null, serverMessage: string | null) =>
  new ApiError({
    kind,
    method: "GET",
    path: "/my/api/payment/ref/",
    status: kind === "network" ? null : 403,
    key: "errors:generic",
    serverMessage,
    code,
    fieldErrors: {},
    silent: false,
    ignored: false,
    body: null,
  });

it("the region decides the providers shown (spec §6)", () => {
  expect(allowedProviders(context(12, ["card", "bitcoin"])).map((p) => p.key)).toEqual(["card", "bitcoin"]);
  expect(allowedProviders(null)).toEqual([]);
});

it("a context that did not load: personal data is asked for by its code; else the server's words or the network", () => {
  expect(loadErrorOf(apiError("http", "PERSONAL_INFO_REQUIRED", "Заполните данные"))).toEqual({ kind: "personal" });
  expect(loadErrorOf(apiError("http", null, "Payment not found"))).toEqual({ kind: "failed", message: "Payment not found", network: false });
  expect(loadErrorOf(apiError("network", null, null))).toEqual({ kind: "failed", message: null, network: true });
});

it("choosing a provider resets the options and the amount, takes its first legal entity and a currency it has", () => {
  expect(selectionFor(card, "GBP", "")).toEqual({
    provider: "card",
    currency: "GBP",
    amount: "",
    include_balance: false,
    save_payment_method: false,
    corporate_invoice_include_overdraft: false,
    legalentity_id: null,
    saved_card_id: null,
  });
  expect(selectionFor(card, "EUR", "25").amount).toBe("25");
  // PayPal never keeps roubles.
  expect(selectionFor(paypal, "RUR", "").currency).toBe("EUR");
  expect(providerCurrency(paypal, null, "RUR")).toBe("EUR");
  const corporate = selectionFor(invoice, "USD", "");
  expect([corporate.legalentity_id, corporate.currency]).toEqual([4, "EUR"]);
  expect(currencyWidget(invoice, 9).value).toBe("GBP");
  expect(withLegalEntity(corporate, invoice, 9)).toMatchObject({ legalentity_id: 9, currency: "GBP" });
});

it("the summary of a payment: VAT of the customer, or of the legal entity that pays; the balance's part; the provider's minimum", () => {
  const paid = paymentSummary(context(12), card, selectionFor(card, "EUR", ""), undefined, false);
  expect(paid).toMatchObject({ typedProblem: null, amountEur: 12, balanceUsed: 0, chargeEur: 12, minimum: null, vatRate: 0.19, shownCode: "EUR" });
  expect(paid.split).toEqual({ total: 12, vat: 1.92, net: 10.08 });
  const withBalance = paymentSummary(context(12), card, { ...selectionFor(card, "EUR", ""), include_balance: true }, undefined, false);
  expect([withBalance.balanceUsed, withBalance.chargeEur]).toEqual([5, 7]);
  const acme = paymentSummary(context(12), invoice, withLegalEntity(selectionFor(invoice, "EUR", ""), invoice, 9), undefined, false);
  expect([acme.vatRate, acme.split.vat]).toEqual([0, 0]);
  // Crypto without verification starts at 100 EUR.
  expect(paymentSummary(context(6), bitcoin, selectionFor(bitcoin, "EUR", ""), undefined, false).minimum).toBe(100);
  expect(paymentSummary(context(120), bitcoin, selectionFor(bitcoin, "EUR", ""), undefined, false).minimum).toBeNull();
});

it("a top-up's typed amount in its currency: converted back to EUR, no summary for an amount the form refuses", () => {
  const rub = (amount: string) => paymentSummary(context(null), card, { ...selectionFor(card, "RUR", amount), currency: "RUR" }, RUR, true);
  expect(rub("12000")).toMatchObject({ typed: 12000, typedProblem: null, amountEur: 120, shownCode: "RUR" });
  expect(rub("12000").split.total).toBe(12000);
  for (const refused of ["99999999999999999999", "1e308", "-9800", "9800.555", "😀", "1", ""]) {
    const summary = rub(refused);
    expect([refused, summary.typedProblem === null, summary.amountEur]).toEqual([refused, false, 0]);
  }
  expect(paymentSummary(context(null), card, { ...selectionFor(card, "GBP", "25") }, GBP, true).typed).toBe(25);
});

it("the amount's message: enter one, whole roubles or cents, at most the maximum, more than 1", () => {
  expect(amountProblemKey(null, "EUR")).toBeNull();
  expect(amountProblemKey("notANumber", "EUR")).toBe("checkout:pay.amountRequired");
  expect(amountProblemKey("tooPrecise", "RUR")).toBe("checkout:pay.amountWhole");
  expect(amountProblemKey("tooPrecise", "EUR")).toBe("checkout:pay.amountCents");
  expect(amountProblemKey("tooLarge", "EUR")).toBe("checkout:pay.amountTooLarge");
  expect(amountProblemKey("tooSmall", "EUR")).toBe("checkout:pay.amountTooSmall");
});

it("the request sends the options the provider has, an invoice's legal entity, and a top-up's amount as paid", () => {
  expect(paymentRequest(card, { ...selectionFor(card, "EUR", ""), save_payment_method: true }, false, NaN)).toEqual({
    payment_type: "card",
    currency: "EUR",
    save_payment_method: true,
    include_balance: false,
  });
  expect(paymentRequest(paypal, selectionFor(paypal, "GBP", "25"), true, 25)).toEqual({ payment_type: "paypal", currency: "GBP", amount: 25 });
  // A saved card (issue 37 item 6): the default, listed first, is chosen; the request names the card charged.
  const cards = [7, 3].map((id) => ({ id, brand: "visa", last4: `424${id}`, exp: "12/29", is_default: id === 7 }));
  const saved = provider("saved_card", "SavedCard", { saved_cards: cards });
  expect(selectionFor(saved, "EUR", "").saved_card_id).toBe(7);
  expect(paymentRequest(saved, { ...selectionFor(saved, "EUR", ""), saved_card_id: 3 }, true, 25)).toEqual({
    payment_type: "saved_card",
    currency: "EUR",
    amount: 25,
    saved_card_id: 3,
  });
  expect(paymentRequest(invoice, selectionFor(invoice, "EUR", ""), false, NaN)).toEqual({
    payment_type: "corporate_invoice",
    currency: "EUR",
    corporate_invoice_include_overdraft: false,
    legalentity_id: 4,
  });
});

it("a failed start: the network's words, personal data asked for by its code, else the error's own text", () => {
  expect(payFailureKey(apiError("network", null, null))).toBe("errors:requestFailed");
  expect(payFailureKey(apiError("http", "PERSONAL_INFO_REQUIRED", "x"))).toBe("errors:personalInfoRequired");
  expect(payFailureKey(apiError("http", "insufficient_balance", "Недостаточно средств"))).toBeNull();
});
