/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { findIn, gql, renderAccount, signIn } from "../../support/feature/render-app";
import { json, networkDown, onOperation } from "../../support/feature/requests";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// What each failure of an account call shows: the named catalogue message, no white screen, what was typed
// kept, an optimistic change rolled back. The complete demo customer.
beforeAll(() => signIn("complete@example.com"));

const graphqlError = (message: string, code?: string) => json({ data: null, errors: [{ message, ...(code ? { extensions: { code } } : {}) }] });
const toastError = () => findIn(document.body, ".toast--error");
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const cases: Array<{ name: string; detail: string; answer: (real: () => Promise<Response>) => Promise<Response> | Response }> = [
  { name: "network down", detail: "Request failed, try again in a few minutes.", answer: networkDown },
  {
    name: "GraphQL error",
    detail: "Something went wrong; our developers are already on it.",
    answer: () => graphqlError("Internal error", "INTERNAL_SERVER_ERROR"),
  },
  {
    name: "malformed data",
    detail: "Something went wrong; our developers are already on it.",
    answer: async (real) => {
      const body = (await (await real()).json()) as { data: { financeSummary: Record<string, unknown> } };
      body.data.financeSummary.balance = "lots";
      delete body.data.financeSummary.recentTransactions;
      return json(body);
    },
  },
];

for (const c of cases) {
  it(`finance parameters, ${c.name}: the named catalogue message, no white screen`, async () => {
    const stop = onOperation("FinanceOverview", c.answer);
    await renderAccount("/my/finance/");
    const state = await screen.findByTestId("error-state");
    await waitFor(() => expect(state.textContent).toContain("Failed to fetch finance parameters"));
    expect(state.textContent).toContain(c.detail);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Finance");
    screen.getByRole("navigation", { name: "Finance sections" });
    // Retry once the server answers again.
    stop();
    fireEvent.click(within(state).getByRole("button", { name: "Try again" }));
    await screen.findByTestId("balance");
  });
}

it("transactions list, network down: its named message", async () => {
  onOperation("Transactions", networkDown);
  await renderAccount("/my/finance/transactions/");
  await waitFor(() => expect(screen.getByTestId("error-state").textContent).toContain("Failed to fetch the list of transactions"));
});

it("finance navigation state, GraphQL error: its named message beside the tabs", async () => {
  onOperation("FinanceNav", () => graphqlError("boom"));
  // On the transactions page nothing else loads the finance summary, so the tab state stays failed.
  await renderAccount("/my/finance/transactions/");
  await waitFor(() =>
    expect(screen.getByRole("navigation", { name: "Finance sections" }).textContent).toContain("Failed to fetch finance page navigation state"),
  );
  await screen.findByTestId("transactions-table");
});

it("project orders, malformed data: its named message", async () => {
  onOperation("Project", async (real) => {
    const body = (await (await real()).json()) as { data: { project: { orders: Array<Record<string, unknown>> } } };
    body.data.project.orders[0]!.type = "spaceship";
    return json(body);
  });
  await renderAccount("/my/projects/");
  fireEvent.click(await screen.findByRole("link", { name: "Web shop" }));
  await waitFor(() => expect(screen.getByTestId("error-state").textContent).toContain("Failed to fetch the list of project orders"));
});

it("failed card removal keeps the card and says so; failed rename keeps what was typed", async () => {
  onOperation("RemoveCard", networkDown);
  await renderAccount("/my/finance/");
  const cards = await screen.findByTestId("saved-cards");
  fireEvent.click((await within(cards).findAllByRole("button", { name: "Remove" }))[0]!);
  fireEvent.click(within(await screen.findByRole("dialog", { name: "Remove the card?" })).getByRole("button", { name: "Remove card" }));
  await waitFor(async () => expect((await toastError()).textContent).toContain("Failed to remove card"));
  expect(screen.getByTestId("saved-cards").querySelectorAll("li")).toHaveLength(2);

  onOperation("RenameOrder", () => graphqlError("boom"));
  await renderAccount("/my/projects/");
  fireEvent.click(await screen.findByRole("link", { name: "Web shop" }));
  const project = await screen.findByTestId("project-page");
  const firstRow = await findIn(project, "tbody tr");
  fireEvent.click(within(firstRow).getByRole("link"));
  await screen.findByTestId("order-page");
  const input = (await screen.findByLabelText("Name", { exact: true })) as HTMLInputElement;
  const original = input.value;
  type(input, `${original}-typed`);
  fireEvent.click(screen.getByRole("button", { name: "Rename" }));
  await waitFor(async () => expect((await toastError()).textContent).toContain("Failed to rename order"));
  expect(input.value).toBe(`${original}-typed`);
});

it("failed auto-renewal change: the named message, the switch goes back, the sandbox is unchanged", async () => {
  const cards = async () =>
    (await gql<{ savedCards: Array<{ id: string; last4: string; autoRenewal: boolean }> }>("{ savedCards { id last4 autoRenewal } }")).savedCards;
  const before = (await cards()).find((c) => c.last4 === "4242")!;
  onOperation("SetCardAutoRenewal", networkDown);
  const { container } = await renderAccount("/my/finance/");
  const toggle = within(await findIn(container, `[data-card-id="${before.id}"]`)).getByRole("switch", { name: "Auto-renewal" });
  const checked = () => toggle.getAttribute("aria-checked") === "true" || (toggle as HTMLInputElement).checked === true;
  await waitFor(() => expect(checked()).toBe(before.autoRenewal));
  fireEvent.click(toggle);
  await waitFor(async () => expect((await toastError()).textContent).toContain("Failed to update payment method"));
  // The optimistic change is rolled back.
  await waitFor(() => expect(checked()).toBe(before.autoRenewal));
  expect((await cards()).find((c) => c.id === before.id)!.autoRenewal).toBe(before.autoRenewal);
});
