import type { APIRequestContext, Page } from "@playwright/test";
import { uniqueWord } from "../support/unique";

/**
 * Test set-up through the sandbox's API and controls (sandbox/README.md), never through the screens: signing
 * in, new customers, mails, second factors, GraphQL, paid orders, payment simulators. Every call goes with the
 * page's own request context, so its cookies are the browser's. Only the Page API is used here (no test
 * runner import): the fault matrix's set-ups use these calls too, and its table is also read by a unit test.
 * Specs import all of this through ./fixtures.ts. A call that does not answer as documented throws.
 */

export const ALLAUTH = "/auth/_allauth/browser/v1";
/** The demo logins' password (sandbox/README.md). */
export const PASSWORD = "Sandbox-demo-2024";
/** The password of the customers the tests create. */
export const NEW_CUSTOMER_PASSWORD = "Kx9-long-secret-pass";
/** Demo logins of sandbox/README.md. */
export const USERS = {
  complete: "complete@example.com",
  second: "second@example.com",
  russian: "ru@example.com",
  ukrainian: "ua@example.com",
  /** Personal data missing and no data at all (the auth tests fill in its profile; nothing adds data to it). */
  incomplete: "incomplete@example.com",
  /** TOTP user: `login` completes the second factor with the sandbox's current code. */
  twoFactor: "2fa@example.com",
} as const;

type Answer = { status(): number; url(): string };

/** Throws unless the answer's status is one of `statuses`. */
export function check(response: Answer, ...statuses: number[]): void {
  if (!statuses.includes(response.status())) throw new Error(`${response.url()} answered ${response.status()}, expected ${statuses.join(" or ")}`);
}

/** A new address unique to this run (letters only in the local part: see tests/support/unique.ts). */
export const uniqueEmail = (label: string) => `${label}.${uniqueWord()}@example.org`;

/** The csrftoken cookie of the browser context, set by a session call first (allauth sets it on any answer). */
export async function csrfToken(page: Page): Promise<string> {
  await page.request.get(`${ALLAUTH}/auth/session`);
  const cookie = (await page.context().cookies()).find((c) => c.name === "csrftoken");
  if (!cookie) throw new Error("no csrftoken cookie after the session call");
  return cookie.value;
}

/** A mail of the sandbox outbox. */
export type OutboxMail = { kind: string; subject: string; body: string; links: string[] };

/** The latest mail of `kind` to `to` in the sandbox outbox (newest first) that has a link; waits for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<OutboxMail> {
  for (let i = 0; i < 100; i++) {
    const res = await request.get(`/sandbox/api/outbox?to=${encodeURIComponent(to)}`);
    const { mails } = (await res.json()) as { mails: OutboxMail[] };
    const mail = mails.find((m) => m.kind === kind);
    if (mail?.links[0]) return mail;
    await new Promise((r) => setTimeout(r, 100)); // the outbox has no event to await: poll it briefly
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

/** The first link of the latest mail of `kind` to `to` in the sandbox outbox. */
export async function latestMailLink(request: APIRequestContext, to: string, kind: string): Promise<string> {
  return (await latestMail(request, to, kind)).links[0]!;
}

/** The key of the latest e-mail confirmation mailed to `email`. */
export async function verificationKey(request: APIRequestContext, email: string): Promise<string> {
  const link = await latestMailLink(request, email, "verify_email");
  return decodeURIComponent(new URL(link, "http://x").pathname.split("/").filter(Boolean).pop()!);
}

/** The sandbox's current TOTP code of a user with a second factor. */
export async function totpCode(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/sandbox/api/totp/${encodeURIComponent(email)}`);
  return ((await res.json()) as { code: string }).code;
}

/**
 * Signs in through the allauth browser API with the page's request context, so the session and csrftoken
 * cookies land in the browser context (never through the login form: `logInThroughForm` does that). A
 * pending second factor is completed with the sandbox's current code.
 */
export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post(`${ALLAUTH}/auth/login`, { data: { email, password }, headers: { "X-CSRFToken": await csrfToken(page) } });
  if (response.status() === 401) {
    const body = (await response.json()) as { data?: { flows?: Array<{ id: string; is_pending?: boolean }> } };
    if (!body.data?.flows?.some((f) => f.id === "mfa_authenticate" && f.is_pending)) throw new Error(`login ${email}: 401 without a pending second factor`);
    const code = await totpCode(page.request, email);
    // A right code is answered with the pending "trust this browser" step (MFA_TRUST_ENABLED): not trusted.
    check(await page.request.post(`${ALLAUTH}/auth/2fa/authenticate`, { data: { code }, headers: { "X-CSRFToken": await csrfToken(page) } }), 401);
    check(await page.request.post(`${ALLAUTH}/auth/2fa/trust`, { data: { trust: false }, headers: { "X-CSRFToken": await csrfToken(page) } }), 200);
    return;
  }
  check(response, 200);
}

/** Confirms the e-mail in this browser (signs in when a signup in this browser is waiting for it). */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const key = await verificationKey(page.request, email);
  check(await page.request.post(`${ALLAUTH}/auth/email/verify`, { data: { key }, headers: { "X-CSRFToken": await csrfToken(page) } }), 200, 401);
}

type NewCustomer = {
  /** Profile country of the personal data (spec §5: it decides the currency). */
  country?: string;
  /** Complete personal data (default), or none (the payment page asks for it). */
  personalData?: boolean;
  password?: string;
  /** The start of the address, to tell the test's customers apart in the outbox. */
  label?: string;
};

/** A new customer with a confirmed address, signed in in this browser context, with complete personal data unless told otherwise. Returns the address. */
export async function createCustomer(
  page: Page,
  { country = "DE", personalData = true, password = NEW_CUSTOMER_PASSWORD, label = "buyer" }: NewCustomer = {},
): Promise<string> {
  const email = uniqueEmail(label);
  check(await page.request.post(`${ALLAUTH}/auth/signup`, { data: { email, password }, headers: { "X-CSRFToken": await csrfToken(page) } }), 401);
  const key = await verificationKey(page.request, email);
  // Confirming the address of the signup made in this browser signs in.
  check(await page.request.post(`${ALLAUTH}/auth/email/verify`, { data: { key }, headers: { "X-CSRFToken": await csrfToken(page) } }), 200);
  if (!personalData) return email;
  check(
    await page.request.put("/my/api/account/personal_info/", {
      data: { user: { first_name: "Ada", last_name: "Buyer" }, country, city: "Berlin", zip_code: "10115", address: "Main street 1" },
      headers: { "X-CSRFToken": await csrfToken(page) },
    }),
    200,
  );
  return email;
}

export interface GqlAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string[]> } }>;
}

/** A GraphQL call to the sandbox as the signed-in browser (checks the sandbox's state, not the screen); the answer may carry errors. */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer<T>> {
  const response = await page.request.post("/my/api/graphql/", { data: { query, variables }, headers: { "X-CSRFToken": await csrfToken(page) } });
  check(response, 200);
  return (await response.json()) as GqlAnswer<T>;
}

/** A GraphQL call that must succeed: its data. */
export async function gqlData<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await gql<T>(page, query, variables);
  if (answer.errors?.length || !answer.data) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/**
 * A paid order of the signed-in customer: created with GraphQL, its payment started by card and accepted on
 * the sandbox's hosted card page.
 */
export async function paidOrder(page: Page, name: string, planSlug = "vps-1"): Promise<string> {
  const { createOrder } = await gqlData<{ createOrder: { paymentRef: string; orders: Array<{ id: string }> } }>(
    page,
    "mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef orders { id } } }",
    { input: { planSlug, months: 1, name } },
  );
  const start = await page.request.post(`/my/api/payment/${createOrder.paymentRef}/`, {
    data: { payment_type: "card", currency: "EUR" },
    headers: { "X-CSRFToken": await csrfToken(page) },
  });
  check(start, 200);
  const { widget } = (await start.json()) as { widget: { url: string } };
  check(await page.request.post(widget.url, { form: { outcome: "success" }, maxRedirects: 0 }), 303);
  return createOrder.orders[0]!.id;
}

/** Sets the status of a crypto invoice (the sandbox's simulator of the chain). */
export async function sandboxCrypto(page: Page, id: string, status: "pending" | "paid" | "expired"): Promise<void> {
  check(await page.request.post(`/sandbox/api/crypto/${id}/status`, { data: { status } }), 200);
}

/** Today in UTC as the sandbox sees it. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
