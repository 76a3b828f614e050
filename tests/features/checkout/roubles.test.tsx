/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { formatMoney } from "../../../src/lib/money";
import { renderAccount } from "../../support/feature/render-app";
import { sentRequests } from "../../support/feature/requests";
import { createCustomer, findConfiguration, here, logIn, renderCheckout } from "../../support/feature/render-checkout";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Russian customers pay in roubles (spec §6): the checkout's and the payment page's rules in RUR
// (checkout-currency.spec.ts and account-amount-limits.spec.ts, moved below the browser: issue 38). The demo
// Russian customer first; a new Russian customer of its own last.
beforeAll(() => logIn("ru@example.com"));

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const whole = (id: string) => Number((screen.getByTestId(id).textContent ?? "").replace(/\D/g, ""));

it("a Russian profile sees only RUR, in the header, the order and the payment", async () => {
  await renderCheckout("/ru/checkout/?plan=start&months=1");
  await findConfiguration();
  const switcher = screen.getByTestId("currency-switcher");
  await waitFor(() => expect(switcher.getAttribute("data-currency")).toBe("RUR"));
  expect(switcher.querySelectorAll("select")).toHaveLength(0);
  await waitFor(() => expect(screen.getByTestId("total").textContent).toMatch(/^\d[\d\s]*\s₽$/));
  fireEvent.click(screen.getByRole("button", { name: "Продолжить" }));
  fireEvent.click(await screen.findByTestId("place-order"));
  const currency = (await screen.findByLabelText("Валюта платежа")) as HTMLSelectElement;
  expect(currency.value).toBe("RUR");
  expect([...currency.options].map((o) => o.textContent)).toEqual(["RUR — Российский рубль"]);
  // Spec §6: no card or PayPal for Russian customers.
  expect(screen.queryAllByRole("radio", { name: "Банковская карта" })).toHaveLength(0);
});

it("the regional location comes first in the checkout, and no other region's", async () => {
  await renderCheckout("/ru/checkout/?plan=start&months=1");
  await findConfiguration();
  const location = screen.getByRole("combobox", { name: "Локация" }) as HTMLSelectElement;
  await waitFor(() => expect(location.options[0]!.value).toBe("russia"));
  expect([...location.options].filter((o) => o.value === "ukraine")).toHaveLength(0);
});

// Net and VAT were each converted to roubles and rounded on their own: «20 160 ₽ + 3 831 ₽» above a total of
// «23 990 ₽» (12 months of VPS 2, two servers). The lines now add up as printed (lib/order-total.ts shownLines).
it("in roubles the order's lines add up as printed: net + VAT = total", async () => {
  await renderCheckout("/ru/checkout/?plan=vps-2&months=12");
  await findConfiguration();
  const count = screen.getByLabelText("Количество серверов");
  type(count, "2");
  fireEvent.blur(count);
  await waitFor(() => expect(screen.getByTestId("subtotal").textContent).toMatch(/₽$/));
  await waitFor(() => expect(whole("total")).toBeGreaterThan(0));
  expect(whole("net") + whole("vat")).toBe(whole("total"));
  expect(whole("total")).toBe(whole("subtotal"));
});

// Session 22's audit (ru, 390 px): twenty nines typed on the payment page gave a summary of 0 ₽ to pay, and 9800.555
// a total of 9 801 ₽ that the form then refused. An amount the form would refuse has no summary; a payable one does.
it("the payment page shows no summary for an amount it would refuse, and never 0 ₽ to pay", async () => {
  await renderCheckout("/ru/checkout/pay/balance/?amount=10000&currency=RUR");
  const amount = await screen.findByLabelText(/Сумма \(RUR\)/);
  await screen.findByTestId("payment-breakdown");
  expect(screen.getByTestId("to-pay").textContent).not.toMatch(/^0\s/);
  const sent = sentRequests();
  for (const refused of ["99999999999999999999", "1e308", "-9800", "9800.555", "😀", "1"]) {
    type(amount, refused);
    expect([refused, screen.queryAllByTestId("payment-breakdown")]).toEqual([refused, []]);
  }
  type(amount, "12000");
  await screen.findByTestId("payment-breakdown");
  expect(screen.getByTestId("total").textContent).toBe(formatMoney(12000, "RUR", "ru"));
  // The refusal's words come with the press, as before; nothing leaves the browser for a refused amount.
  type(amount, "99999999999999999999");
  fireEvent.click(screen.getByTestId("pay"));
  expect((await screen.findAllByRole("alert"))[0]!.textContent).toMatch(/\S/);
  expect(sent).toEqual([]);
});

// «1234,50 ₽» was paid as 1235 ₽ without a word, and «1,4» was refused as "not more than 1".
it("a top-up in roubles takes whole roubles only, and says so in Russian", async () => {
  await renderAccount("/ru/my/finance/");
  const sent = sentRequests();
  const topUpForm = await screen.findByTestId("top-up-form");
  const topUp = within(topUpForm);
  const field = topUp.getByRole("textbox") as HTMLInputElement;
  for (const typed of ["1234,50", "1,4"]) {
    type(field, typed);
    fireEvent.click(topUp.getByRole("button", { name: "Пополнить" }));
    await topUp.findByText("Введите целую сумму, без копеек");
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe(typed);
  }
  expect(sent).toEqual([]);
  type(field, "1235");
  fireEvent.click(topUp.getByRole("button", { name: "Пополнить" }));
  await waitFor(() => expect(here()).toBe("/ru/checkout/pay/balance/?amount=1235&currency=RUR"));
  // The payment page's own amount field keeps the same rule (above the first method's minimum of 100 EUR,
  // which otherwise keeps its button disabled).
  await renderCheckout(here());
  const amount = (await screen.findByLabelText(/^Сумма \(RUR\)/)) as HTMLInputElement;
  type(amount, "9850,5");
  fireEvent.click(screen.getByRole("button", { name: /^Оплатить/ }));
  await screen.findByText("Введите целую сумму, без копеек.");
  expect(amount.value).toBe("9850,5");
  expect(document.activeElement).toBe(amount);
  expect(sent).toEqual([]);
});

// A new Russian customer's small order (session 21's audit): the balance option did not say what it holds, and
// paying from an empty balance showed "Something went wrong" instead of the server's reason (spec §8: a payment
// creation error shows the first message of the answer's list).
it("ru: the balance option says what it holds, and an empty balance's refusal is the server's own words", async () => {
  await createCustomer({ country: "RU", label: "small-ru" });
  await renderCheckout("/ru/checkout/?plan=vps-2&months=3");
  await findConfiguration();
  fireEvent.click(screen.getByRole("button", { name: "Продолжить" }));
  fireEvent.click(await screen.findByTestId("place-order"));
  const balance = await screen.findByRole("radio", { name: /^Баланс аккаунта/ });
  // Its accessible name, white space normalised as the browser's is (the rouble amount has a no-break space).
  await waitFor(() => expect(balance.closest("label")!.textContent!.replace(/\s+/g, " ")).toBe("Баланс аккаунта (0 ₽)"));
  fireEvent.click(balance);
  fireEvent.click(screen.getByRole("button", { name: /^Оплатить/ }));
  await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent!.includes("недостаточно"))).toBe(true));
  expect(screen.queryAllByText("Что-то пошло не так")).toHaveLength(0);
});
