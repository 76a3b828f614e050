/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, within } from "@testing-library/react";
import { ACCOUNT_QUOTAS } from "@/lib/rules/quotas";
import { findHeading, gql, isDisabled, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 39: the open-ticket quota (20) is known to the screens that list the tickets; like the SSH keys and
// projects screens they say it before the request, not only through the sandbox's refusal after it.
const NOTE = "You can have at most 20 open tickets. Close one to open another.";

beforeAll(async () => {
  await signIn("second@example.com");
  const { tickets } = await gql<{ tickets: Array<{ status: string }> }>("{ tickets { status } }");
  const open = tickets.filter((tk) => tk.status !== "closed").length;
  for (let i = open; i < ACCOUNT_QUOTAS.openTickets - 1; i++)
    await gql('mutation($s: String!) { createTicket(input: { subject: $s, message: "Quota" }) { id } }', { s: `Ticket ${i}` });
});

it("one below the quota, the list and the form say nothing of it", async () => {
  await renderAccount("/my/tickets/new/");
  await findHeading("New ticket");
  expect(screen.queryByTestId("tickets-quota")).toBeNull();
  expect(isDisabled(screen.getByRole("button", { name: "Send" }))).toBe(false);
});

it("at the quota, the list says it and the form says it at its button, which sends nothing", async () => {
  await gql('mutation { createTicket(input: { subject: "The twentieth", message: "Quota" }) { id } }');
  await renderAccount("/my/tickets/");
  expect((await screen.findByTestId("tickets-quota")).textContent).toBe(NOTE);

  await renderAccount("/my/tickets/new/");
  const form = await screen.findByTestId("ticket-form");
  expect((await within(form).findByTestId("tickets-quota")).textContent).toBe(NOTE);
  const submit = within(form).getByRole("button", { name: "Send" });
  expect(isDisabled(submit)).toBe(true);
  expect(submit.getAttribute("aria-describedby")).toBe("tickets-quota");
  fireEvent.change(within(form).getByLabelText("Subject"), { target: { value: "One more" } });
  fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Please" } });
  fireEvent.click(submit);
  const { tickets } = await gql<{ tickets: Array<{ subject: string }> }>("{ tickets { subject } }");
  expect(tickets.map((tk) => tk.subject)).not.toContain("One more");
});
