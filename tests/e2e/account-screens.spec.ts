import { test, expect, openAccount, gqlData, USERS } from "./fixtures";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// Screenshots of the main account screens for review (kept in test-results/ when SHOTS_DIR is unset);
// each also checks that the screen rendered its data without an error state.
const dir = process.env.SHOTS_DIR ?? "test-results/shots";
const shots: Array<{ name: string; path: string; ready: string }> = [
  { name: "finance-en", path: "/my/finance/", ready: "balance" },
  { name: "finance-ru", path: "/ru/my/finance/", ready: "balance" },
  { name: "projects-en", path: "/my/projects/", ready: "projects" },
  { name: "corporate-invoices-en", path: "/my/legalentities/invoices/", ready: "corporate-invoices" },
  { name: "legal-entities-en", path: "/my/legalentities/", ready: "legal-entities" },
  { name: "renewals-en", path: "/my/finance/renewals/", ready: "renewals" },
  { name: "transactions-ru", path: "/ru/my/finance/transactions/", ready: "transactions-table" },
];

for (const shot of shots) {
  test(`screenshot ${shot.name}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAccount(page, shot.path);
    await expect(page.getByTestId(shot.ready).first()).toBeVisible();
    await expect(page.getByTestId("error-state")).toHaveCount(0);
    await page.screenshot({ path: `${dir}/${shot.name}.png`, fullPage: true });
  });
}

test("screenshot project page (en)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAccount(page, "/my/projects/");
  await page.getByRole("link", { name: "Web shop" }).click();
  await expect(page.getByTestId("project-page")).toBeVisible();
  await page.screenshot({ path: `${dir}/project-page-en.png`, fullPage: true });
});

test("screenshot overdue order page with renewal (en) and the top-up payment page (ru)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { orders } = await gqlData<{ orders: Array<{ id: string; overdueDays: number }> }>(page, "{ orders { id overdueDays } }");
  await openAccount(page, `/my/orders/${orders.find((o) => o.overdueDays > 0)!.id}/`);
  await expect(page.getByTestId("renew-order")).toBeVisible();
  await page.screenshot({ path: `${dir}/order-overdue-en.png`, fullPage: true });
  await openAccount(page, "/ru/my/finance/");
  await page.getByTestId("top-up-form").getByRole("textbox").fill("25");
  await page.getByTestId("top-up-form").getByRole("button").click();
  await expect(page.getByTestId("to-pay")).toBeVisible();
  await page.screenshot({ path: `${dir}/top-up-payment-page-ru.png`, fullPage: true });
});
