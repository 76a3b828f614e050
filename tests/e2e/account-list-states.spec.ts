import type { Route } from "@playwright/test";
import { test, expect, gqlData, openAccount, visit, USERS } from "./fixtures";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

/**
 * Every list of the account area has a loading, an error and an empty state (issue 6, item 10).
 * Loading and error: the list's query is held (skeleton on screen), then fails as "network down"; the
 * list's named catalogue message appears, the page keeps its heading (no white screen), and "Try again"
 * brings the sandbox's data. Empty: a customer without data (the incomplete demo account) sees each
 * list's empty text, and the sandbox indeed has nothing for it.
 */
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

for (const list of LISTS) {
  test(`${list.path}: loading, then the named message when the network is down, then the data on retry`, async ({ page, problems }) => {
    problems.allow(/Failed to load resource.*\/my\/api\/graphql\//);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let seen = 0;
    await page.route("**/my/api/graphql/", async (route: Route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== list.operation) return route.fallback();
      seen += 1;
      await held;
      return route.abort("internetdisconnected");
    });
    expect(await visit(page, list.path)).toBe(200);
    await expect(page.getByTestId("loading").first()).toBeVisible();
    await expect.poll(() => seen).toBeGreaterThan(0);
    release();
    const state = page.getByTestId("error-state");
    await expect(state).toContainText(list.message);
    await expect(state).toContainText("Request failed, try again in a few minutes.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.heading);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await state.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId(list.ready)).toBeVisible();
    await expect(page.getByTestId("error-state")).toHaveCount(0);
    // The aborted request is logged by the browser; that is the failure this test causes.
  });
}

test.describe("a customer without data", () => {
  test.use({ user: USERS.incomplete });

  test("every list shows its empty state, and the sandbox has nothing for it", async ({ page }) => {
    const sandbox = await gqlData<{
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
      page,
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
      await openAccount(page, path);
      await expect(page.getByTestId("empty").first(), path).toContainText(text);
      await expect(page.getByTestId("error-state")).toHaveCount(0);
    }
    // The finance dashboard: no recent transactions, no saved cards, and auto top-up asks for a card first.
    await openAccount(page, "/my/finance/");
    await expect(page.getByTestId("empty").filter({ hasText: "No transactions yet" })).toBeVisible();
    await expect(page.getByTestId("empty").filter({ hasText: "No saved cards" })).toBeVisible();
    await expect(page.getByTestId("empty").filter({ hasText: "Auto top-up needs a saved card" })).toBeVisible();
    // Projects: only General, and it has no orders.
    await openAccount(page, "/my/projects/");
    await page.getByRole("link", { name: "General" }).click();
    await expect(page.getByTestId("empty")).toContainText("No orders in this project");
  });
});
