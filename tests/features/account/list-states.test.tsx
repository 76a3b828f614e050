/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderAccount, signIn } from "../../support/feature/render-app";
import { answerWith } from "../../support/feature/requests";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

/**
 * Every list of the account area has a loading, an error and an empty state (issue 6, item 10).
 * Loading and error: the list's query is held (skeleton on screen), then fails as "network down"; the
 * list's named catalogue message appears, the page keeps its heading (no white screen), and "Try again"
 * brings the sandbox's data. (Empty: list-empty.test.tsx, a customer without data.)
 */
beforeAll(() => signIn("complete@example.com"));

type ListCase = { path: string; operation: string; heading: string; message: string; ready: string };
const LISTS: ListCase[] = [
  {
    path: "/my/finance/transactions/",
    operation: "Transactions",
    heading: "Transactions",
    message: "Failed to fetch the list of transactions",
    ready: "transactions-table",
  },
  {
    path: "/my/finance/invoices/",
    operation: "PaidInvoices",
    heading: "Paid invoices",
    message: "Failed to fetch the list of invoices",
    ready: "invoices-table",
  },
  { path: "/my/finance/debts/", operation: "Debts", heading: "Debts", message: "Failed to fetch the list of unpaid invoices", ready: "debts-table" },
  {
    path: "/my/finance/renewals/",
    operation: "AccountOrders",
    heading: "Renewal calendar",
    message: "Failed to fetch the list of project orders",
    ready: "renewals",
  },
  {
    path: "/my/legalentities/",
    operation: "LegalEntities",
    heading: "Legal entities",
    message: "Failed to fetch the list of legal entities",
    ready: "legal-entities",
  },
  {
    path: "/my/legalentities/invoices/",
    operation: "CorporateInvoices",
    heading: "Corporate invoices",
    message: "Failed to fetch the list of corporate invoices",
    ready: "corporate-invoices",
  },
  {
    path: "/my/legalentities/recurring/",
    operation: "RecurringPayments",
    heading: "Recurring invoices",
    message: "Failed to fetch the list of recurring invoices",
    ready: "recurring-list",
  },
  { path: "/my/projects/", operation: "Projects", heading: "Projects", message: "Failed to fetch the list of projects", ready: "projects" },
  { path: "/my/ssh-keys/", operation: "SshKeys", heading: "SSH keys", message: "Failed to fetch the list of SSH keys", ready: "ssh-keys" },
  { path: "/my/tickets/", operation: "Tickets", heading: "Tickets", message: "Failed to fetch the list of tickets", ready: "support-staff" },
];

const operationOf = (init?: RequestInit) => (typeof init?.body === "string" ? (JSON.parse(init.body) as { operationName?: string }).operationName : undefined);

for (const list of LISTS) {
  it(`${list.path}: loading, then the named message when the network is down, then the data on retry`, async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let seen = 0;
    const stop = answerWith("/my/api/graphql/", async (real, init) => {
      if (operationOf(init) !== list.operation) return real();
      seen += 1;
      await held;
      throw new TypeError("Failed to fetch");
    });
    await renderAccount(list.path);
    await waitFor(() => expect(screen.queryAllByTestId("loading").length).toBeGreaterThan(0));
    await waitFor(() => expect(seen).toBeGreaterThan(0));
    release();
    const state = await screen.findByTestId("error-state");
    await waitFor(() => expect(state.textContent).toContain(list.message));
    expect(state.textContent).toContain("Request failed, try again in a few minutes.");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(list.heading);
    stop();
    fireEvent.click(within(state).getByRole("button", { name: "Try again" }));
    await screen.findByTestId(list.ready);
    await waitFor(() => expect(screen.queryAllByTestId("error-state")).toHaveLength(0));
  });
}
