/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen, waitFor, within } from "@testing-library/react";
import { findIn, gql, isDisabled, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Issue 15 finding 8, decision 072 (moved from tests/e2e/account-limited-login.spec.ts by issue 38): a limited second
// login reads the owner's account and writes to support; the screens disable what it may not do and say why.
// The owner's side: limited-login-owner.test.tsx.
beforeAll(() => signIn("second@example.com"));

/** Disabled as Playwright's toBeDisabled reads it: its own attribute or aria-disabled, or a disabled fieldset around it. */
const disabled = async (role: string, name: string | RegExp) => {
  const found = await screen.findByRole(role, { name });
  await waitFor(() => expect(`${String(name)} disabled: ${isDisabled(found) || found.matches(":disabled")}`).toBe(`${String(name)} disabled: true`));
};

it("sees the owner's orders, projects and finance with their controls disabled and the reason beside them", async () => {
  const { orders } = await gql<{ orders: Array<{ id: string; paid: boolean }> }>("{ orders { id paid } }");
  await renderAccount(`/my/orders/${orders.find((o) => o.paid)!.id}/`);
  const note = await screen.findByTestId("limited-note");
  expect(note.textContent).toMatch(/^This login has limited access: it can view the account and write to support, but not pay or make changes\./);
  await disabled("button", "Rename");
  await disabled("combobox", "Move to project");
  await disabled("button", /^Transfer$/);

  await renderAccount("/my/projects/");
  await screen.findByTestId("limited-note");
  await disabled("button", "New project");
  await screen.findByRole("link", { name: "Web shop" });

  await renderAccount("/my/finance/");
  await screen.findByTestId("balance");
  const topUp = await screen.findByTestId("top-up-form");
  const amount = within(topUp).getByRole("textbox");
  await waitFor(() => expect(isDisabled(amount) || amount.matches(":disabled")).toBe(true));
  await screen.findByTestId("limited-note");

  // Support stays open to it.
  const { container } = await renderAccount("/my/tickets/new/");
  await findIn(container, "form textarea");
  expect(screen.queryByTestId("limited-note")).toBeNull();
});

it("in Russian: the reason in Russian, the controls disabled", async () => {
  await renderAccount("/ru/my/projects/");
  const note = await screen.findByTestId("limited-note");
  expect(note.textContent).toMatch(/^У этого входа ограниченный доступ: можно смотреть кабинет и писать в поддержку, но нельзя платить и что-либо менять\./);
  await disabled("button", "Новый проект");
});
