import type { Locator, Page } from "@playwright/test";
import { test, expect, openAccount, gqlData, USERS } from "./fixtures";
import { violations } from "./axe";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// Dialogs trap and return focus (issue 8 item 3), keyboard only: every modal of the account is opened
// with Enter from its opener, Tab and Shift+Tab go round inside it (past its last and first control),
// Escape closes it, and the focus is back on the opener. All of them are the one shared Dialog
// (src/components/app-ui/dialog.tsx); this proves each use of it.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);
const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);

/** Walks once round the dialog with `key` (one press more than it has controls): the focus never leaves it. */
async function goRound(page: Page, dialog: Locator, key: "Tab" | "Shift+Tab"): Promise<void> {
  // A radio group is one Tab stop.
  const controls = await dialog.evaluate((el, selector) => {
    const visible = [...el.querySelectorAll<HTMLElement>(selector)].filter((c) => c.offsetParent !== null);
    const groups = new Set(visible.filter((c) => c instanceof HTMLInputElement && c.type === "radio").map((c) => (c as HTMLInputElement).name));
    return visible.filter((c) => !(c instanceof HTMLInputElement && c.type === "radio")).length + groups.size;
  }, FOCUSABLE);
  expect(controls, "the dialog has controls to go round").toBeGreaterThan(0);
  const seen = new Set<string>();
  for (let i = 0; i <= controls + 1; i++) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `${key} #${i + 1} stays inside the dialog`).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? ""));
  }
  // Round and back to the start: every control was visited (the focus did not stick on one).
  expect(seen.size).toBe(controls);
}

/**
 * Opens the dialog from `opener` with the keyboard, checks the trap both ways, closes it with Escape
 * and checks the focus is back on the opener. `inside` runs with the dialog open (nested dialogs).
 */
async function checkDialog(page: Page, opener: Locator, name: string | RegExp, inside?: (dialog: Locator) => Promise<void>): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog), "focus moves into the dialog").toBe(true);
  // The open dialog itself passes the WCAG 2.2 AA rules of axe (the account screens behind it are checked by
  // accessibility-account.spec.ts); axe's script put into the page once per load (./axe.ts), not once per dialog.
  expect(await violations(page, "all", "dialog[open]"), "axe in the open dialog").toEqual([]);
  await goRound(page, dialog, "Tab");
  await goRound(page, dialog, "Shift+Tab");
  await inside?.(dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => hasFocus(opener), "focus returns to the opener").toBe(true);
}

test("projects: New project and Delete project dialogs trap and return focus", async ({ page }) => {
  await openAccount(page, "/my/projects/");
  await checkDialog(page, page.getByRole("button", { name: "New project" }), "New project");
  // The dialog closed, the list is still on show: on to the project in the app (no second page load).
  await page.getByRole("link", { name: "Web shop" }).click();
  await expect(page.getByRole("heading", { name: "Web shop", level: 1 })).toBeVisible();
  await checkDialog(page, page.getByRole("button", { name: "Delete project" }), /Web shop/);
});

test("a VPS order: SSH keys dialog with its nested Add a key dialog, and the cancel confirmation", async ({ page }) => {
  const { orders } = await gqlData<{ orders: Array<{ id: string; type: string; cancelMark: boolean }> }>(page, "{ orders { id type cancelMark } }");
  const vps = orders.find((o) => o.type === "vps" && !o.cancelMark) ?? orders.find((o) => o.type === "vps");
  expect(vps?.type, "the demo customer has a VPS order").toBe("vps");
  await openAccount(page, `/my/orders/${vps!.id}/`);
  await checkDialog(page, page.getByRole("button", { name: "SSH keys" }), "SSH keys", async (outer) => {
    // A dialog opened from a dialog: Escape closes only the inner one, the focus goes back into the outer.
    const add = outer.getByRole("button", { name: "Add a key" });
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    const inner = page.getByRole("dialog", { name: "Add a key" });
    await expect(inner).toBeVisible();
    await page.screenshot({ path: "test-results/screens/dialog-nested-ssh-keys.png" });
    await goRound(page, inner, "Tab");
    await page.keyboard.press("Escape");
    await expect(inner).toHaveCount(0);
    await expect(outer).toBeVisible();
    await expect.poll(() => hasFocus(add), "focus returns to Add a key").toBe(true);
  });
  const cancel = page.getByRole("button", { name: "Cancel order" });
  if ((await cancel.count()) > 0) await checkDialog(page, cancel, /^Cancel “/);
});
