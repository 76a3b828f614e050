import { test, expect, openAccount, gqlData, paidOrder, USERS } from "./fixtures";
import { uniqueWord } from "../support/unique";
import { formatMoney } from "../../src/lib/money";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

type Created = { createOrder: { orders: Array<{ id: string; name: string }> } };
const createOrder = (page: Parameters<typeof gqlData>[0], name: string, projectId?: string) =>
  gqlData<Created>(page, "mutation($input: CreateOrderInput!) { createOrder(input: $input) { orders { id name } } }", {
    input: { planSlug: "vps-1", months: 1, name, ...(projectId ? { projectId } : {}) },
  });

// What the jsdom feature tests cannot show: the keyboard's focus (tests/features/account/projects.test.tsx has
// the rename, the tags' rules, the move and the sandbox's data; decision 176 `## acct`).
test("order page by keyboard: Enter adds a tag, removing one moves the focus to the next × then the field; the move button keeps the focus", async ({
  page,
}) => {
  const lab = (await gqlData<{ projects: Array<{ id: string; name: string }> }>(page, "{ projects { id name } }")).projects.find((p) => p.name === "Lab")!;
  const id = (await createOrder(page, "e2e-keyboard", lab.id)).createOrder.orders[0]!.id;
  await openAccount(page, `/my/orders/${id}/`);
  const tagField = page.getByRole("combobox", { name: "Add a tag" });
  await tagField.fill("e2e-tag");
  await tagField.press("Enter");
  await expect(page.getByRole("button", { name: "Remove tag e2e-tag" })).toBeVisible();
  await tagField.fill("e2e-second");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove tag e2e-second" })).toBeVisible();
  await page.getByRole("button", { name: "Remove tag e2e-tag" }).press("Enter");
  await expect(page.getByRole("button", { name: "Remove tag e2e-second" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Add a tag" })).toBeFocused();
  await expect
    .poll(async () => (await gqlData<{ order: { tags: string[] } }>(page, "query($id: ID!) { order(id: $id) { tags } }", { id })).order.tags)
    .toEqual([]);
  // The arrow keys browse the list without moving the order; the button moves it and keeps the focus.
  const moveList = page.getByLabel("Move to project");
  await moveList.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await moveList.selectOption({ label: "Web shop" });
  await expect(page.locator(".toast")).toHaveCount(0);
  const moveButton = page.getByRole("button", { name: "Move", exact: true });
  await moveButton.click();
  await expect(page.getByText("“e2e-keyboard” moved to Web shop")).toBeVisible();
  await expect(moveButton).toBeFocused();
  await expect(moveButton).toHaveAttribute("aria-disabled", "true");
});

test("tariff change shows the surcharge before paying, pays it on the payment page, and the sandbox's order gets the new plan", async ({ page }) => {
  const id = await paidOrder(page, `tariff-${uniqueWord()}`);
  await openAccount(page, `/my/orders/${id}/`);
  const box = page.getByTestId("tariff-change");
  await expect(box).toContainText("Current plan");
  const plan = await box.getByLabel("New plan").inputValue();
  await box.getByRole("button", { name: "Get the surcharge" }).click();
  const surcharge = box.getByTestId("surcharge");
  await expect(surcharge).toContainText(/€\d+\.\d\d/);
  const shown = await surcharge.locator("strong").textContent();
  await box.getByRole("button", { name: "Pay the surcharge" }).click();
  await page.waitForURL(/\/checkout\/pay\/p_[^/?]+\/$/);
  // The surcharge shown before paying is the payment's amount in the sandbox, and the page asks for it.
  const ref = /\/pay\/([^/]+)\//.exec(page.url())![1]!;
  const context = (await (await page.request.get(`/my/api/payment/${ref}/`)).json()) as { amount: number };
  expect(shown).toBe(formatMoney(context.amount, "EUR", "en"));
  await expect(page.getByTestId("to-pay")).toHaveText(shown!);
  expect((await gqlData<{ order: { planSlug: string } }>(page, "query($id: ID!) { order(id: $id) { planSlug } }", { id })).order.planSlug).toBe("vps-1");
  await page.getByRole("radio", { name: "Bank card" }).check();
  await page.getByTestId("pay").click();
  await page.waitForURL(/\/sandbox\/pay\/card\//);
  await page.getByRole("button", { name: "Pay (success)" }).click();
  await page.waitForURL(/\/my\/\?payment=paid/);
  const after = (await gqlData<{ order: { planSlug: string; restarts: number } }>(page, "query($id: ID!) { order(id: $id) { planSlug restarts } }", { id }))
    .order;
  expect(after).toEqual({ planSlug: plan, restarts: 1 });
});
