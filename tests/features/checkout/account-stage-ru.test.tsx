/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { findConfiguration, renderCheckout } from "../../support/feature/render-checkout";
import { answerWith } from "../../support/feature/requests";
import { uniqueWord } from "../../support/unique";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The checkout's account stage in Russian (moved from tests/e2e/checkout-account.spec.ts by issue 38): the step's own
// messages under the fields with the focus on the first wrong one and no request, a too common password refused
// before any call, a wrong password said in Russian; nothing typed is lost. The focus is the screen's own .focus()
// (document.activeElement); the keyboard's path through the checkout stays in the browser.

// Playwright's getByLabel matches a part of the label (the fields carry a required mark).
const field = (label: string) => screen.getByLabelText(new RegExp(label)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const valueOf = (label: string) => field(label).value;
const fieldErrors = () => [...document.querySelectorAll(".field__error")].map((e) => e.textContent);
/** Whether the focus is on the field of this label (named, so that a failure says where the focus is). */
const focusOn = (label: string) => expect(`focus on ${document.activeElement?.id}`).toBe(`focus on ${field(label).id}`);

it("ru: a wrong password and a too common one are refused in Russian inside the checkout; nothing typed is lost", async () => {
  await renderCheckout("/ru/checkout/?plan=vps-1");
  await findConfiguration();
  fireEvent.click(screen.getByRole("button", { name: "Продолжить" }));
  const calls: string[] = [];
  answerWith("/auth/_allauth/browser/v1/auth/", (real, init) => {
    if (init?.method === "POST") calls.push("auth call");
    return real();
  });
  // Nothing typed, then a wrong address: the step's own messages in Russian under the fields, with the focus on
  // the first wrong one, and no request.
  fireEvent.click(await screen.findByRole("button", { name: /Зарегистрироваться/ }));
  await waitFor(() => expect(fieldErrors()).toEqual(["Обязательное поле", "Обязательное поле"]));
  focusOn("Эл. почта");
  type("Эл. почта", "maria@");
  type("Пароль", "Blue-Harbour-42");
  fireEvent.click(screen.getByRole("button", { name: /Зарегистрироваться/ }));
  await waitFor(() => expect(fieldErrors()).toEqual(["Введите корректный адрес электронной почты"]));
  focusOn("Эл. почта");
  expect(calls).toEqual([]);
  const email = `common-${uniqueWord()}@example.com`;
  type("Эл. почта", email);
  type("Пароль", "qwerty123");
  fireEvent.click(screen.getByRole("button", { name: /Зарегистрироваться/ }));
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Этот пароль слишком простой или распространённый"));
  focusOn("Пароль");
  expect(calls).toEqual([]);
  expect(valueOf("Эл. почта")).toBe(email);
  expect(valueOf("Пароль")).toBe("qwerty123");

  fireEvent.click(screen.getByRole("tab", { name: /У меня есть/ }));
  type("Эл. почта", "complete@example.com");
  type("Пароль", "not-the-password");
  fireEvent.click(await screen.findByRole("button", { name: /Войти/ }));
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Неверный адрес электронной почты или пароль."));
  expect(valueOf("Эл. почта")).toBe("complete@example.com");
});
