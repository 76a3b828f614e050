/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { findIn, gql, renderAccount, signIn } from "../../support/feature/render-app";
import { uniqueWord } from "../../support/unique";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Moved from tests/e2e/account-misc.spec.ts (decision 176 `## acct`): the SSH keys dialog of a VPS order, and a
// new ticket with the support staff's status, of the complete demo customer.
beforeAll(() => signIn("complete@example.com"));
jest.setTimeout(120_000);

it("SSH keys dialog opens from a VPS order", async () => {
  const vps = (await gql<{ orders: Array<{ id: string }> }>("{ orders(type: vps) { id } }")).orders[0]!;
  await renderAccount(`/my/orders/${vps.id}/`);
  fireEvent.click(await screen.findByRole("button", { name: "SSH keys" }));
  const dialog = await screen.findByRole("dialog", { name: "SSH keys" });
  await waitFor(() => expect(within(dialog).getByTestId("ssh-keys").textContent).toContain("laptop"));
});

it("new ticket at /my/tickets/new/ with staff status; the sandbox has it", async () => {
  const { container } = await renderAccount("/my/tickets/new/");
  const staff = await screen.findByTestId("support-staff");
  expect((await findIn(staff, '[data-status="online"]')).textContent).toContain("Online");
  expect((await findIn(staff, '[data-status="break"]')).textContent).toContain("On a break");
  expect((await findIn(staff, '[data-status="offline"]')).textContent).toContain("Offline");
  const form = within(screen.getByTestId("ticket-form"));
  fireEvent.click(form.getByRole("button", { name: "Send" }));
  await form.findAllByText("This field is required");
  const subject = `Feature ticket ${uniqueWord()}`;
  fireEvent.change(form.getByLabelText("Subject"), { target: { value: subject } });
  const about = form.getByLabelText("About order") as HTMLSelectElement;
  const option = await waitFor(() => {
    const found = [...about.options].find((o) => o.textContent === "shop-app-1 · VPS");
    if (!found) throw new Error("no option shop-app-1 · VPS");
    return found;
  });
  fireEvent.change(about, { target: { value: option.value } });
  fireEvent.change(form.getByLabelText("Message"), { target: { value: "The server does not answer on port 22." } });
  fireEvent.click(form.getByRole("button", { name: "Send" }));
  await waitFor(() => expect(window.location.pathname).toMatch(/\/my\/tickets\/$/));
  await screen.findByText("Your ticket was sent");
  const { tickets } = await gql<{ tickets: Array<{ id: string; subject: string; orderId: string | null; status: string }> }>(
    "{ tickets { id subject orderId status } }",
  );
  const mine = tickets.find((t) => t.subject === subject)!;
  expect(mine).toMatchObject({ status: "open" });
  expect(mine.orderId).not.toBeNull();
  expect((await findIn(container, `[data-ticket-id="${mine.id}"]`)).textContent).toContain(subject);
});
