import { test, expect, visit, logInThroughForm, createCustomer, uniqueEmail, USERS, PASSWORD } from "./fixtures";

test.describe.configure({ timeout: 60_000 });

const INCORRECT_CAPTCHA = "Incorrect captcha entered, try again";

// Decision 006/007: the sandbox verifies the token of the captcha check (its site key, one use only).
test("password reset request: a token of another site key is refused with the catalogue text", async ({ page, problems }) => {
  problems.expectStatus(/\/auth\/password\/request$/, 400);
  await visit(page, "/auth/password/reset/");
  await page.getByLabel("E-mail").fill("anna@example.com");
  await page.getByLabel("I'm not a robot").check();
  await page.route(/\/auth\/password\/request$/, (route) =>
    route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), captcha: "sandbox-captcha.6Lc-someone-else.abc" }) }),
  );
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.locator(".field__error").filter({ hasText: INCORRECT_CAPTCHA })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("anna@example.com");
});

test("password update: a wrong current password is refused, the right one changes it for the next login", async ({ page, problems, csrfChecks }) => {
  problems.expectStatus(/\/account\/password\/change$/, 400);
  problems.expectStatus(/\/auth\/login$/, 400);
  const email = await createCustomer(page, { password: "Blue-Harbour-42", label: "change", personalData: false });
  await visit(page, "/my/");
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/auth\/password\/change\/$/);
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  // The site header of the auth pages has its strings (not raw keys).
  await expect(page.locator("header").first()).toContainText("Help centre");
  await expect(page.locator("body")).not.toContainText(/\b(site\.menu|supportChat)\.\w+/);
  // Nothing typed as the current password: said at the field, with no request (allauth's answer to a wrong
  // one, "Please type your current password.", read as if the field were empty).
  await page.getByLabel("New password", { exact: true }).fill("Green-Meadow-77");
  await page.getByRole("button", { name: "Change the password" }).click();
  await expect(page.getByText("This field is required")).toBeVisible();
  await expect(page.getByLabel("Current password")).toBeFocused();
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("Green-Meadow-77");
  await page.getByRole("button", { name: "Change the password" }).click();
  await expect(page.getByText("The current password is not correct.")).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveValue("Green-Meadow-77");
  await page.screenshot({ path: test.info().outputPath("password-change.png"), fullPage: true });

  await page.getByLabel("Current password").fill("Blue-Harbour-42");
  await page.getByRole("button", { name: "Change the password" }).click();
  await expect(page).toHaveURL(/\/my\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
  await expect(page.getByTestId("account-menu")).toBeVisible();
  expect(csrfChecks.count).toBeGreaterThanOrEqual(2);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await logInThroughForm(page, email, "Blue-Harbour-42");
  await expect(page.getByText("The email address and/or password you specified are not correct.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Green-Meadow-77");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/my\/$/);
});

test("password update page sends a signed-out visitor to login with next back", async ({ page }) => {
  await page.goto("/auth/password/change/");
  await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Fauth%2Fpassword%2Fchange%2F$/);
  await page.getByLabel("E-mail").fill(USERS.complete);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/auth\/password\/change\/$/);
  await expect(page.getByLabel("Current password")).toBeVisible();
});

// Spec §6: a second login whose main account gave no personal data gets 403 PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT:
// no error toast, the dashboard says why instead.
test("second login of an account without personal data: the 403 shows no toast", async ({ page, request, problems }) => {
  problems.expectStatus(/\/my\/api\/account\/personal_info\/$/, 403);
  const main = await createCustomer(page, { password: "Blue-Harbour-42", label: "main", personalData: false });
  await page.context().clearCookies();
  const second = uniqueEmail("assistant");
  expect((await request.post("/sandbox/api/second-logins", { data: { main, email: second } })).status()).toBe(201);
  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/my/api/account/personal_info/")), logInThroughForm(page, second)]);
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({ code: "PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT" });
  await expect(page).toHaveURL(/\/my\/$/);
  await expect(page.getByText("The main account has not provided its personal data.")).toBeVisible();
  await expect(page.getByTestId("account-menu").getByRole("link", { name: "Change account" })).toBeVisible();
  await expect(page.locator('.toaster [data-kind="error"]')).toHaveCount(0);
});
