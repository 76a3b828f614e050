/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { planBySlug, priceText } from "../../support/catalog-prices";
import { gql, tabCall } from "../../support/feature/render-app";
import { answerWith, json } from "../../support/feature/requests";
import { call, createCustomer, logOut, findConfiguration, here, paymentRefOf, renderCheckout, uniqueEmail } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The checkout's promo code and the orders the API refuses (checkout-purchase.spec.ts's, moved below the
// browser: issue 38). Each test is the customer it creates, signed in in this file's tab.

type Orders = { orders: Array<{ id: string; name: string; planSlug: string | null; paid: boolean }> };
const ORDERS = "{ orders { id name planSlug paid } }";
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const continueButton = () => screen.getByRole("button", { name: /^(Continue|Продолжить)$/ });

it("promo code: only when signed in; apply shows the discount and the payment stage validates it", async () => {
  await renderCheckout("/checkout/?plan=vps-1&months=1");
  await findConfiguration();
  await screen.findByText("Sign in to use a promo code.");
  expect(screen.queryAllByLabelText("Promo code")).toHaveLength(0);

  await createCustomer();
  await renderCheckout("/checkout/?plan=vps-1&months=1");
  await findConfiguration();
  // Issue 19: every preset card shows its price per month (at the chosen term).
  for (const slug of ["vps-arm-1", "vps-1", "vps-2"]) {
    const card = document.querySelector(`input[value="${slug}"]`)!.closest(".plan-choice")!;
    await waitFor(() =>
      expect(card.querySelector("[data-testid=plan-choice-price]")!.textContent).toBe(`${priceText(planBySlug(slug).priceEur, "EUR", "en")} per month`),
    );
  }
  const sent: string[] = [];
  answerWith("/my/api/payment/promo-code/", (real, init) => {
    sent.push(`${init?.method ?? "GET"}`);
    return real();
  });
  // Apply with nothing typed says so (spec §5) and asks nothing of the server.
  const apply = await screen.findByRole("button", { name: "Apply" });
  fireEvent.click(apply);
  expect((await screen.findByRole("alert")).textContent).toBe("This field is required");
  expect(sent).toEqual([]);
  // The message is the field's, and an edit takes it away (it stayed on, under an empty field, into the next stage).
  const field = screen.getByLabelText("Promo code");
  expect(field.getAttribute("aria-invalid")).toBe("true");
  type(field, "S");
  expect(screen.queryAllByRole("alert")).toHaveLength(0);
  type(field, "NO-SUCH-CODE");
  fireEvent.click(apply);
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This promo code does not exist or has expired."));
  type(screen.getByLabelText("Promo code"), "SPRING10");
  fireEvent.click(screen.getByRole("button", { name: "Apply" }));
  // Issue 19: the term is a catalogue plural, not the API's "1 month(s)".
  await screen.findByText("Promo code SPRING10 applied: 10% off for 1 month.");
  expect(screen.getByTestId("discount").textContent).toBe("−€0.60");
  expect(screen.getByTestId("total").textContent).toBe("€5.40");
  const validated: string[] = [];
  answerWith("/my/api/payment/promo-code/SPRING10/validate/", (real, init) => {
    validated.push(init?.method ?? "GET");
    return real();
  });
  fireEvent.click(continueButton());
  await waitFor(() => expect(validated).toEqual(["POST"]));
  await screen.findByRole("heading", { level: 2, name: "Payment" });
  expect(screen.getByTestId("discount").textContent).toBe("−€0.60");

  // The order the sandbox creates carries the discount: the payment asks for the discounted total.
  fireEvent.click(screen.getByTestId("place-order"));
  await waitFor(() => expect(here()).toMatch(/^\/checkout\/pay\/[^/]+\/$/));
  await waitFor(() => expect(screen.getByTestId("to-pay").textContent).toBe("€5.40"));
  const context = (await (await tabCall(`/my/api/payment/${paymentRefOf(here())}/`)).json()) as { amount: number };
  expect(context.amount).toBe(5.4);
  const { orders } = await gql<Orders>(ORDERS);
  expect(orders).toEqual([expect.objectContaining({ planSlug: "vps-1", paid: false })]);
});

it("an unverified account cannot create orders: the checkout says so", async () => {
  await logOut();
  const email = uniqueEmail("unverified");
  // One-step signup signs in at once, with the e-mail still unconfirmed.
  expect((await call("POST", "/auth/_allauth/browser/v1/auth/one-step-signup", { email }, 200)).status).toBe(200);
  const info = { user: { first_name: "Una", last_name: "Verified" }, country: "DE", city: "Bonn", zip_code: "53111", address: "Markt 1" };
  expect((await call("PUT", "/my/api/account/personal_info/", info, 200)).status).toBe(200);
  await renderCheckout("/checkout/?plan=vps-1");
  await findConfiguration();
  fireEvent.click(continueButton());
  fireEvent.click(await screen.findByTestId("place-order"));
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Complete account verification to create new orders"));
  const { orders } = await gql<{ orders: unknown[] }>("{ orders { id } }");
  expect(orders).toEqual([]);
});

it("ru: a refused order is recognised by its code, whatever language the API's message is in", async () => {
  await createCustomer();
  // A real API may answer in the customer's language: the checkout must not read the message text.
  const refusals = [
    { code: "ACCOUNT_NOT_VERIFIED", message: "Аккаунт не подтверждён.", shown: "Пройдите верификацию аккаунта, чтобы создавать новые заказы" },
    { code: "PERSONAL_INFO_REQUIRED", message: "Не заполнены персональные данные.", shown: "Заполните, пожалуйста, персональные данные" },
  ];
  let next = 0;
  answerWith("/my/api/graphql/", (real, init) => {
    if (!String(init?.body).includes("createOrder")) return real();
    const { code, message } = refusals[next++]!;
    return json({ data: null, errors: [{ message, extensions: { code } }] });
  });
  await renderCheckout("/ru/checkout/?plan=vps-1");
  await findConfiguration();
  fireEvent.click(continueButton());
  fireEvent.click(await screen.findByTestId("place-order"));
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(refusals[0]!.shown));
  fireEvent.click(screen.getByTestId("place-order"));
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(refusals[1]!.shown));
});
