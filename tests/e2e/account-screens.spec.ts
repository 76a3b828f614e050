import { test, expect, openAccount } from "./account-fixtures";

// Screenshots of the main account screens for review (test-results/shots); each also checks that the
// screen rendered its data without an error state.
const shots: Array<{ name: string; path: string; ready: string }> = [
  { name: "finance-en", path: "/my/finance/", ready: "balance" },
  { name: "finance-ru", path: "/ru/my/finance/", ready: "balance" },
];

for (const shot of shots) {
  test(`screenshot ${shot.name}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAccount(page, shot.path);
    await expect(page.getByTestId(shot.ready).first()).toBeVisible();
    await expect(page.getByTestId("error-state")).toHaveCount(0);
    await page.screenshot({ path: `test-results/shots/${shot.name}.png`, fullPage: true });
  });
}
