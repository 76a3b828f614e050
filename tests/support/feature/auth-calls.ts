import { fireEvent, screen } from "@testing-library/react";
import { tabCall } from "./render-app";
import { answerWith } from "./requests";

// The tab's set-up calls for the auth screens' feature tests (as tests/e2e/sandbox-calls.ts for the browser):
// the sandbox's outbox and TOTP codes, and the allauth calls a test makes beside the screen.

export const ALLAUTH = "/auth/_allauth/browser/v1";
/** The password of the customers the tests create (tests/e2e/sandbox-calls.ts). */
export const NEW_CUSTOMER_PASSWORD = "Kx9-long-secret-pass";

let counter = 0;
/** A new address for this file's sandbox (letters only in the local part, as tests/support/unique.ts). */
export const uniqueEmail = (label: string) =>
  `${label}.${"abcdefghij"[counter++ % 10]}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "klmnopqrst"[Number(d)]!)}@example.org`;

const csrf = () => decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? "");
const headers = () => ({ "content-type": "application/json", "x-requested-with": "XMLHttpRequest", "x-csrftoken": csrf() });

/** An allauth call of the tab (the CSRF cookie is seeded first); its status and body. */
export async function allauth(method: string, route: string, data?: unknown): Promise<{ status: number; body: unknown }> {
  if (!csrf()) await tabCall(`${ALLAUTH}/auth/session`, { headers: headers() });
  const answer = await tabCall(`${ALLAUTH}${route}`, { method, headers: headers(), body: data === undefined ? undefined : JSON.stringify(data) });
  return { status: answer.status, body: await answer.json().catch(() => null) };
}

type Mail = { kind: string; subject: string; body: string; links: string[] };

/** The latest mail of `kind` to `to` in the sandbox's outbox that has a link. */
export async function latestMail(to: string, kind: string): Promise<Mail> {
  for (let i = 0; i < 100; i++) {
    const { mails } = (await (await tabCall(`/sandbox/api/outbox?to=${encodeURIComponent(to)}`)).json()) as { mails: Mail[] };
    const mail = mails.find((m) => m.kind === kind);
    if (mail?.links[0]) return mail;
    await new Promise((r) => setTimeout(r, 100)); // the outbox has no event to await
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** The site address (path, query) of the latest mail's first link: what opening it loads. */
export async function latestMailAddress(to: string, kind: string): Promise<{ link: string; address: string }> {
  const link = (await latestMail(to, kind)).links[0]!;
  const url = new URL(link);
  return { link, address: `${url.pathname}${url.search}` };
}

/** The sandbox's current TOTP code of a demo user with a second factor. */
export async function totpCode(email: string): Promise<string> {
  return ((await (await tabCall(`/sandbox/api/totp/${encodeURIComponent(email)}`)).json()) as { code: string }).code;
}

/** A new customer with a confirmed address, signed in in this tab (no personal data). Returns the address. */
export async function createCustomer(label: string, password = NEW_CUSTOMER_PASSWORD): Promise<string> {
  const email = uniqueEmail(label);
  const signup = await allauth("POST", "/auth/signup", { email, password });
  if (signup.status !== 401) throw new Error(`signup ${email}: ${signup.status}`);
  const { link } = await latestMailAddress(email, "verify_email");
  const key = decodeURIComponent(new URL(link).pathname.split("/").filter(Boolean).pop()!);
  const verified = await allauth("POST", "/auth/email/verify", { key });
  if (verified.status !== 200) throw new Error(`verify ${email}: ${verified.status}`);
  return email;
}

/** Signs the tab out (allauth answers 401: no session). */
export async function signOut(): Promise<void> {
  const answer = await allauth("DELETE", "/auth/session");
  if (answer.status !== 401) throw new Error(`logout: ${answer.status}`);
}

/** Types into a field (a form control found by its label), as Playwright's fill. */
export const fill = (label: string | RegExp, value: string, exact = true) =>
  fireEvent.change(screen.getByLabelText(label, { exact: typeof label === "string" ? exact : undefined }), { target: { value } });
/** The value of the field of this label. */
export const valueOf = (label: string | RegExp, exact = true) =>
  (screen.getByLabelText(label, { exact: typeof label === "string" ? exact : undefined }) as HTMLInputElement).value;
/** Presses the button of this name. */
export const press = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));

/** Signs the tab out if a test before left it signed in (a new browser context starts signed out). */
export async function signOutIfSignedIn(): Promise<void> {
  if ((await allauth("GET", "/auth/session")).status === 200) await signOut();
}

/** The sign-up screen's captcha box. */
export const captcha = () => screen.getByLabelText("I'm not a robot") as HTMLInputElement;

/** The sign-up calls the screen sends from now on (their bodies). */
export function signupBodies(): Array<Record<string, unknown>> {
  const sent: Array<Record<string, unknown>> = [];
  answerWith("/auth/signup", (real, init) => {
    if (init?.method === "POST" && typeof init.body === "string") sent.push(JSON.parse(init.body) as Record<string, unknown>);
    return real();
  });
  return sent;
}
