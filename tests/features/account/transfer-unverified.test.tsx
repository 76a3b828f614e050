/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen } from "@testing-library/react";
import { gql, gqlAnswer, renderAccount, signIn } from "../../support/feature/render-app";
import { createCustomer, NEW_CUSTOMER_PASSWORD, signOut } from "../../support/feature/auth-calls";
import { paidOrder } from "../../support/feature/orders";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// A new customer without personal data is given an order (moved from tests/e2e/account-projects.spec.ts ›
// transfer needs verified personal data). The tab signs up the new customer, then the complete demo customer
// gives the order, then the new customer signs in again: one tab in turn, where the browser test used two.
jest.setTimeout(120_000);

it("a new customer without personal data sees why transfer is closed, and the sandbox refuses it", async () => {
  const email = await createCustomer("feature.transfer");
  await signOut();
  await signIn("complete@example.com");
  const id = await paidOrder("e2e-gift");
  const moved = await gql<{ transferOrder: { recipient: string } }>("mutation($id: ID!, $r: String!) { transferOrder(id: $id, recipient: $r) { recipient } }", {
    id,
    r: email,
  });
  expect(moved.transferOrder.recipient).toBe(email);
  await signOut();
  await signIn(email, NEW_CUSTOMER_PASSWORD);

  await renderAccount(`/my/orders/${id}/`);
  expect((await screen.findByTestId("order-page")).textContent).toContain("e2e-gift");
  await screen.findByText("Verify your personal data before transferring orders.");
  expect(screen.queryAllByLabelText("Recipient's login or e-mail")).toHaveLength(0);
  const refused = await gqlAnswer('mutation($id: ID!) { transferOrder(id: $id, recipient: "ua@example.com") { recipient } }', { id });
  expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  expect((await gql<{ order: { id: string } }>("query($id: ID!) { order(id: $id) { id } }", { id })).order.id).toBe(id);
});
