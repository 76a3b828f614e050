/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { authStore } from "../../../src/components/auth/auth-store";
import { findIn, gql, renderAccount, signIn, tabCall } from "../../support/feature/render-app";
import { createCustomer } from "../../support/feature/render-checkout";
import { answerWith, networkDown } from "../../support/feature/requests";
import { assertPdf } from "../../support/pdf";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The paid invoices' list with its PDFs, and a debts payment whose start fails (moved from
// tests/e2e/account-invoices.spec.ts, issue 38, decision 176 `## app27`). The browser keeps paying the debts by
// card through the hosted page (the gateway's round trip).
jest.setTimeout(120_000);

it("paid invoices list the sandbox's invoices with a valid PDF each", async () => {
  await signIn("complete@example.com");
  const { container } = await renderAccount("/my/finance/invoices/");
  const { paidInvoices } = await gql<{ paidInvoices: { total: number; items: Array<{ id: string; description: string }> } }>(
    "{ paidInvoices(page: 1, pageSize: 20) { total items { id description } } }",
  );
  const table = await screen.findByTestId("invoices-table");
  await waitFor(() => expect(table.querySelectorAll("tbody tr")).toHaveLength(paidInvoices.items.length));
  const first = paidInvoices.items[0]!;
  const row = await findIn(container, `[data-invoice-id="${first.id}"]`);
  expect(row.textContent).toContain(first.description);
  // What the link downloads (the browser's download event: the link's address, fetched by the tab).
  const link = within(row).getByRole("link", { name: `PDF of invoice #${first.id}` });
  const file = await tabCall(link.getAttribute("href")!);
  const text = assertPdf(Buffer.from(await file.arrayBuffer()));
  expect(text).toContain(`Invoice #${first.id}`);
  expect(text).toContain("Status: paid");
});

it("debts, a failed payment start: keeps the selection, shows the catalogue message, and the retry opens the payment page", async () => {
  // A customer of its own (the browser test's: the other debts test pays every debt of its customer).
  await createCustomer({ label: "debts" });
  await gql('mutation { createOrder(input: { planSlug: "vps-1", months: 1, name: "debt-retry" }) { paymentRef } }');
  // A page load asks the session again (render-auth.tsx does the same): the tab's auth store learns of the new customer.
  await act(() => authStore.refresh().then(() => undefined));
  await renderAccount("/my/finance/debts/");
  // Playwright's check(): once the debt's row is in, pressed, and then checked.
  await screen.findByLabelText(/^Select invoice #\d+$/);
  fireEvent.click(screen.getByLabelText("Select all"));
  await waitFor(() => expect((screen.getByLabelText("Select all") as HTMLInputElement).checked).toBe(true));
  let calls = 0;
  const stop = answerWith("/my/api/payment/unpaid-invoices/payment_container/", () => {
    calls += 1;
    return networkDown();
  });
  fireEvent.click(screen.getByRole("button", { name: "Pay selected" }));
  await waitFor(() => expect(calls).toBe(1));
  // One toast says both (Playwright's getByText matched a part of its text).
  await screen.findByText(/Failed to complete request/);
  await screen.findByText(/Request failed, try again in a few minutes\./);
  expect(window.location.pathname).toBe("/my/finance/debts/");
  expect((screen.getByLabelText("Select all") as HTMLInputElement).checked).toBe(true);
  stop();
  fireEvent.click(screen.getByRole("button", { name: "Pay selected" }));
  await waitFor(() => expect(window.location.pathname).toMatch(/^\/checkout\/pay\/p_[^/?]+\/$/));
});
