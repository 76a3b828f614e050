import { test, expect, USERS } from "./fixtures";

test.describe("signed in", () => {
  test.use({ user: USERS.russian, viewport: { width: 390, height: 844 } });
  test("language", async ({ page }) => {
    await page.goto("/ru/my/");
    await expect(page.getByTestId("dashboard")).toBeVisible({ timeout: 60000 });
    const group = page.getByRole("group", { name: /Язык интерфейса/ });
    await group.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/my\/$/);
    console.log("after en", await page.evaluate(() => localStorage.getItem("gatsby-i18next-language")));
    await page.getByRole("group", { name: /Interface language/ }).getByRole("button", { name: "Русский" }).click();
    await expect(page).toHaveURL(/\/ru\/my\/$/);
    console.log("after ru", await page.evaluate(() => localStorage.getItem("gatsby-i18next-language")));
    await page.getByRole("button", { name: "Выйти" }).first().click();
    await page.waitForURL(/auth\/login/);
    await page.waitForTimeout(1500);
    console.log("login url", page.url(), await page.locator("h1").filter({ visible: true }).textContent());
  });
  test("chat", async ({ page }) => {
    await page.goto("/ru/my/");
    await page.getByTestId("chat-launcher").click();
    const t0 = Date.now();
    await page.waitForTimeout(3000);
    console.log("dialogs", await page.getByRole("dialog").count(), await page.getByTestId("chat-launcher").getAttribute("aria-expanded"));
  });
});
