import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import { totp } from "../../sandbox/auth/totp";
import { test, expect, visit, logInThroughForm, createCustomer, login, ALLAUTH, PASSWORD, NEW_CUSTOMER_PASSWORD } from "./fixtures";

/**
 * Issue 20: two-factor authentication and passkeys in the account, against the sandbox's allauth.
 * The passkeys are real WebAuthn: Chromium's virtual authenticator (DevTools protocol) signs, the
 * sandbox verifies with @simplewebauthn/server. Each test uses a fresh customer (the demo logins stay as they are).
 * The Russian 2FA setup, the e-mail addresses and the connected logins are feature tests
 * (tests/features/account/security-refusals.test.tsx, issue 38): what the screen shows for allauth's answers; so is
 * the Russian sessions list with a session that ended meanwhile (tests/features/account/sessions-ru.test.tsx).
 */

/** Makes this browser's authentication older than allauth's five minutes, so sensitive calls ask to reauthenticate. */
async function ageSession(page: Page): Promise<void> {
  const aged = await page.request.post("/sandbox/api/auth/age-session", { data: { seconds: 600 } });
  expect(aged.status()).toBe(200);
}

async function logOut(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: label, exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
}

test("2FA in the profile (en): QR code and key, a wrong code kept, recovery codes behind a refused then accepted reauthentication, a recovery code and trust at login, switched off", async ({
  page,
  problems,
}) => {
  problems.expectStatus(/\/account\/authenticators\/totp$/, 400, 404);
  problems.expectStatus(/\/account\/authenticators\/recovery-codes$/, 401);
  problems.expectStatus(/\/auth\/reauthenticate$/, 400);
  problems.expectStatus(/\/auth\/login$/, 401);
  problems.expectStatus(/\/auth\/2fa\/authenticate$/, 400, 401);
  // One customer's whole 2FA life in one test (set up, reauthenticate, four logins, switch off): more than the default 30 s.
  test.setTimeout(120_000);
  const email = await createCustomer(page, { password: PASSWORD, label: "twofactor", personalData: false });
  await visit(page, "/my/security/");
  await expect(page.getByRole("heading", { level: 1, name: "Sign-in security" })).toBeVisible();
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const code = page.getByLabel("Authentication code");
  const wrong = totp(secret, Date.now() + 10 * 60_000);
  await code.fill(wrong);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Incorrect 2FA code")).toBeVisible();
  await expect(code).toHaveValue(wrong);
  await code.fill(totp(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  const shown = page.getByTestId("recovery-codes").locator("code");
  await expect(shown).toHaveCount(10);
  const recovery = await shown.allTextContents();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByTestId("recovery-count")).toHaveText("10 of 10 recovery codes unused.");

  // Five minutes on, showing the codes asks for the password first: a wrong one is refused and stays typed.
  await ageSession(page);
  await page.getByRole("button", { name: "Show recovery codes" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await dialog.getByLabel("Password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByText("Incorrect password.")).toBeVisible();
  await expect(dialog.getByLabel("Password")).toHaveValue("not-my-password");
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await expect(shown).toHaveText(recovery);

  // A recovery code instead of the app's code, and this browser trusted: the next login asks for no code.
  await logOut(page, "Log out");
  await logInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/auth\/2fa\/$/);
  await page.getByLabel("Authentication code").fill(recovery[0]!);
  await page.getByLabel(/Trust this browser/).check();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/my\/$/);
  await logOut(page, "Log out");
  await logInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/my\/$/);

  // Without the trust cookie the code is asked again, and the used recovery code is refused (typed text kept).
  await page.context().clearCookies({ name: "mfa_trusted" });
  await logOut(page, "Log out");
  await logInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/auth\/2fa\/$/);
  await page.getByLabel("Authentication code").fill(recovery[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Incorrect 2FA code")).toBeVisible();
  await expect(page.getByLabel("Authentication code")).toHaveValue(recovery[0]!);
  await page.getByLabel("Authentication code").fill(recovery[1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/my\/$/);

  await visit(page, "/my/security/");
  await expect(page.getByTestId("recovery-count")).toHaveText("8 of 10 recovery codes unused.");
  await page.getByRole("button", { name: "Turn off two-factor authentication" }).click();
  await expect(page.getByRole("button", { name: "Set up two-factor authentication" })).toBeVisible();
});

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; setVerified: (ok: boolean) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  // A customer who does not confirm (closes the dialog) is, for the page, a NotAllowedError: so is a failed user verification.
  return {
    cdp,
    setVerified: async (ok) => {
      await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: ok });
    },
  };
}

test("passkeys (ru): cancelled then added, renamed, signed in with, a cancelled and an unknown passkey at login, removed", async ({ page, problems }) => {
  problems.expectStatus(/\/auth\/webauthn\/login$/, 400);
  const authenticator = await virtualAuthenticator(page);
  await createCustomer(page, { password: PASSWORD, label: "passkey", personalData: false });
  await visit(page, "/ru/my/security/");
  await expect(page.getByRole("heading", { level: 2, name: "Ключи доступа" })).toBeVisible();
  await expect(page.getByText("Ключей доступа пока нет.")).toBeVisible();

  const name = page.getByLabel("Название ключа");
  await authenticator.setVerified(false);
  await name.fill("Ноутбук");
  await page.getByRole("button", { name: "Добавить ключ доступа" }).click();
  await expect(page.getByText("Запрос ключа доступа отменён или истекло время.", { exact: false })).toBeVisible();
  await expect(name).toHaveValue("Ноутбук");
  await authenticator.setVerified(true);
  await page.getByRole("button", { name: "Добавить ключ доступа" }).click();
  const row = page.getByTestId("passkey");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Ноутбук");
  await expect(row).toContainText("ещё не использовался");
  await expect(name).toHaveValue("");

  await row.getByRole("button", { name: "Переименовать" }).click();
  await row.getByLabel("Название ключа").fill("Рабочий ноутбук");
  await row.getByRole("button", { name: "Сохранить" }).click();
  await expect(row.locator(".passkey__name")).toHaveText("Рабочий ноутбук");

  // Sign in with the passkey; first the customer cancels, and the e-mail typed in the form stays.
  await logOut(page, "Выйти");
  await expect(page.getByRole("button", { name: "Вход с ключом доступа" })).toBeVisible();
  await page.getByLabel("Эл. почта").fill("someone@example.com");
  await authenticator.setVerified(false);
  await page.getByRole("button", { name: "Вход с ключом доступа" }).click();
  await expect(page.getByText("Запрос ключа доступа отменён или истекло время.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Эл. почта")).toHaveValue("someone@example.com");
  await authenticator.setVerified(true);
  await page.getByRole("button", { name: "Вход с ключом доступа" }).click();
  await expect(page).toHaveURL(/\/my\/$/);

  await visit(page, "/ru/my/security/");
  await expect(row).toContainText("последний вход");
  await row.getByRole("button", { name: "Удалить" }).click();
  await expect(page.getByText("Ключей доступа пока нет.")).toBeVisible();

  // The authenticator still holds the removed passkey: the site no longer knows it.
  await logOut(page, "Выйти");
  await page.getByRole("button", { name: "Вход с ключом доступа" }).click();
  await expect(page.getByText("Этот ключ доступа нам не знаком.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
});

test("passkeys (en): a cancelled dialog keeps the name, added, signed in with, removed", async ({ page }) => {
  const authenticator = await virtualAuthenticator(page);
  await createCustomer(page, { password: PASSWORD, label: "passkey.en", personalData: false });
  await visit(page, "/my/security/");
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  const name = page.getByLabel("Passkey name");
  await name.fill("Laptop");
  await authenticator.setVerified(false);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("The passkey request was cancelled or timed out.", { exact: false })).toBeVisible();
  await expect(name).toHaveValue("Laptop");
  await authenticator.setVerified(true);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const row = page.getByTestId("passkey");
  await expect(row).toContainText("Laptop");
  await expect(row).toContainText("not used yet");
  await logOut(page, "Log out");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/my\/$/);
  await visit(page, "/my/security/");
  await expect(row).toContainText("last used");
  await row.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
});

// ---- Sessions, e-mail addresses and connected logins (issue 20 items 3-4) ----

/** Another browser of the same customer, signed in through the API from its own address. */
async function otherBrowser(browser: Browser, email: string, ip: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const other = await context.newPage();
  await login(other, email, NEW_CUSTOMER_PASSWORD);
  return { context, page: other };
}

const sessionRow = (page: Page, ip: string) => page.getByTestId("session").filter({ has: page.getByTestId("session-ip").getByText(ip, { exact: true }) });

test("sessions (en): this browser and three others with browser and address; one ended closes its socket, then all others, then this one signs out", async ({
  page,
  browser,
  ip,
  problems,
}) => {
  problems.expectStatus(/\/auth\/sessions$/, 401);
  const email = await createCustomer(page, { label: "sessions" });
  const base = ip.split(".").slice(0, 3).join(".");
  const ips = [`${base}.201`, `${base}.202`, `${base}.203`];
  const others = await Promise.all(ips.map((address) => otherBrowser(browser, email, address)));
  // The first other browser has the account open: its realtime socket is the one that must close.
  const socket = others[0]!.page.waitForEvent("websocket", (ws) => ws.url().includes("/ws"));
  await visit(others[0]!.page, "/my/");
  const ws = await socket;

  await visit(page, "/my/security/");
  await expect(page.getByTestId("session")).toHaveCount(4);
  const mine = page.locator('[data-testid=session][data-current="true"]');
  await expect(mine).toContainText("This browser");
  await expect(mine).toContainText(ip);
  await expect(sessionRow(page, ips[0]!)).toContainText("Chrome on Linux");
  await expect(sessionRow(page, ips[0]!)).toContainText("Last seen:");

  const closed = ws.waitForEvent("close");
  await sessionRow(page, ips[0]!).getByRole("button", { name: "End session" }).click();
  await closed;
  await expect(page.getByTestId("session")).toHaveCount(3);
  expect((await others[0]!.page.request.get(`${ALLAUTH}/auth/session`)).status()).toBe(401);

  await page.getByRole("button", { name: "End all other sessions" }).click();
  await expect(page.getByTestId("session")).toHaveCount(1);
  await expect(page.getByText("No other sessions.")).toBeVisible();
  for (const other of others.slice(1)) expect((await other.page.request.get(`${ALLAUTH}/auth/session`)).status()).toBe(401);

  // Ending this browser's own session signs it out, as a logout would.
  await mine.getByRole("button", { name: "Sign out here" }).click();
  await expect(page).toHaveURL(/\/auth\/login\//);
  await Promise.all(others.map((o) => o.context.close()));
});
