/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { findIn, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The customer without personal data (moved from tests/e2e/auth-account.spec.ts by issue 38): the dashboard asks for
// it until all six fields are filled; the form refuses an empty one, then saves, and the dashboard stops asking.
beforeAll(() => signIn("incomplete@example.com"));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it("personal data: incomplete until all six fields are filled, then saved", async () => {
  const { container } = await renderAccount("/my/");
  // Issue 19: incomplete personal data is one of the things the dashboard lists as needing action.
  const attention = await screen.findByTestId("dash-attention");
  await waitFor(() => expect(within(attention).getByTestId("profile-status").textContent).toContain("Personal data incomplete"));
  fireEvent.click(screen.getByRole("link", { name: "Fill in your personal data" }));
  await screen.findByLabelText("Last name");
  type("Last name", "de Vries");
  type("City", "Utrecht");
  type("Postal code", "3511");
  type("Address", "");
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await screen.findByText("This field is required");
  type("Address", "Oudegracht 1");
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.getAllByRole("status").some((s) => s.textContent?.includes("Personal data saved."))).toBe(true));
  fireEvent.click(within(screen.getByTestId("account-menu")).getByRole("link", { name: "Dashboard" }));
  // Complete now: the dashboard no longer asks for it (its attention part is live without that item).
  const part = await findIn(container, '[data-part="attention"]');
  await waitFor(() => expect(part.getAttribute("data-state")).toBe("live"));
  expect(screen.queryByTestId("profile-status")).toBeNull();
});
