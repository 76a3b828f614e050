import type { Page, Route } from "@playwright/test";
import { test, expect, gqlData, openAccount, USERS } from "./fixtures";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

/** Intercepts one GraphQL operation; the others go through. */
async function breakOperation(page: Page, operationName: string, handle: (route: Route) => Promise<void>) {
  await page.route("**/my/api/graphql/", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string };
    if (body.operationName === operationName) return handle(route);
    return route.fallback();
  });
}

// The browser logs a failed request as a console error; these tests cause exactly that on purpose.
const allowFailedGraphql = (problems: { allow: (pattern: RegExp) => void }) => {
  problems.allow(/Failed to load resource.*\/my\/api\/graphql\//);
};

const cases: Array<{ name: string; detail: string; handle: (route: Route) => Promise<void> }> = [
  { name: "network down", detail: "Request failed, try again in a few minutes.", handle: (route) => route.abort("internetdisconnected") },
  {
    name: "GraphQL error",
    detail: "Something went wrong; our developers are already on it.",
    handle: (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ data: null, errors: [{ message: "Internal error", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }),
      }),
  },
  {
    name: "malformed data",
    detail: "Something went wrong; our developers are already on it.",
    handle: async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: { financeSummary: Record<string, unknown> } };
      json.data.financeSummary.balance = "lots";
      delete json.data.financeSummary.recentTransactions;
      await route.fulfill({ response, json });
    },
  },
];

for (const c of cases) {
  test(`finance parameters, ${c.name}: the named catalogue message, no white screen`, async ({ page, problems }) => {
    allowFailedGraphql(problems);
    await breakOperation(page, "FinanceOverview", c.handle);
    await openAccount(page, "/my/finance/");
    const state = page.getByTestId("error-state");
    await expect(state).toContainText("Failed to fetch finance parameters");
    await expect(state).toContainText(c.detail);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finance");
    await expect(page.getByRole("navigation", { name: "Finance sections" })).toBeVisible();
    // Retry once the server answers again.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await state.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("balance")).toBeVisible();
  });
}

test("transactions list, network down: its named message", async ({ page, problems }) => {
  allowFailedGraphql(problems);
  await breakOperation(page, "Transactions", (route) => route.abort("internetdisconnected"));
  await openAccount(page, "/my/finance/transactions/");
  await expect(page.getByTestId("error-state")).toContainText("Failed to fetch the list of transactions");
});

test("finance navigation state, GraphQL error: its named message beside the tabs", async ({ page }) => {
  await breakOperation(page, "FinanceNav", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: null, errors: [{ message: "boom" }] }) }),
  );
  // On the transactions page nothing else loads the finance summary, so the tab state stays failed.
  await openAccount(page, "/my/finance/transactions/");
  await expect(page.getByRole("navigation", { name: "Finance sections" })).toContainText("Failed to fetch finance page navigation state");
  await expect(page.getByTestId("transactions-table")).toBeVisible();
});

test("project orders, malformed data: its named message", async ({ page }) => {
  await breakOperation(page, "Project", async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: { project: { orders: Array<Record<string, unknown>> } } };
    json.data.project.orders[0]!.type = "spaceship";
    await route.fulfill({ response, json });
  });
  await openAccount(page, "/my/projects/");
  await page.getByRole("link", { name: "Web shop" }).click();
  await expect(page.getByTestId("error-state")).toContainText("Failed to fetch the list of project orders");
});

test("failed card removal keeps the card and says so; failed rename keeps what was typed", async ({ page, problems }) => {
  allowFailedGraphql(problems);
  await breakOperation(page, "RemoveCard", (route) => route.abort("internetdisconnected"));
  await openAccount(page, "/my/finance/");
  await page.getByTestId("saved-cards").getByRole("button", { name: "Remove" }).first().click();
  await page.getByRole("dialog", { name: "Remove the card?" }).getByRole("button", { name: "Remove card" }).click();
  await expect(page.locator(".toast--error")).toContainText("Failed to remove card");
  await expect(page.getByTestId("saved-cards").locator("li")).toHaveCount(2);

  await breakOperation(page, "RenameOrder", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: null, errors: [{ message: "boom" }] }) }),
  );
  await openAccount(page, "/my/projects/");
  await page.getByRole("link", { name: "Web shop" }).click();
  await page.getByTestId("project-page").locator("tbody tr").first().getByRole("link").click();
  await expect(page.getByTestId("order-page")).toBeVisible();
  const input = page.getByLabel("Name", { exact: true });
  const original = await input.inputValue();
  await input.fill(`${original}-typed`);
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(page.locator(".toast--error")).toContainText("Failed to rename order");
  await expect(input).toHaveValue(`${original}-typed`);
});

test("failed auto-renewal change: the named message, the switch goes back, the sandbox is unchanged", async ({ page, problems }) => {
  allowFailedGraphql(problems);
  const cards = async () =>
    (await gqlData<{ savedCards: Array<{ id: string; last4: string; autoRenewal: boolean }> }>(page, "{ savedCards { id last4 autoRenewal } }")).savedCards;
  const before = (await cards()).find((c) => c.last4 === "4242")!;
  await breakOperation(page, "SetCardAutoRenewal", (route) => route.abort("internetdisconnected"));
  await openAccount(page, "/my/finance/");
  const toggle = page.locator(`[data-card-id="${before.id}"]`).getByRole("switch", { name: "Auto-renewal" });
  await expect(toggle).toBeChecked({ checked: before.autoRenewal });
  await toggle.click();
  await expect(page.locator(".toast--error")).toContainText("Failed to update payment method");
  // The optimistic change is rolled back.
  await expect(toggle).toBeChecked({ checked: before.autoRenewal });
  expect((await cards()).find((c) => c.id === before.id)!.autoRenewal).toBe(before.autoRenewal);
});
