/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { gql, renderAccount, signIn } from "../../support/feature/render-app";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// Every list of the account area has an empty state (issue 6, item 10): a customer without data (the
// incomplete demo account) sees each list's empty text, and the sandbox indeed has nothing for it.
beforeAll(() => signIn("incomplete@example.com"));

it("every list shows its empty state, and the sandbox has nothing for it", async () => {
  const sandbox = await gql<{
    transactions: { total: number };
    paidInvoices: { total: number };
    debts: unknown[];
    legalEntities: unknown[];
    corporateInvoices: unknown[];
    recurringPayments: unknown[];
    sshKeys: unknown[];
    tickets: unknown[];
    orders: unknown[];
    savedCards: unknown[];
  }>(
    "{ transactions(page: 1, pageSize: 20) { total } paidInvoices(page: 1, pageSize: 20) { total } debts { id } legalEntities { id } corporateInvoices { id } recurringPayments { id } sshKeys { id } tickets { id } orders { id } savedCards { id } }",
  );
  expect(sandbox).toEqual({
    transactions: { total: 0 },
    paidInvoices: { total: 0 },
    debts: [],
    legalEntities: [],
    corporateInvoices: [],
    recurringPayments: [],
    sshKeys: [],
    tickets: [],
    orders: [],
    savedCards: [],
  });
  const empties: Array<[string, string]> = [
    ["/my/finance/transactions/", "No transactions yet"],
    ["/my/finance/invoices/", "No paid invoices yet"],
    ["/my/finance/debts/", "No debts"],
    ["/my/finance/renewals/", "Nothing renews in the next 12 months"],
    ["/my/legalentities/", "No legal entities yet"],
    ["/my/legalentities/invoices/", "No corporate invoices yet"],
    ["/my/legalentities/recurring/", "No recurring invoices"],
    ["/my/ssh-keys/", "No SSH keys"],
    ["/my/tickets/", "No tickets yet"],
  ];
  for (const [path, text] of empties) {
    await renderAccount(path);
    const [empty] = await screen.findAllByTestId("empty");
    expect([path, empty!.textContent]).toEqual([path, expect.stringContaining(text)]);
    expect(screen.queryAllByTestId("error-state")).toHaveLength(0);
  }
  // The finance dashboard: no recent transactions, no saved cards, and auto top-up asks for a card first.
  await renderAccount("/my/finance/");
  const emptyWith = (text: string) => waitFor(() => expect(screen.getAllByTestId("empty").some((e) => e.textContent?.includes(text))).toBe(true));
  await emptyWith("No transactions yet");
  await emptyWith("No saved cards");
  await emptyWith("Auto top-up needs a saved card");
  // Projects: only General, and it has no orders.
  await renderAccount("/my/projects/");
  fireEvent.click(await screen.findByRole("link", { name: "General" }));
  await waitFor(() => expect(screen.getByTestId("empty").textContent).toContain("No orders in this project"));
});
