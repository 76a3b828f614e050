/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen, waitFor } from "@testing-library/react";
import { gqlAnswer, renderAccount, signIn, tabCall } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// A second login on the finance dashboard (moved from tests/e2e/account-finance.spec.ts by issue 38): the saved
// cards and the auto top-up are the owner's, hidden on the screen and refused by the sandbox.
beforeAll(() => signIn("second@example.com"));

it("cannot see saved cards: hidden in the UI and refused by the sandbox", async () => {
  await renderAccount("/my/finance/");
  await screen.findByTestId("balance");
  await waitFor(() => expect(screen.getByTestId("owner-only-note").textContent).toContain("available to the account owner only"));
  expect(screen.queryByTestId("saved-cards")).toBeNull();
  expect(screen.queryByTestId("auto-top-up")).toBeNull();
  const answer = await gqlAnswer("{ savedCards { id } }");
  expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  const rest = await tabCall("/my/api/payment/payment-methods/");
  expect(rest.status).toBe(403);
});
