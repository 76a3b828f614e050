import { test, expect, visit, logInThroughForm, resetLinkForNewAccount, uniqueEmail, USERS, PASSWORD } from "./fixtures";

// Each flow loads several pages against one shared sandbox; under the full suite's load 30 s is short.
test.describe.configure({ timeout: 60_000 });

// Issue 5: with the sandbox stopped (its paths aborted in the browser), each page shows the catalogue
// text and keeps what was typed.
const REQUEST_FAILED = "Request failed, try again in a few minutes.";

test("login", async ({ page, stopSandbox }) => {
  await visit(page, "/auth/login/");
  await page.getByLabel("E-mail").fill("anna@example.com");
  await page.getByLabel("Password", { exact: true }).fill("typed-password");
  await stopSandbox();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByTestId("form-error")).toHaveText(REQUEST_FAILED);
  await expect(page.getByLabel("E-mail")).toHaveValue("anna@example.com");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("typed-password");
});

test("login page opened while the sandbox is down still takes input and says why it fails", async ({ page, stopSandbox }) => {
  await stopSandbox();
  await visit(page, "/auth/login/");
  // The session call failed: said above the form at once, before anything is submitted.
  await expect(page.getByTestId("session-error")).toHaveText(REQUEST_FAILED);
  await page.getByLabel("E-mail").fill("anna@example.com");
  await page.getByLabel("Password", { exact: true }).fill("typed-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByTestId("form-error")).toHaveText(REQUEST_FAILED);
  await expect(page.getByLabel("E-mail")).toHaveValue("anna@example.com");
});

test("signup", async ({ page, stopSandbox }) => {
  await visit(page, "/auth/signup/");
  await page.getByLabel("E-mail").fill("new.customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Blue-Harbour-42");
  await page.getByLabel("I'm not a robot").check();
  await stopSandbox();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByTestId("form-error")).toHaveText(REQUEST_FAILED);
  await expect(page.getByLabel("E-mail")).toHaveValue("new.customer@example.com");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("Blue-Harbour-42");
});

test("password reset request", async ({ page, stopSandbox }) => {
  await visit(page, "/auth/password/reset/");
  await page.getByLabel("E-mail").fill("anna@example.com");
  await page.getByLabel("I'm not a robot").check();
  await stopSandbox();
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByTestId("form-error")).toHaveText(REQUEST_FAILED);
  await expect(page.getByLabel("E-mail")).toHaveValue("anna@example.com");
});

test("password reset by key: the check on load, and the new password", async ({ page, request, stopSandbox, problems }) => {
  problems.expectStatus(/\/auth\/signup$/, 401);
  const email = uniqueEmail("offline");
  const link = await resetLinkForNewAccount(page, request, email);

  await visit(page, link);
  await page.getByLabel("New password", { exact: true }).fill("Green-Meadow-77");
  await stopSandbox();
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByTestId("form-error")).toHaveText(REQUEST_FAILED);
  await expect(page.getByLabel("New password", { exact: true })).toHaveValue("Green-Meadow-77");

  await page.goto(link);
  await expect(page.getByTestId("form-error")).toHaveText(REQUEST_FAILED);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("2FA step", async ({ page, stopSandbox, problems }) => {
  problems.expectStatus(/\/auth\/login$/, 401);
  await logInThroughForm(page, USERS.twoFactor);
  await expect(page).toHaveURL(/\/auth\/2fa\/$/);
  await page.getByLabel("Authentication code").fill("123456");
  await stopSandbox();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("form-error")).toHaveText(REQUEST_FAILED);
  await expect(page.getByLabel("Authentication code")).toHaveValue("123456");
});

test("confirm-email link", async ({ page, stopSandbox }) => {
  await stopSandbox();
  await page.goto("/auth/confirm-email/v1-some-key/");
  await expect(page.getByTestId("form-error")).toHaveText(REQUEST_FAILED);
});

test("password change", async ({ page, stopSandbox }) => {
  await logInThroughForm(page, USERS.complete);
  await expect(page).toHaveURL(/\/my\/$/);
  await visit(page, "/auth/password/change/");
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("Green-Meadow-77");
  await stopSandbox();
  await page.getByRole("button", { name: "Change the password" }).click();
  await expect(page.getByTestId("form-error")).toHaveText(REQUEST_FAILED);
  await expect(page.getByLabel("New password", { exact: true })).toHaveValue("Green-Meadow-77");
});

for (const [lang, prefix, text] of [
  ["en", "", REQUEST_FAILED],
  ["ru", "/ru", "Запрос не выполнен, попробуйте через несколько минут."],
] as const) {
  test(`account area (${lang}): the session call fails, the page says so and offers a retry`, async ({ page, stopSandbox }) => {
    await stopSandbox();
    await page.goto(`${prefix}/my/`);
    await expect(page.getByTestId("form-error")).toHaveText(text);
    await expect(page).toHaveURL(new RegExp(`${prefix}/my/$`));
  });

  test(`personal data (${lang}): saving keeps what was typed`, async ({ page, stopSandbox }) => {
    await logInThroughForm(page, USERS.incomplete, PASSWORD, `${prefix}/my/personal/`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/my/personal/$`));
    const city = page.locator('input[autocomplete="address-level2"]');
    await city.fill("Utrecht");
    await page.locator('input[autocomplete="family-name"]').fill("de Vries");
    await page.locator('input[autocomplete="postal-code"]').fill("3511");
    await page.locator('input[autocomplete="street-address"]').fill("Oudegracht 1");
    await stopSandbox();
    await page.locator("form button[type=submit]").click();
    await expect(page.getByTestId("form-error")).toHaveText(text);
    await expect(city).toHaveValue("Utrecht");
  });
}
