/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { totp } from "@sandbox/auth/totp";
import { uniqueWord } from "../../support/unique";
import { renderAccount, tabCall } from "../../support/feature/render-app";
import { allauth, createCustomer, fill, press, signOut, uniqueEmail, valueOf } from "../../support/feature/auth-calls";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The security screen's refusals and the two-factor setup (moved from tests/e2e/account-security.spec.ts, issue 38,
// decision 176 `## app27`): what the screen shows for the sandbox's allauth answers. One tab: each test's customer
// is made here in turn. The e-mail addresses' test is security-addresses.test.tsx (it opens auth pages too). The browser keeps the passkeys (Chromium's virtual authenticator), the sessions (other
// browsers, the realtime socket that closes), and the English 2FA life through the login screens.
jest.setTimeout(120_000);

const providerAccounts = () => screen.queryAllByTestId("provider-account");

/** A customer who signs in only through providers (no password): the first provider signs in, the others connect. */
async function socialCustomer(providers: Array<"google" | "facebook">): Promise<string> {
  const email = uniqueEmail("social");
  for (const [i, provider] of providers.entries()) {
    const issued = await tabCall(`/sandbox/api/provider/${provider}/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: i === 0 ? email : undefined, uid: `${provider}-${uniqueWord()}`, name: `Sol ${provider}` }),
    });
    expect(issued.status).toBe(200);
    const { client_id, id_token } = (await issued.json()) as { client_id: string; id_token: string };
    const answer = await allauth("POST", "/auth/provider/token", { provider, process: i === 0 ? "login" : "connect", token: { client_id, id_token } });
    expect(answer.status).toBe(200);
  }
  return email;
}

it("2FA in the profile (ru): a wrong code refused and kept, turned on with recovery codes, turned off", async () => {
  await createCustomer("twofactor.ru");
  await renderAccount("/ru/my/security/");
  fireEvent.click(await screen.findByRole("button", { name: "Настроить двухфакторную аутентификацию" }));
  await screen.findByRole("img", { name: "QR-код для приложения-аутентификатора" });
  const secret = screen.getByTestId("totp-secret").textContent!.trim();
  const wrong = totp(secret, Date.now() + 10 * 60_000);
  fill("Код аутентификации", wrong);
  press("Включить");
  await screen.findByText("Неверный код 2FA");
  expect(valueOf("Код аутентификации")).toBe(wrong);
  fill("Код аутентификации", totp(secret));
  press("Включить");
  await waitFor(() => expect(screen.getByTestId("recovery-codes").querySelectorAll("code")).toHaveLength(10));
  press("Я их сохранил");
  await waitFor(() => expect(screen.getByTestId("recovery-count").textContent).toBe("Не использовано кодов восстановления: 10 из 10."));
  press("Выключить двухфакторную аутентификацию");
  await screen.findByRole("button", { name: "Настроить двухфакторную аутентификацию" });
});

it("connected logins (ru) and addresses: one disconnected, the last one refused for an account without a password; a taken address and the primary one refused", async () => {
  // Another customer's address first (signed up here, then signed out), then the customer who signs in with providers only.
  await signOut();
  const stranger = await createCustomer("taken");
  await signOut();
  const email = await socialCustomer(["google", "facebook"]);
  await renderAccount("/ru/my/security/");
  await waitFor(() => expect(providerAccounts()).toHaveLength(2));
  press("Отключить Facebook");
  await waitFor(() => expect(providerAccounts()).toHaveLength(1));
  press("Отключить Google");
  await screen.findByText("У вашей учётной записи не задан пароль.");
  expect(providerAccounts()).toHaveLength(1);

  fill("Новый адрес эл. почты", stranger);
  press("Добавить адрес");
  await screen.findByText("Пользователь с этим адресом эл. почты уже зарегистрирован.");
  expect(valueOf("Новый адрес эл. почты")).toBe(stranger);
  const primary = screen.getAllByTestId("email-address").find((row) => row.textContent!.includes(email))!;
  fireEvent.click(within(primary).getByRole("button", { name: "Удалить" }));
  await screen.findByText("Нельзя удалить основной адрес эл. почты.");
});

it("connected logins (en): the only login of an account without a password is refused with the contract's message", async () => {
  await signOut();
  await socialCustomer(["google"]);
  await renderAccount("/my/security/");
  await waitFor(() => expect(providerAccounts()[0]?.textContent).toContain("Google"));
  press("Disconnect Google");
  await screen.findByText("Your account has no password set up.");
  expect(providerAccounts()).toHaveLength(1);
});
