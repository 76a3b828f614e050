/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { PaymentReturnNotice } from "../../../src/features/payment/payment-return-notice";
import { gql, renderAt, tabCall } from "../../support/feature/render-app";
import { call, here, logIn, renderCheckout } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 37 item 6: the saved card is offered for a top-up and charged without the card page, as a card
// provider charges a stored card. The complete demo customer has a default Visa •••• 4242 and a Mastercard.
beforeAll(() => logIn("complete@example.com"));

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const balance = async () => (await gql<{ me: { balance: number } }>("{ me { balance } }")).me.balance;

/** Saves a card whose bank asks for 3-D Secure on every later charge (the sandbox card page's choice). */
async function saveAuthenticatingCard(): Promise<void> {
  const setup = (await (await call("POST", "/my/api/payment/setup/", {}, 200)).json()) as { widget: { checkoutSessionId: string } };
  const saved = await tabCall(`/sandbox/pay/card/${setup.widget.checkoutSessionId}/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "outcome=success-3ds",
    redirect: "manual",
  });
  expect(saved.status).toBe(303);
}

it("the saved cards are offered beside the card page; paying with the default one tops up at once, with the paid notice", async () => {
  const before = await balance();
  await renderCheckout("/checkout/pay/balance/");
  const visa = await screen.findByRole("radio", { name: "Saved card VISA •••• 4242, expires 12/29" });
  expect(screen.getByRole("radio", { name: "Saved card MASTERCARD •••• 5454, expires 08/28" }).getAttribute("value")).toMatch(/^saved_card:\d+$/);
  fireEvent.click(visa);
  expect((visa as HTMLInputElement).checked).toBe(true);
  type(screen.getByLabelText(/Amount \(EUR\)/), "25");
  expect(screen.getByTestId("to-pay").textContent).toBe("€25.00");
  fireEvent.click(screen.getByTestId("pay"));
  // No card page: the answer is the account's paid return, with the payment's own ref, as after the card page.
  await waitFor(() => expect(here()).toMatch(/^\/my\/\?payment=paid&paymentRef=p_[\w-]+$/));
  renderAt(here(), <PaymentReturnNotice />);
  expect((await screen.findByTestId("payment-notice")).textContent).toBe("Payment received. Thank you!");
  expect(Math.round(((await balance()) - before) * 100) / 100).toBe(25);
});

it("a card whose bank asks for 3-D Secure: the catalogue's message, the card and the amount as typed, no money moved", async () => {
  await saveAuthenticatingCard();
  const before = await balance();
  await renderCheckout("/checkout/pay/balance/");
  const card = await screen.findByRole("radio", { name: /^Saved card VISA •••• 3155/ });
  fireEvent.click(card);
  type(screen.getByLabelText(/Amount \(EUR\)/), "33.50");
  fireEvent.click(screen.getByTestId("pay"));
  expect((await screen.findByRole("alert")).textContent).toBe("Payment failed");
  expect(here()).toBe("/checkout/pay/balance/");
  expect((screen.getByLabelText(/Amount \(EUR\)/) as HTMLInputElement).value).toBe("33.50");
  expect((card as HTMLInputElement).checked).toBe(true);
  expect(await balance()).toBe(before);
});

it("in Russian: the saved cards are named in Russian, and the 3-D Secure refusal is the Russian catalogue's", async () => {
  await renderCheckout("/ru/checkout/pay/balance/");
  expect(await screen.findByRole("radio", { name: "Сохранённая карта VISA •••• 4242, действует до 12/29" })).not.toBeNull();
  fireEvent.click(screen.getByRole("radio", { name: /^Сохранённая карта VISA •••• 3155/ }));
  type(screen.getByLabelText(/Сумма \(EUR\)/), "20");
  fireEvent.click(screen.getByTestId("pay"));
  expect((await screen.findByRole("alert")).textContent).toBe("Платёж не прошёл");
  expect((screen.getByLabelText(/Сумма \(EUR\)/) as HTMLInputElement).value).toBe("20");
});
