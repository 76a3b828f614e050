import { test, expect, visit } from "./fixtures";
import ruErrors from "../../locales/ru/errors.json";
import ruCommon from "../../locales/ru/common.json";
import ruAuth from "../../locales/ru/auth.json";

// The auth screens when their session call fails (a server error, or no answer): the form is shown, the
// failure's catalogue text (spec §8) and a retry stand above it, and nothing typed is lost by the retry.

test.describe.configure({ timeout: 60_000 });

test("in Russian on a phone with the API down: the account link's page and the login screen say so, and the login keeps its input", async ({
  page,
  stopSandbox,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/ru/");
  await stopSandbox();
  // From the home page's header: the account area cannot know the session, and says why, with a retry.
  await page.locator(".site-header").getByRole("link", { name: ruCommon.nav.account }).click();
  await expect(page).toHaveURL(/\/ru\/my\/$/);
  await expect(page.getByTestId("form-error")).toHaveText(ruErrors.requestFailed);
  await expect(page.getByRole("button", { name: ruCommon.session.retry })).toBeVisible();

  // The login screen the signed-out header link leads to: the notice above a form that still works.
  await visit(page, "/auth/login/?next=%2Fru%2Fmy%2F");
  await expect(page.getByRole("heading", { level: 1, name: ruAuth.login.title })).toBeVisible();
  await expect(page.getByTestId("session-error")).toHaveText(ruErrors.requestFailed);
  await expect(page.getByRole("button", { name: ruCommon.session.retry })).toBeVisible();
  await page.getByLabel(ruAuth.fields.email).fill("anna@example.com");
  await page.getByLabel(ruAuth.fields.password, { exact: true }).fill("typed-password");
  await page.getByRole("button", { name: ruAuth.login.submit }).click();
  await expect(page.getByTestId("form-error")).toHaveText(ruErrors.requestFailed);
  await expect(page.getByLabel(ruAuth.fields.email)).toHaveValue("anna@example.com");
  await expect(page.getByLabel(ruAuth.fields.password, { exact: true })).toHaveValue("typed-password");
  // Nothing sticks out sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/auth-session-failure-ru-390.png" });
});
