import { test, expect, visit, USERS, PASSWORD } from "./fixtures";
import enErrors from "../../locales/en/errors.json";
import ruErrors from "../../locales/ru/errors.json";
import enCommon from "../../locales/en/common.json";
import ruCommon from "../../locales/ru/common.json";
import ruAuth from "../../locales/ru/auth.json";

// The auth screens when their session call fails (a server error, or no answer): the form is shown, the
// failure's catalogue text (spec §8) and a retry stand above it, and nothing typed is lost by the retry.

test.describe.configure({ timeout: 60_000 });

const SESSION = /\/auth\/_allauth\/browser\/v1\/auth\/session$/;

test("login: a 500 on the session call is said above the form; the retry keeps what was typed, then the sign-in works", async ({ page, problems }) => {
  problems.expectStatus(SESSION, 500);
  let failing = true;
  await page.route(SESSION, (route) =>
    failing && route.request().method() === "GET" ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" }) : route.fallback(),
  );
  await visit(page, "/auth/login/");
  const notice = page.getByTestId("session-error");
  await expect(notice).toHaveText(enErrors.generic);
  // Not the form's own error: the form has none yet, and it takes input.
  await expect(page.getByTestId("form-error")).toHaveCount(0);
  await page.getByLabel("E-mail").fill(USERS.complete);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);

  failing = false;
  await page.getByRole("button", { name: enCommon.session.retry }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByLabel("E-mail")).toHaveValue(USERS.complete);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/my\/$/);
});

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

for (const [path, button] of [
  ["/auth/signup/", "Sign up"],
  ["/auth/password/reset/", "Send the link"],
] as const) {
  test(`${path}: the session call's failure is said above the form, which still takes input`, async ({ page, problems }) => {
    problems.expectStatus(SESSION, 500);
    await page.route(SESSION, (route) =>
      route.request().method() === "GET" ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" }) : route.fallback(),
    );
    await visit(page, path);
    await expect(page.getByTestId("session-error")).toHaveText(enErrors.generic);
    await page.getByLabel("E-mail").fill("anna@example.com");
    await expect(page.getByLabel("E-mail")).toHaveValue("anna@example.com");
    await expect(page.getByRole("button", { name: button })).toBeEnabled();
  });
}
