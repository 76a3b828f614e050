/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, waitFor, within } from "@testing-library/react";
import emailPromoIsland from "../../../src/islands/entries/email-promo";
import { NEW_CUSTOMER_PROMO } from "../../../src/features/email-promo/promo-terms";
import { renderIsland } from "../../support/feature/render-island";
import { answerPosts, toastAlert } from "../../support/feature/island-answers";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The contacts page's e-mail promo island (spec §7, §8; src/templates/parts/contacts-forms.tsx): a failed submit
// shows the catalogue message or the toast and keeps every field; the sandbox's answer is shown (moved from
// tests/e2e/forms.spec.ts; waking on the page, what was typed before it, the sent form's focus and scroll, the
// promo-hidden flag across page loads and the layout stay in the browser).

const GENERIC_RU = "Что-то пошло не так; наши разработчики уже разбираются.";
// Playwright's getByLabel matches a part of the label (here: without the required mark).
const PART = { exact: false };
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

it("e-mail promo (ru): joined field errors, 429 and 500 keep the address; success shows the new-customer discount", async () => {
  const PATH = "/my/api/email-promo/";
  const { percent, months } = NEW_CUSTOMER_PROMO;
  const island = await renderIsland(emailPromoIsland, { idPrefix: "contacts-promo", percent, months }, "/ru/contacts/", "email-promo-island");
  const form = [...island.querySelectorAll("form")].find((f) => f.textContent?.includes("Скидка 5% для новых клиентов"))!;
  const email = within(form).getByLabelText<HTMLInputElement>("Ваша почта", PART);
  const submit = within(form).getByRole("button", { name: "Получить код" });
  type(email, "client@example.com");

  let stop = answerPosts(PATH, 400, { email: ["Enter a valid email address"], page_url: ["This field is required"] });
  fireEvent.click(submit);
  await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe("Введите корректный адрес электронной почты Обязательное поле"));
  expect(email.value).toBe("client@example.com");
  stop();

  stop = answerPosts(PATH, 429);
  fireEvent.click(submit);
  expect((await toastAlert(island)).textContent).toBe("Слишком много попыток, попробуйте позже");
  expect(within(form).getByRole("alert").textContent).toBe("");
  expect(email.value).toBe("client@example.com");
  stop();

  stop = answerPosts(PATH, 500);
  fireEvent.click(submit);
  await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe(GENERIC_RU));
  expect(email.value).toBe("client@example.com");
  stop();

  fireEvent.click(submit);
  expect((await within(island).findByText(/скидка 5% на первые 3 месяца для новых клиентов/)).textContent).toContain(
    "скидка 5% на первые 3 месяца для новых клиентов",
  );
});
