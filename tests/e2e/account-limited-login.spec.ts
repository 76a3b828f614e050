import { test, expect, openAccount, gqlData, USERS } from "./fixtures";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// Issue 15 finding 8, decision 072: a limited second login reads the owner's account and writes to support;
// the screens disable what it may not do and say why, instead of failing on click.
test.describe("a limited second login", () => {
  test.use({ user: USERS.second });

  test("sees the owner's orders, projects and finance with their controls disabled and the reason beside them", async ({ page }) => {
    const { orders } = await gqlData<{ orders: Array<{ id: string; paid: boolean }> }>(page, "{ orders { id paid } }");
    await openAccount(page, `/my/orders/${orders.find((o) => o.paid)!.id}/`);
    await expect(page.getByTestId("limited-note")).toHaveText(
      /^This login has limited access: it can view the account and write to support, but not pay or make changes\./,
    );
    await expect(page.getByRole("button", { name: "Rename" })).toBeDisabled();
    await expect(page.getByRole("combobox", { name: "Move to project" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Transfer", exact: true })).toBeDisabled();

    await openAccount(page, "/my/projects/");
    await expect(page.getByTestId("limited-note")).toBeVisible();
    await expect(page.getByRole("button", { name: "New project" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Web shop" })).toBeVisible();

    await openAccount(page, "/my/finance/");
    await expect(page.getByTestId("balance")).toBeVisible();
    await expect(page.getByTestId("top-up-form").getByRole("textbox")).toBeDisabled();
    await expect(page.getByTestId("limited-note")).toBeVisible();

    // Support stays open to it.
    await openAccount(page, "/my/tickets/new/");
    await expect(page.getByTestId("limited-note")).toHaveCount(0);
  });

  test("in Russian: the reason in Russian, the controls disabled", async ({ page }) => {
    await openAccount(page, "/ru/my/projects/");
    await expect(page.getByTestId("limited-note")).toHaveText(
      /^У этого входа ограниченный доступ: можно смотреть кабинет и писать в поддержку, но нельзя платить и что-либо менять\./,
    );
    await expect(page.getByRole("button", { name: "Новый проект" })).toBeDisabled();
  });
});

test("the owner sees no limit", async ({ page }) => {
  await openAccount(page, "/my/projects/");
  await expect(page.getByRole("button", { name: "New project" })).toBeEnabled();
  await expect(page.getByTestId("limited-note")).toHaveCount(0);
});
