/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { formatMoney } from "../../../src/lib/money";
import { AMOUNT_MAX } from "../../../src/lib/rules/amounts";
import { renderAccount, signIn } from "../../support/feature/render-app";
import { sentRequests } from "../../support/feature/requests";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 15 finding 3: amounts had no upper bound. The forms say the limit (src/lib/rules/amounts.ts) under
// the field and refuse a larger amount before any request; the sandbox refuses it too (sandbox tests).
// The complete demo customer, in English (the Russian customer's rules: amount-limits-ru.test.tsx).
beforeAll(() => signIn("complete@example.com"));

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const here = () => window.location.pathname + window.location.search;

it("top-up, auto top-up and corporate invoice: the limit is shown and a larger amount never leaves the browser", async () => {
  const max = formatMoney(AMOUNT_MAX.EUR, "EUR", "en");
  const sent = sentRequests();
  await renderAccount("/my/finance/");
  const topUpForm = await screen.findByTestId("top-up-form");
  const topUp = within(topUpForm);
  await waitFor(() => expect(topUpForm.textContent).toContain(`More than 1, at most ${max}`));
  const press = () => fireEvent.click(topUp.getByRole("button", { name: "Top up" }));
  // Not an amount at all: said so, not "more than 1".
  type(topUp.getByRole("textbox"), "1e308");
  press();
  await topUp.findByText("Enter an amount");
  // 1.004 EUR would be paid as 1.00: finer than a cent is refused, not rounded unseen (decision 152).
  type(topUp.getByRole("textbox"), "1.004");
  press();
  await topUp.findByText("Enter at most two decimal places");
  type(topUp.getByRole("textbox"), "1");
  press();
  await topUp.findByText("The amount must be more than 1");
  type(topUp.getByRole("textbox"), String(AMOUNT_MAX.EUR + 1));
  press();
  await topUp.findByText(`The amount must be at most ${max}`);
  expect(here()).toBe("/my/finance/");

  const autoBox = screen.getByTestId("auto-top-up");
  const auto = within(autoBox);
  expect(autoBox.textContent).toContain(`More than 1, at most ${max}`);
  type(auto.getByLabelText("Day of month"), "5");
  type(auto.getByLabelText(/^Amount/), "100000000000000000000");
  fireEvent.click(auto.getByRole("button", { name: /Set up auto top-up|Update auto top-up/ }));
  await auto.findByText(`The amount must be at most ${max}`);

  await renderAccount("/my/legalentities/invoices/");
  const invoice = within(await screen.findByTestId("corporate-invoice-form"));
  const entity = invoice.getByLabelText("Legal entity") as HTMLSelectElement;
  const option = await waitFor(() => [...entity.options].find((o) => o.textContent === "Schmidt Digital GmbH")!);
  fireEvent.change(entity, { target: { value: option.value } });
  type(invoice.getByLabelText(/^Amount/), String(AMOUNT_MAX.EUR * 10));
  fireEvent.click(invoice.getByRole("button", { name: "Create an invoice" }));
  await invoice.findByText(`The amount must be at most ${max}`);
  expect(sent).toEqual([]);
});

it("a top-up typed with a dot for thousands and a comma for cents is read as such and paid in cents", async () => {
  await renderAccount("/my/finance/");
  let topUp = within(await screen.findByTestId("top-up-form"));
  type(topUp.getByRole("textbox"), "1.000,50");
  fireEvent.click(topUp.getByRole("button", { name: "Top up" }));
  await waitFor(() => expect(here()).toBe("/checkout/pay/balance/?amount=1000.5&currency=EUR"));
  // More digits than the currency has: refused on the form, and on the payment page when the address says so.
  await renderAccount("/my/finance/");
  topUp = within(await screen.findByTestId("top-up-form"));
  type(topUp.getByRole("textbox"), "10.999");
  fireEvent.click(topUp.getByRole("button", { name: "Top up" }));
  await topUp.findByText("Enter at most two decimal places");
  expect(here()).toBe("/my/finance/");
});

it("an international customer's new legal entity offers EUR, USD and GBP, EUR first", async () => {
  await renderAccount("/my/legalentities/");
  fireEvent.click((await screen.findAllByRole("button", { name: "Add a legal entity" }))[0]!);
  const currency = within(await screen.findByRole("dialog")).getByLabelText("Currency") as HTMLSelectElement;
  expect(currency.value).toBe("EUR");
  expect([...currency.options].map((o) => o.textContent)).toEqual(["EUR", "USD", "GBP"]);
});

it("the top-up form says the limit in Russian and refuses more", async () => {
  const max = formatMoney(AMOUNT_MAX.EUR, "EUR", "ru");
  const sent = sentRequests();
  await renderAccount("/ru/my/finance/");
  const topUpForm = await screen.findByTestId("top-up-form");
  const topUp = within(topUpForm);
  await waitFor(() => expect(topUpForm.textContent).toContain(`Больше 1, но не больше ${max}`));
  type(topUp.getByRole("textbox"), "1000000");
  fireEvent.click(topUp.getByRole("button", { name: "Пополнить" }));
  // Testing Library reads the text with its white space collapsed (the amount's no-break spaces too).
  await topUp.findByText(`Сумма должна быть не больше ${max}`.replace(/\s/g, " "));
  expect(sent).toEqual([]);
});
