/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen } from "@testing-library/react";
import { PaymentPage } from "../../../src/features/payment";
import { gql, renderAt, signIn, tabCall } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 37 item 11: the payment page's summary lacked the term, the location and the promo code the checkout
// showed (the API sent neither location nor promo). They come in the payment context's `summary` and are
// shown in the page's language.
const csrf = () => decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? "");

async function orderWithPromo(): Promise<string> {
  const applied = await tabCall("/my/api/payment/promo-code/apply/", {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": csrf() },
    body: JSON.stringify({ code: "WELCOME5" }),
  });
  expect(applied.status).toBe(200);
  const { createOrder } = await gql<{ createOrder: { paymentRef: string } }>(
    'mutation { createOrder(input: { planSlug: "vps-2", months: 12, location: "netherlands", promoCode: "WELCOME5" }) { paymentRef } }',
  );
  return createOrder.paymentRef;
}

const showPayment = (address: string, paymentRef: string) => renderAt(address, <PaymentPage paymentRef={paymentRef} />);

let ref = "";
beforeAll(async () => {
  await signIn("ru@example.com");
  ref = await orderWithPromo();
});

it("Russian: the term, the location's Russian name and the promo code", async () => {
  showPayment(`/ru/checkout/pay/${ref}/`, ref);
  expect((await screen.findByTestId("summary-term")).textContent).toBe("12 месяцев");
  expect(screen.getByTestId("summary-location").textContent).toBe("Нидерланды");
  expect(screen.getByTestId("summary-promo").textContent).toBe("Промокод WELCOME5 применён: скидка 5% на 3 месяца.");
});

it("English: the same summary", async () => {
  showPayment(`/checkout/pay/${ref}/`, ref);
  expect((await screen.findByTestId("summary-term")).textContent).toBe("12 months");
  expect(screen.getByTestId("summary-location").textContent).toBe("Netherlands");
  expect(screen.getByTestId("summary-promo").textContent).toBe("Promo code WELCOME5 applied: 5% off for 3 months.");
});

it("a top-up has no summary", async () => {
  showPayment("/checkout/pay/balance/", "balance");
  await screen.findByRole("heading", { name: "Top up the balance" });
  expect(screen.queryByTestId("payment-summary")).toBeNull();
});
