import { test, expect, visit, hydrated, latestMail, uniqueEmail, USERS } from "./fixtures";
import { baseURL } from "../../playwright.config";
import { expectNoEnglishUi, isEnglishUiText } from "./english-ui";
import { expectNoRawKeys } from "./raw-keys";
import ruAuth from "../../locales/ru/auth.json";
import enAuth from "../../locales/en/auth.json";
import ruCommon from "../../locales/ru/common.json";
import ruErrors from "../../locales/ru/errors.json";

// Issue 17 item 2: the auth screens (no language prefix, spec §2) speak the visitor's language: the
// stored language, then the `next` address's prefix, then the browser's (decision 076).

test.describe.configure({ timeout: 90_000 });

// One journey (spec: one per route family and language), on a phone: the auth screens' Russian at 1280 px is the
// screenshots test's below, the account's the account walks' (issue 38: the 1280 px copy of this journey is gone).
for (const width of [390]) {
  test(`a Russian visitor goes from /ru/ by clicking through sign-up, e-mail confirmation and sign-in into /ru/my/, all in Russian (${width} px)`, async ({
    page,
    browser,
    request,
    problems,
  }) => {
    problems.expectStatus(/\/auth\/signup$/, 401); // verify_email pending
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail("ru-visitor");
    const password = "Sinyaya-Gavan-42";
    const noEnglish = (where: string) => expectNoEnglishUi(page, where, [email]);

    await visit(page, "/ru/");
    await page.locator(".site-header").getByRole("link", { name: ruCommon.nav.account }).click();
    await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Fru%2Fmy%2F$/);
    await expect(page.getByRole("heading", { level: 1, name: ruAuth.login.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page).toHaveTitle(ruAuth.login.title);
    await expect(page.getByRole("navigation", { name: ruCommon.nav.primary })).toBeVisible();
    await expect(page.locator(".site-header .language-switcher [aria-current]")).toHaveText("RU");
    await noEnglish("the login screen");
    await expectNoRawKeys(page);

    await page.getByRole("link", { name: ruAuth.login.signup }).click();
    await expect(page.getByRole("heading", { level: 1, name: ruAuth.signup.title })).toBeVisible();
    await expect(page).toHaveTitle(ruAuth.signup.title);
    await noEnglish("the sign-up screen");
    await page.getByLabel(ruAuth.fields.email).fill(email);
    await page.getByLabel(ruAuth.fields.password, { exact: true }).fill(password);
    // The form's own messages are Russian too (spec §5 captcha message).
    await page.getByRole("button", { name: ruAuth.signup.submit }).click();
    await expect(page.getByText(ruErrors.incorrectCaptcha)).toBeVisible();
    await noEnglish("the sign-up screen with an error");
    await page.getByLabel(ruAuth.captcha.label).check();
    await page.getByRole("button", { name: ruAuth.signup.submit }).click();
    await expect(page).toHaveURL(/\/auth\/email\/$/);
    await expect(page.getByRole("heading", { level: 1, name: ruAuth.emailPending.title })).toBeVisible();
    await noEnglish("the check-your-mailbox screen");

    // The mail itself is Russian (the sign-up came from a Russian screen), its link absolute on the
    // configured site (decision 081) and carrying next=/ru/my/, so it opens in Russian in any browser.
    const mail = await latestMail(request, email, "verify_email");
    expect(mail.subject).toBe("Подтвердите адрес электронной почты");
    expect(isEnglishUiText(mail.body.replaceAll(email, "").replaceAll(mail.links[0]!, ""))).toBe(false);
    const link = mail.links[0]!;
    expect(link.startsWith(`${baseURL}/auth/confirm-email/`) && link.endsWith("/?next=%2Fru%2Fmy%2F")).toBe(true);
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other.getByRole("heading", { level: 1, name: ruAuth.confirmEmail.title })).toBeVisible();
    await elsewhere.close();

    // The e-mail's link, opened as from the mail (a new page load).
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: ruAuth.confirmEmail.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await noEnglish("the confirm-e-mail screen");
    await page.getByRole("button", { name: ruAuth.confirmEmail.submit }).click();
    await expect(page).toHaveURL(/\/ru\/my\/$/);
    // The account's nav (on a phone its sections are behind the «Меню» button, issue 37).
    await expect(page.getByRole("navigation", { name: "Разделы кабинета" })).toBeVisible();
    await noEnglish("the account after the confirmation");

    // Signed out, the visitor signs in again by clicking, still in Russian, and lands in /ru/my/.
    await page.getByRole("button", { name: ruAuth.logout }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: ruAuth.login.title })).toBeVisible();
    await noEnglish("the login screen after logging out");
    await page.getByLabel(ruAuth.fields.email).fill(email);
    await page.getByLabel(ruAuth.fields.password, { exact: true }).fill(password);
    await page.getByRole("button", { name: ruAuth.login.submit }).click();
    await expect(page).toHaveURL(/\/ru\/my\/$/);
    await expect(page.locator(".account-nav__email")).toHaveText(email);
    await noEnglish("the account after signing in");
  });
}

test.describe("the language of an auth screen", () => {
  // Issue 38: the stored-language cases in one tab, the storage cleared between them (one context, not two).
  test("comes from next's prefix when nothing is stored, and the switch changes it in place; then, storage cleared, English with nothing stored, and a page viewed in Russian is stored", async ({
    page,
    problems,
  }) => {
    problems.expectStatus(/\/auth\/login$/, 401); // the second factor is pending
    await test.step("next's prefix, then the switch", async () => {
      await visit(page, "/auth/login/?next=%2Fru%2Fmy%2Fprojects%2F");
      await expect(page.getByRole("heading", { level: 1, name: ruAuth.login.title })).toBeVisible();
      const address = page.url();
      await page.locator(".site-header").getByRole("link", { name: "Переключить язык: English" }).click();
      await expect(page.getByRole("heading", { level: 1, name: enAuth.login.title })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle(enAuth.login.title);
      expect(page.url()).toBe(address);
      await expectNoRawKeys(page);
      // The choice is stored: it beats next's prefix on the next visit.
      await visit(page, "/auth/login/?next=%2Fru%2Fmy%2F");
      await expect(page.getByRole("heading", { level: 1, name: enAuth.login.title })).toBeVisible();
      await page.locator(".site-header").getByRole("link", { name: "Switch language to Русский" }).click();
      await expect(page.getByRole("heading", { level: 1, name: ruAuth.login.title })).toBeVisible();
      await expect(page.getByLabel(ruAuth.fields.email)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await expectNoRawKeys(page);
    });
    await test.step("nothing stored: English; a page viewed in Russian is stored", async () => {
      await page.evaluate(() => window.localStorage.clear());
      await visit(page, "/auth/password/reset/");
      await expect(page.getByRole("heading", { level: 1, name: enAuth.reset.title })).toBeVisible();
      await visit(page, "/ru/help/");
      await visit(page, "/auth/password/reset/");
      await expect(page.getByRole("heading", { level: 1, name: ruAuth.reset.title })).toBeVisible();
      await expectNoEnglishUi(page, "the password reset screen");
      // A 2FA sign-in: the second step's screen is Russian too.
      await visit(page, "/auth/login/");
      await page.getByLabel(ruAuth.fields.email).fill(USERS.twoFactor);
      await page.getByLabel(ruAuth.fields.password, { exact: true }).fill("Sandbox-demo-2024");
      await page.getByRole("button", { name: ruAuth.login.submit }).click();
      await expect(page.getByRole("heading", { level: 1, name: ruAuth.twoFactor.title })).toBeVisible();
      await expectNoEnglishUi(page, "the 2FA screen");
    });
  });

  // The refusals' texts are jsdom's (tests/features/auth/language-ru.test.tsx); here the English-text scan, the
  // focus and the 390 px screen, both screens in one tab (issue 38).
  test("on the Russian screens at 390 px: a common password, and one made of the e-mail, are refused at the password field before any call; a wrong password is said in Russian, and what was typed stays", async ({
    page,
    problems,
  }) => {
    problems.expectStatus(/\/auth\/login$/, 400);
    await page.setViewportSize({ width: 390, height: 844 });
    await test.step("sign-up: the password refused before any call", async () => {
      await visit(page, "/auth/signup/?next=%2Fru%2Fmy%2F");
      const calls: string[] = [];
      page.on("request", (r) => {
        if (r.url().endsWith("/auth/signup")) calls.push(r.url());
      });
      const password = page.getByLabel(ruAuth.fields.password, { exact: true });
      await page.getByLabel(ruAuth.fields.email).fill("maria.ivanova@example.com");
      await password.fill("password");
      await page.getByRole("button", { name: ruAuth.signup.submit }).click();
      const fieldError = page.locator(".field__error").filter({ hasText: ruAuth.password.common });
      await expect(fieldError).toBeVisible();
      // The first field in error takes the focus: the password, not the captcha below it.
      await expect(password).toBeFocused();
      await password.fill("Ivanova-1990");
      await page.getByRole("button", { name: ruAuth.signup.submit }).click();
      await expect(page.locator(".field__error").filter({ hasText: ruAuth.password.similar })).toBeVisible();
      await expect(page.getByLabel(ruAuth.fields.email)).toHaveValue("maria.ivanova@example.com");
      expect(calls).toEqual([]);
      await expectNoEnglishUi(page, "the sign-up screen with its password error");
    });
    await test.step("login: a wrong password", async () => {
      await visit(page, "/auth/login/?next=%2Fru%2Fmy%2F");
      await page.getByLabel(ruAuth.fields.email).fill(USERS.russian);
      await page.getByLabel(ruAuth.fields.password, { exact: true }).fill("not-the-password");
      await page.getByRole("button", { name: ruAuth.login.submit }).click();
      await expect(page.getByText(ruErrors.emailPasswordMismatch)).toBeVisible();
      await expect(page.getByLabel(ruAuth.fields.email)).toHaveValue(USERS.russian);
      await expectNoEnglishUi(page, "the login screen with its error");
    });
  });

  // The browser's language (a Russian browser, nothing stored, next without a prefix): a jsdom feature test,
  // tests/features/auth/language-ru.test.tsx, with the English-text scan of the screen (issue 38).
});

// The scanner's own check is tests/features/auth/language-ru.test.tsx's (issue 38: no browser needed).
test("screenshots of the Russian login and sign-up at 390 and 1280 px", async ({ page }) => {
  await visit(page, "/ru/");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name, title] of [
      ["/auth/login/", "login", ruAuth.login.title],
      ["/auth/signup/", "signup", ruAuth.signup.title],
    ] as const) {
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screenshots/auth-ru-${name}-${width}.png`, fullPage: true });
    }
  }
});
