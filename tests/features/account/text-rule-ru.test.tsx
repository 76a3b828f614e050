/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { gql, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 39: the text rule (src/lib/rules/text.ts) at the forms, before the request, with the catalogue's
// message in the page's language: the new-ticket form, a ticket's reply, a project, a legal entity. They sent
// the text and the sandbox removed the characters in silence (or stored them).
const REFUSED = "Поле содержит недопустимые символы.";
const submit = (form: HTMLElement) => fireEvent.click(within(form).getAllByRole("button").at(-1)!);

beforeAll(() => signIn("ru@example.com"));

it("a new ticket whose subject has NUL and U+202E is refused at the field, nothing sent", async () => {
  const before = (await gql<{ tickets: unknown[] }>("{ tickets { id } }")).tickets.length;
  await renderAccount("/ru/my/tickets/new/");
  const form = await screen.findByTestId("ticket-form");
  fireEvent.change(within(form).getByLabelText("Тема"), { target: { value: "\u0000\u202eДиск" } });
  fireEvent.change(within(form).getByLabelText("Сообщение"), { target: { value: "Строка 1\nСтрока 2" } });
  submit(form);
  expect((await within(form).findByText(REFUSED)).textContent).toBe(REFUSED);
  expect((await gql<{ tickets: unknown[] }>("{ tickets { id } }")).tickets).toHaveLength(before);
});

it("a reply with a BEL is refused at its field; line breaks and tabs are not", async () => {
  const { createTicket } = await gql<{ createTicket: { id: string } }>('mutation { createTicket(input: { subject: "Ответы", message: "Первое" }) { id } }');
  await renderAccount(`/ru/my/tickets/${createTicket.id}/`);
  const form = await screen.findByTestId("ticket-reply");
  fireEvent.change(within(form).getByLabelText("Сообщение"), { target: { value: "лог\u0007" } });
  submit(form);
  expect((await within(form).findByText(REFUSED)).textContent).toBe(REFUSED);
  fireEvent.change(within(form).getByLabelText("Сообщение"), { target: { value: "строка 1\n\tстрока 2" } });
  submit(form);
  await waitFor(async () => {
    const { ticket } = await gql<{ ticket: { messages: Array<{ body: string }> } }>(`{ ticket(id: ${createTicket.id}) { messages { body } } }`);
    expect(ticket.messages.map((m) => m.body)).toEqual(["Первое", "строка 1\n\tстрока 2"]);
  });
});

it("a project named with a BEL is refused at the field", async () => {
  await renderAccount("/ru/my/projects/");
  const create = await screen.findByRole("button", { name: "Новый проект" });
  // Offered once the projects are listed (the quota is counted from them).
  await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(create);
  const dialog = await screen.findByRole("dialog");
  fireEvent.change(within(dialog).getByLabelText("Название"), { target: { value: "Сайт\u0007" } });
  submit(dialog);
  expect((await within(dialog).findByText(REFUSED)).textContent).toBe(REFUSED);
});

it("a legal entity whose company has U+202E is refused at the field with the rule's message, not the English one", async () => {
  await renderAccount("/ru/my/legalentities/");
  fireEvent.click((await screen.findAllByRole("button", { name: "Добавить юридическое лицо" }))[0]!);
  const form = await screen.findByTestId("legal-entity-form");
  fireEvent.change(within(form).getByLabelText("Компания"), { target: { value: "Acme\u202e Ltd" } });
  submit(form);
  expect((await within(form).findByText(REFUSED)).textContent).toBe(REFUSED);
});
