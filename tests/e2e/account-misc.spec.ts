import { test, expect, openAccount, gqlData, USERS } from "./fixtures";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

test("SSH keys: add with default for VPS, copy, delete; the sandbox follows", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openAccount(page, "/my/ssh-keys/");
  await page.getByRole("button", { name: "Add a key" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add a key" });
  await dialog.getByLabel("Name").fill("e2e key");
  await dialog.getByLabel("Public key").fill("not a key");
  await dialog.getByRole("button", { name: "Add a key" }).click();
  await expect(dialog.getByText("Enter a valid public SSH key")).toBeVisible();
  const key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE2eTestKeyForPlaywrightOnly0000000000000 e2e@test";
  await dialog.getByLabel("Public key").fill(key);
  await dialog.getByLabel("Default for new VPS").check();
  await dialog.getByRole("button", { name: "Add a key" }).click();
  await expect(page.getByText("The key was added")).toBeVisible();
  type K = { id: string; name: string; defaultForVps: boolean };
  const keys = async () => (await gqlData<{ sshKeys: K[] }>(page, "{ sshKeys { id name defaultForVps } }")).sshKeys;
  const mine = (await keys()).find((k) => k.name === "e2e key")!;
  expect(mine.defaultForVps).toBe(true);
  expect((await keys()).filter((k) => k.defaultForVps)).toHaveLength(1);
  const row = page.locator(`[data-key-id="${mine.id}"]`);
  await row.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("The key is copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // Deleting asks first (it used to delete on the first click); Cancel keeps the key and the focus on its button.
  await row.getByRole("button", { name: "Delete e2e key" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete the key “e2e key”?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Delete e2e key" })).toBeFocused();
  // By keyboard: the row goes, and the focus moves to Add a key rather than to the page.
  await page.keyboard.press("Enter");
  await page.getByRole("dialog", { name: "Delete the key “e2e key”?" }).getByRole("button", { name: "Delete", exact: true }).press("Enter");
  await expect(row).toHaveCount(0);
  await expect(page.getByText("The key was deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a key" }).first()).toBeFocused();
  await expect.poll(async () => (await keys()).some((k) => k.id === mine.id)).toBe(false);
});

// The renewal calendar's .ics export (a valid calendar with the sandbox's renewals) is a jsdom feature test:
// tests/features/account/transactions.test.tsx (issue 38).
