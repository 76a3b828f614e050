import { readFileSync } from "node:fs";
import { uniqueWord } from "../support/unique";
import { test, expect, openAccount, gqlData, paidOrder, todayUtc, createCustomer, USERS } from "./fixtures";
import { parseCalendar, prop, unescapeText } from "../../src/lib/ical";
import { upcomingRenewals } from "../../src/lib/runway";

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

test.describe("renewal calendar", () => {
  // A customer of its own: other workers add paid orders to the demo customer while this test compares.
  test.use({ user: null });
  test("the .ics export is a valid calendar with the sandbox's renewals", async ({ page }) => {
    await createCustomer(page);
    await paidOrder(page, `cal-${uniqueWord()}`);
    await paidOrder(page, `cal-${uniqueWord()}`, "vps-2");
    await openAccount(page, "/my/finance/renewals/");
    const { orders } = await gqlData<{
      orders: Array<{ id: string; name: string; price: number; months: number; paid: boolean; paidUntil: string | null; cancelMark: boolean }>;
    }>(page, "{ orders { id name price months paid paidUntil cancelMark } }");
    const expected = upcomingRenewals(orders, todayUtc(), 12);
    await expect(page.getByTestId("renewals").locator("li[data-order-id]")).toHaveCount(expected.length);
    const download = page.waitForEvent("download");
    await page.getByTestId("export-ics").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("renewals.ics");
    const cal = parseCalendar(readFileSync((await file.path())!, "utf8"));
    const events = cal.children.filter((c) => c.name === "VEVENT");
    expect(events.map((e) => [prop(e, "DTSTART"), unescapeText(prop(e, "SUMMARY")!)])).toEqual(
      expected.map((r) => [r.date.replace(/-/g, ""), `Renewal: ${r.name}`]),
    );
    expect(new Set(events.map((e) => prop(e, "UID"))).size).toBe(events.length);
    expect(events.length, "both paid orders renew within the year").toBeGreaterThanOrEqual(2);
  });
});
