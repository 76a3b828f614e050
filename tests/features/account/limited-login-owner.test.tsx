/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { screen, waitFor } from "@testing-library/react";
import { isDisabled, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The owner of the account a limited second login reads (decision 072; moved from tests/e2e/account-limited-login.spec.ts
// by issue 38): no limit, no note.
beforeAll(() => signIn("complete@example.com"));

it("the owner sees no limit", async () => {
  await renderAccount("/my/projects/");
  const button = await screen.findByRole("button", { name: "New project" });
  await waitFor(() => expect(isDisabled(button)).toBe(false));
  await screen.findByRole("link", { name: "Web shop" });
  expect(screen.queryByTestId("limited-note")).toBeNull();
});
