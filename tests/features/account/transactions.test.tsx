/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { findIn, gql, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Moved from tests/e2e/account-transactions.spec.ts (decision 176 `## acct`); the CSV downloads stay there.
beforeAll(() => signIn("complete@example.com"));

it("transactions paginate and can show amounts without VAT", async () => {
  const { container } = await renderAccount("/my/finance/transactions/");
  const all = await gql<{ transactions: { total: number; items: Array<{ id: string; amount: number; amountWithoutVat: number }> } }>(
    "{ transactions(page: 1, pageSize: 20) { total items { id amount amountWithoutVat } } }",
  );
  await waitFor(() => expect(screen.getByTestId("pager-status").textContent).toContain(`${all.transactions.total} transactions`));
  const first = all.transactions.items.find((tx) => tx.amount !== tx.amountWithoutVat)!;
  const row = await findIn(container, `[data-transaction-id="${first.id}"]`);
  fireEvent.click(screen.getByLabelText("Amounts without VAT"));
  await screen.findByRole("columnheader", { name: "Without VAT" });
  await waitFor(() => expect(row.textContent).toContain(first.amountWithoutVat.toFixed(2).replace("-", "")));
  fireEvent.change(screen.getByLabelText("Period start"), { target: { value: "2026-12-31" } });
  fireEvent.change(screen.getByLabelText("Period end"), { target: { value: "2026-01-01" } });
  await screen.findByText("The period end is before its start");
});
