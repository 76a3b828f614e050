import { test, expect, visit, logInThroughForm, createCustomer } from "./fixtures";

test.describe.configure({ timeout: 60_000 });

// The reset request's captcha of another site key, the change page's redirect of a signed-out visitor and a second
// login's 403 without a toast are feature tests (tests/features/auth/password-pages.test.tsx, issue 38).

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
