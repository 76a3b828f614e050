import { test, expect, gqlData, USERS } from "./fixtures";
import { goInApp, walkAccount } from "./account-walk";

// Signed in as the complete demo customer unless a group says otherwise; the account flows are long.
test.use({ user: USERS.complete });
test.describe.configure({ timeout: 120_000 });

// Screenshots of the main account screens for review (kept in test-results/ when SHOTS_DIR is unset);
// each also checks that the screen rendered its data without an error state. One page per language: a page
// load, then the app's own navigation (account-walk.ts; issue 38: a sign-in and a page load per shot cost 84 s).
const dir = process.env.SHOTS_DIR ?? "test-results/shots";
const shots: Array<{ name: string; path: string; ready: string }> = [
  { name: "finance-en", path: "/my/finance/", ready: "balance" },
  { name: "projects-en", path: "/my/projects/", ready: "projects" },
  { name: "corporate-invoices-en", path: "/my/legalentities/invoices/", ready: "corporate-invoices" },
  { name: "legal-entities-en", path: "/my/legalentities/", ready: "legal-entities" },
  { name: "renewals-en", path: "/my/finance/renewals/", ready: "renewals" },
  { name: "finance-ru", path: "/ru/my/finance/", ready: "balance" },
  { name: "transactions-ru", path: "/ru/my/finance/transactions/", ready: "transactions-table" },
];

// One test, a step per language (one sign-in; each language is a page load of its own, issue 38).
test("screenshots of the English account screens, the project page and an overdue order page with renewal; the Russian finance screens and the top-up payment page", async ({
  page,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await test.step("en", async () => {
    const english = shots.filter((s) => !s.path.startsWith("/ru/"));
    await walkAccount(
      page,
      english.map((s) => s.path),
      async (path) => {
        const shot = english.find((s) => s.path === path)!;
        await expect(page.getByTestId(shot.ready).first(), shot.name).toBeVisible();
        await expect(page.getByTestId("error-state"), shot.name).toHaveCount(0);
        await page.screenshot({ path: `${dir}/${shot.name}.png`, fullPage: true });
      },
    );
    await goInApp(page, "/my/projects/");
    await goInApp(page, page.getByRole("link", { name: "Web shop" }));
    await expect(page.getByTestId("project-page")).toBeVisible();
    await page.screenshot({ path: `${dir}/project-page-en.png`, fullPage: true });

    const { orders } = await gqlData<{ orders: Array<{ id: string; overdueDays: number }> }>(page, "{ orders { id overdueDays } }");
    await goInApp(page, `/my/orders/${orders.find((o) => o.overdueDays > 0)!.id}/`);
    await expect(page.getByTestId("renew-order")).toBeVisible();
    await page.screenshot({ path: `${dir}/order-overdue-en.png`, fullPage: true });
  });
  await test.step("ru", async () => {
    const russian = shots.filter((s) => s.path.startsWith("/ru/"));
    await walkAccount(
      page,
      russian.map((s) => s.path),
      async (path) => {
        const shot = russian.find((s) => s.path === path)!;
        await expect(page.getByTestId(shot.ready).first(), shot.name).toBeVisible();
        await expect(page.getByTestId("error-state"), shot.name).toHaveCount(0);
        await page.screenshot({ path: `${dir}/${shot.name}.png`, fullPage: true });
      },
    );
    await goInApp(page, "/ru/my/finance/");
    await page.getByTestId("top-up-form").getByRole("textbox").fill("25");
    await page.getByTestId("top-up-form").getByRole("button").click();
    await expect(page.getByTestId("to-pay")).toBeVisible();
    await page.screenshot({ path: `${dir}/top-up-payment-page-ru.png`, fullPage: true });
  });
});
