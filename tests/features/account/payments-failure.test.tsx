/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen, waitFor } from "@testing-library/react";
import { renderAccount } from "../../support/feature/render-app";
import { createCustomer } from "../../support/feature/auth-calls";
import { json, onOperation } from "../../support/feature/requests";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Moved from tests/e2e/account-ledger.spec.ts › the payments page says when the list cannot be loaded: a new
// customer of its own, the Payments query answered with a 500.
beforeAll(() => createCustomer("feature.payments"));

it("the payments page says when the list cannot be loaded", async () => {
  onOperation("Payments", () => json({ errors: [{ message: "boom" }] }, 500));
  await renderAccount("/my/finance/payments/");
  const error = await screen.findByTestId("error-state");
  await waitFor(() => expect(error.textContent).toContain("Failed to fetch the list of payments"));
});
