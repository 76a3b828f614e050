import type { Page } from "@playwright/test";
import { test, expect, createCustomer, gqlData, openAccount, paidOrder, USERS } from "./fixtures";
import { uniqueWord } from "../support/unique";
import { goInApp } from "./account-walk";

// What a stranger's audit found in the account's dialogs (session 20): a failed save dropped the keyboard focus
// out of the open dialog (its button was `disabled` while saving), the cancel dialog printed an ISO date, and a
// toast ran its title and detail together.

test.describe.configure({ timeout: 90_000 });

/** Answers one GraphQL operation with a server error once the page has waited a moment; the rest go through. */
async function failOperation(page: Page, operationName: string) {
  await page.route("**/my/api/graphql/", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string };
    if (body.operationName !== operationName) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: null, errors: [{ message: "boom" }] }) });
  });
}

const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog, [role="dialog"]')));

// The English keyboard checks are steps of one test: one page load, the order pages reached in the app (issue 38).
test.describe("en, keyboard", () => {
  test("a failed save keeps the focus in the dialog; Rename keeps the focus on its button; Keep the order puts it on Cancel order", async ({
    page,
    problems,
  }) => {
    // A customer of its own: the orders it adds (one of them unpaid, a debt) would otherwise change the demo customer's
    // dashboard under the tests that read it meanwhile (its debts' count, its month cost).
    await createCustomer(page, { label: "focus" });
    const renamed = await gqlData<{ createOrder: { orders: Array<{ id: string }> } }>(
      page,
      'mutation { createOrder(input: { planSlug: "vps-1", months: 1, name: "e2e-focus" }) { orders { id } } }',
    );
    const kept = await paidOrder(page, `keep-${uniqueWord()}`);

    await test.step("a new project whose save fails keeps the focus in the dialog, says so in two sentences, and keeps the name", async () => {
      problems.allow(/Failed to load resource/);
      await failOperation(page, "CreateProject");
      await openAccount(page, "/my/projects/");
      await page.getByRole("button", { name: "New project" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Name", { exact: true }).fill("Typed by keyboard");
      // By keyboard on the dialog's own button: while it saves, the focus must not fall out of the dialog.
      await dialog.getByRole("button", { name: "New project" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator(".toast--error")).toHaveText(/^Can't create a new project\. \S/);
      await expect(dialog).toBeVisible();
      expect(await focusInDialog(page)).toBe(true);
      await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Typed by keyboard");
      // Still usable by keyboard: Tab stays in the dialog.
      await page.keyboard.press("Tab");
      expect(await focusInDialog(page)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    });

    await test.step("Rename by keyboard keeps the focus on its button, which then says there is nothing to save", async () => {
      await goInApp(page, `/my/orders/${renamed.createOrder.orders[0]!.id}/`);
      const rename = page.getByRole("button", { name: "Rename" });
      await expect(rename).toHaveAttribute("aria-disabled", "true");
      await page.getByLabel("Name", { exact: true }).fill("e2e-focus-renamed");
      await rename.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("The order was renamed")).toBeVisible();
      await expect(rename).toBeFocused();
      await expect(rename).toHaveAttribute("aria-disabled", "true");
      // Pressed again with nothing to save: no second call, no second toast.
      await page.keyboard.press("Enter");
      await expect(page.getByText("The order was renamed")).toHaveCount(1);
    });

    await test.step("Keep the order by keyboard: the mark goes, and the focus is on the Cancel order button in its place", async () => {
      await goInApp(page, `/my/orders/${kept}/`);
      await page.getByRole("button", { name: "Cancel order" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Cancel order" }).click();
      const keep = page.getByRole("button", { name: "Keep the order" });
      await expect(keep).toBeVisible();
      const sent: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/my/api/graphql/") && (r.postDataJSON() as { query?: string } | null)?.query?.includes("removeCancelMark")) sent.push(r.url());
      });
      await keep.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator(".toast", { hasText: "The cancelation mark was removed" })).toBeVisible();
      await expect(keep).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Cancel order" })).toBeFocused();
      expect(sent).toHaveLength(1);
    });
  });
});

// axe's best-practice rules the WCAG set leaves out (aria-allowed-role, heading-order on the payments page with the
// toasts' live regions; landmark-unique on the plan pages) need no layout: tests/features/account/axe-best-practice.test.tsx
// and tests/built/landmark-names.test.ts (issue 38).

test.describe("ru, 390 px", () => {
  test.use({ user: USERS.russian });

  test("an SSH key whose save fails keeps the focus in the dialog; the cancel dialog states its date in Russian; switching to English says 'Language saved.' in English", async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource/);
    await page.setViewportSize({ width: 390, height: 844 });
    await failOperation(page, "CreateSshKey");
    await openAccount(page, "/ru/my/ssh-keys/");
    await page.getByRole("button", { name: "Добавить ключ" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Название").fill("ноутбук");
    await dialog.getByLabel("Публичный ключ").fill("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl laptop");
    await dialog.getByRole("button", { name: "Добавить ключ" }).click();
    await expect(page.locator(".toast--error")).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await openAccount(page, "/ru/my/orders/13/");
    await page.getByRole("button", { name: "Отменить заказ" }).click();
    const cancel = page.getByRole("dialog");
    await expect(cancel).toContainText(/Заказ оплачен до \d{1,2} [а-я]+ \d{4} г\.:/);
    await expect(cancel).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await page.keyboard.press("Escape");
    await expect(cancel).toHaveCount(0);

    // Switching the account to English (last: it saves the customer's language) says "Language saved." in English.
    await goInApp(page, "/ru/my/");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/my\/$/);
    await expect(page.locator(".toast")).toHaveText("Language saved.");
  });
});
