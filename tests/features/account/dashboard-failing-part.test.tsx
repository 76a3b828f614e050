/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, waitFor, within } from "@testing-library/react";
import { findIn, renderAccount, signIn } from "../../support/feature/render-app";
import { answerWith } from "../../support/feature/requests";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// A failing part of the dashboard (moved from tests/e2e/account-dashboard.spec.ts by issue 38): its transactions
// answer 500 (the browser test's page.route), the part says so in the catalogue's words and retries on its own
// button; the others stay live.
beforeAll(() => signIn("complete@example.com"));

it("a failing part says so in the catalogue's words and retries on its own; the others stay live", async () => {
  let fail = true;
  answerWith("/my/api/graphql/", (real, init) =>
    fail && /DashboardTransactions/.test(typeof init?.body === "string" ? init.body : "") ? new Response("{}", { status: 500 }) : real(),
  );
  const { container } = await renderAccount("/my/");
  const transactions = await findIn(container, '[data-part="transactions"]');
  await waitFor(() => expect(transactions.getAttribute("data-state")).toBe("error"));
  expect(within(transactions).getByTestId("part-error").textContent).toContain("Something went wrong; our developers are already on it.");
  await waitFor(() => expect(container.querySelector('[data-part="orders"]')?.getAttribute("data-state")).toBe("live"));
  fail = false;
  fireEvent.click(within(transactions).getByRole("button", { name: "Try again" }));
  await waitFor(() => expect(container.querySelector('[data-part="transactions"]')?.getAttribute("data-state")).toBe("live"));
});
