/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { PaymentReturnNotice } from "../../../src/features/payment/payment-return-notice";
import { failCall } from "../../support/feature/faults";
import { gql, renderAt, tabCall } from "../../support/feature/render-app";
import { createCustomer, descriptionOf, findConfiguration, here, logIn, renderCheckout } from "../../support/feature/render-checkout";
import { cryptoInvoice } from "../fault-matrix/tab-setup";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The payment page's rules for what each provider and answer gives (checkout-payment.spec.ts,
// checkout-purchase.spec.ts and checkout-crypto.spec.ts, moved below the browser: issue 38). The payments that
// stay inside the site (balance, corporate invoice) end here too; the gateways' round trips (card, PayPal,
// crypto) are the browser's. The complete demo customer first, then new customers of their own.
beforeAll(() => logIn("complete@example.com"));

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const balance = async () => (await gql<{ me: { balance: number } }>("{ me { balance } }")).me.balance;

it("changing provider resets the amount; Pay with the emptied amount says what to enter, on the field, and focuses it", async () => {
  await renderCheckout("/checkout/pay/balance/");
  type(await screen.findByLabelText(/Amount \(EUR\)/), "40");
  fireEvent.click(screen.getByRole("radio", { name: "PayPal" }));
  const amount = screen.getByLabelText(/Amount/) as HTMLInputElement;
  expect(amount.value).toBe("");
  // Issue 19: Pay with the emptied amount tells the customer what to enter, on the field, and focuses it.
  fireEvent.click(screen.getByTestId("pay"));
  await waitFor(() => expect(descriptionOf(amount)).toBe("Enter the amount to top up."));
  expect(amount.getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(amount);
  type(amount, "40");
  expect(amount.getAttribute("aria-invalid")).not.toBe("true");
});

it("balance payment takes the price off the balance and leaves for the account's paid notice", async () => {
  const before = await balance();
  await renderCheckout("/checkout/?plan=start&months=1");
  await findConfiguration();
  await waitFor(() => expect(screen.getByTestId("total").textContent).toBe("€2.50"));
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  fireEvent.click(await screen.findByTestId("place-order"));
  fireEvent.click(await screen.findByRole("radio", { name: /^Account balance/ }));
  fireEvent.click(screen.getByTestId("pay"));
  await waitFor(() => expect(here()).toMatch(/^\/my\/\?payment=paid/));
  // The /my/ page's notice of the payment's outcome (src/templates/apps/account-page.tsx renders it above the account).
  renderAt(here(), <PaymentReturnNotice />);
  expect((await screen.findByTestId("payment-notice")).textContent).toBe("Payment received. Thank you!");
  expect(Math.round((before - (await balance())) * 100) / 100).toBe(2.5);
});

it("corporate invoice lands in the invoice list inside the app", async () => {
  await renderCheckout("/checkout/?plan=vps-4&months=3");
  await findConfiguration();
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  fireEvent.click(await screen.findByTestId("place-order"));
  fireEvent.click(await screen.findByRole("radio", { name: "Corporate invoice" }));
  fireEvent.click(screen.getByTestId("pay"));
  // jsdom loads no page: an address that changed is the app's own navigation (a page load would not happen here).
  await waitFor(() => expect(here()).toMatch(/^\/my\/legalentities\/invoices\/\?selected=\d+$/));
  const selected = Number(new URLSearchParams(window.location.search).get("selected"));
  const { corporateInvoices } = await gql<{ corporateInvoices: Array<{ id: string; confirmed: boolean; paid: boolean }> }>(
    "{ corporateInvoices { id confirmed paid } }",
  );
  expect(corporateInvoices.find((i) => Number(i.id) === selected)).toEqual({ id: String(selected), confirmed: false, paid: false });
});

it("missing personal data: the payment page asks for it", async () => {
  await createCustomer({ personalData: false });
  await renderCheckout("/checkout/pay/balance/");
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Please fill in the personal data"));
});

it("crypto: below the minimum amount the provider shows the hint and cannot pay", async () => {
  await createCustomer();
  await renderCheckout("/checkout/?plan=vps-1&months=1");
  await findConfiguration();
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  fireEvent.click(await screen.findByTestId("place-order"));
  fireEvent.click(await screen.findByRole("radio", { name: "Bitcoin" }));
  await waitFor(() => expect(screen.getByTestId("min-amount").textContent).toBe("The minimum amount for this payment method without verification is €100.00."));
  expect((screen.getByTestId("pay") as HTMLButtonElement).disabled).toBe(true);
});

it("crypto: a failed check's message stays when the live connection refreshes the status", async () => {
  const path = await cryptoInvoice();
  const session = (await (await tabCall("/auth/_allauth/browser/v1/auth/session")).json()) as { data: { user: { email: string } } };
  const query = new URL(path, "http://site.test").searchParams;
  const invoiceId = query.get("id")!;
  const paymentRef = decodeURIComponent(/\/pay\/([^/]+)\/crypto\//.exec(path)![1]!);
  await renderCheckout(path);
  await waitFor(() => expect(screen.getByTestId("realtime-state").textContent).toBe("Updates live."));
  const failed = failCall({ path: "/my/api/payment/{}/{}/trigger_check/", method: "POST" }, "network");
  fireEvent.click(screen.getByRole("button", { name: "Check payment now" }));
  await failed.answered;
  const message = (await screen.findByRole("alert")).textContent;
  expect(message).toBe("Request failed, try again in a few minutes.");
  // An invoice event over the socket makes the page ask for the status again; its success must not wipe the
  // press's failure unread (it did: one error state for both).
  let answered = 0;
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const answer = await inner(input, init);
    if (url.includes(`/${encodeURIComponent(invoiceId)}/`) && !url.includes("trigger_check")) answered += 1;
    return answer;
  }) as typeof fetch;
  try {
    const published = await tabCall("/sandbox/api/realtime/publish", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: session.data.user.email,
        event: {
          type: "payment.status",
          paymentRef,
          provider: "tron",
          status: "awaiting",
          invoiceId,
          network: query.get("network"),
          at: new Date().toISOString(),
        },
      }),
    });
    expect(await published.json()).toEqual({ sent: 1 });
    await waitFor(() => expect(answered).toBe(1));
    // The answer's JSON read and the state it sets: the next turns of the event loop.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([message]);
  } finally {
    globalThis.fetch = inner;
  }
});
