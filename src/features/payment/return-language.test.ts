/** @jest-environment jsdom */
import { rememberedPaymentLanguage, rememberPaymentLanguage, rememberStartedPayment, returnAddress } from "./return-language";

const started = (langs: Record<string, "en" | "ru">) => (ref: string) => langs[ref] ?? null;

test("a payment started in Russian returns to the Russian account, with the gateway's query kept", () => {
  expect(returnAddress("/my/", "?payment=paid&paymentRef=p_1", started({ p_1: "ru" }))).toBe("/ru/my/?payment=paid&paymentRef=p_1");
  expect(returnAddress("/my/", "?payment=failed&paymentRef=p_1&error=Declined", started({ p_1: "ru" }))).toBe(
    "/ru/my/?payment=failed&paymentRef=p_1&error=Declined",
  );
});

test("already in the payment's language, an unknown payment, or no payment: stay", () => {
  expect(returnAddress("/ru/my/", "?payment=paid&paymentRef=p_1", started({ p_1: "ru" }))).toBeNull();
  expect(returnAddress("/my/", "?payment=paid&paymentRef=p_2", started({ p_2: "en" }))).toBeNull();
  expect(returnAddress("/my/", "?payment=paid&paymentRef=p_3", started({}))).toBeNull();
  expect(returnAddress("/my/", "?payment=paid", started({ p_1: "ru" }))).toBeNull();
});

test("a payment started in English that comes back to a Russian address goes to the English one", () => {
  expect(returnAddress("/ru/my/", "?payment=paid&paymentRef=p_4", started({ p_4: "en" }))).toBe("/my/?payment=paid&paymentRef=p_4");
});

test("a card top-up started in Russian returns to the Russian account: its return carries the payment's own ref, not `balance` (issue 37)", () => {
  window.sessionStorage.clear();
  // The top-up page is /ru/pay/balance/: it remembers its language on load under `balance`...
  rememberPaymentLanguage("balance", "ru");
  // ...and, once the API has answered the payment's ref, under that ref too.
  rememberStartedPayment("balance", "p_top", "ru");
  expect(returnAddress("/my/", "?payment=paid&paymentRef=p_top", rememberedPaymentLanguage)).toBe("/ru/my/?payment=paid&paymentRef=p_top");
  expect(rememberedPaymentLanguage("balance")).toBe("ru");
});
