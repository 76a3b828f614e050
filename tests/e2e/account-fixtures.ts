import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { test as base, expect as baseExpect, visit } from "./fixtures";

// These flows are long and the shared build machine is often loaded: a longer budget than the site's pages.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Demo logins of sandbox/README.md. */
export const DEMO_PASSWORD = "Sandbox-demo-2024";
export const USERS = {
  complete: "complete@example.com",
  second: "second@example.com",
  russian: "ru@example.com",
  ukrainian: "ua@example.com",
  /** Personal data missing and no data at all (the auth tests fill in its profile; nothing adds data to it). */
  incomplete: "incomplete@example.com",
  /** TOTP user: the fixture completes the second factor with the sandbox's current code. */
  twoFactor: "2fa@example.com",
} as const;

const ALLAUTH = "/auth/_allauth/browser/v1";

async function csrf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === "csrftoken");
  if (!cookie) throw new Error("No csrftoken cookie");
  return cookie.value;
}

/**
 * Signs in through the allauth browser API with the page's request context, so the session and
 * csrftoken cookies land in the browser context (never through the login form).
 */
export async function login(page: Page, email: string): Promise<void> {
  const seeded = await page.request.get(`${ALLAUTH}/auth/session`);
  expect([200, 401]).toContain(seeded.status());
  const response = await page.request.post(`${ALLAUTH}/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { "X-CSRFToken": await csrf(page.context()) },
  });
  if (response.status() === 401) {
    const body = (await response.json()) as { data?: { flows?: Array<{ id: string; is_pending?: boolean }> } };
    expect(
      body.data?.flows?.some((f) => f.id === "mfa_authenticate" && f.is_pending),
      `login ${email}: pending second factor`,
    ).toBe(true);
    const { code } = (await (await page.request.get(`/sandbox/api/totp/${encodeURIComponent(email)}`)).json()) as { code: string };
    const mfa = await page.request.post(`${ALLAUTH}/auth/2fa/authenticate`, { data: { code }, headers: { "X-CSRFToken": await csrf(page.context()) } });
    // A right code is answered with the pending "trust this browser" step (MFA_TRUST_ENABLED): not trusted.
    expect(mfa.status(), `2FA ${email}`).toBe(401);
    const trust = await page.request.post(`${ALLAUTH}/auth/2fa/trust`, { data: { trust: false }, headers: { "X-CSRFToken": await csrf(page.context()) } });
    expect(trust.status(), `2FA trust step ${email}`).toBe(200);
    return;
  }
  expect(response.status(), `login ${email}`).toBe(200);
}

export interface GqlAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string[]> } }>;
}

/** A GraphQL call to the sandbox as the signed-in browser (checks the sandbox's state, not the screen). */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer<T>> {
  const response = await page.request.post("/my/api/graphql/", { data: { query, variables }, headers: { "X-CSRFToken": await csrf(page.context()) } });
  expect(response.status()).toBe(200);
  return (await response.json()) as GqlAnswer<T>;
}

export async function gqlData<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await gql<T>(page, query, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

/**
 * A paid order of the signed-in customer (test setup through the API, not the screens): created with
 * GraphQL, its payment started by card and accepted on the sandbox's hosted card page.
 */
export async function paidOrder(page: Page, name: string, planSlug = "vps-1"): Promise<string> {
  const { createOrder } = await gqlData<{ createOrder: { paymentRef: string; orders: Array<{ id: string }> } }>(
    page,
    "mutation($input: CreateOrderInput!) { createOrder(input: $input) { paymentRef orders { id } } }",
    { input: { planSlug, months: 1, name } },
  );
  const start = await page.request.post(`/my/api/payment/${createOrder.paymentRef}/`, {
    data: { payment_type: "card", currency: "EUR" },
    headers: { "X-CSRFToken": await csrf(page.context()) },
  });
  expect(start.status()).toBe(200);
  const { widget } = (await start.json()) as { widget: { url: string } };
  const done = await page.request.post(widget.url, { form: { outcome: "success" }, maxRedirects: 0 });
  expect(done.status()).toBe(303);
  return createOrder.orders[0]!.id;
}

/** A POST to a sandbox control endpoint (third party: no CSRF). */
export async function sandboxPost(request: APIRequestContext, path: string, data: unknown = {}): Promise<void> {
  const response = await request.post(path, { data });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
}

/** Waits until the account section has rendered its data (no loading skeleton left). */
export async function openAccount(page: Page, path: string): Promise<void> {
  expect(await visit(page, path)).toBe(200);
  await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
}

/** Today in UTC as the sandbox sees it. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

type Fixtures = { user: string | null; signedIn: void; sitePrefetch: void; budget: void };

/**
 * The footer links to public pages that other branches build (terms, privacy, news…); Gatsby prefetches
 * their page data when the footer scrolls into view and logs the 404. Those are not account errors.
 */
const MISSING_PUBLIC_PAGE_DATA = /Failed to load resource: the server responded with a status of 404 .*\/page-data\/(?!my\/|ru\/my\/)[^ ]*page-data\.json/;
/** The sandbox's hosted payment pages (a third party's) have no favicon. */
const THIRD_PARTY_FAVICON = /Failed to load resource: the server responded with a status of 404 .*\(http:\/\/localhost:\d+\/favicon\.ico\)/;

export const test = base.extend<Fixtures>({
  user: [USERS.complete, { option: true }],
  signedIn: [
    async ({ page, user }, use) => {
      if (user) await login(page, user);
      await use();
    },
    { auto: true },
  ],
  budget: [
    async ({}, use, testInfo) => {
      testInfo.setTimeout(120_000);
      await use();
    },
    { auto: true },
  ],
  sitePrefetch: [
    async ({ problems }, use) => {
      await use();
      problems.list = problems.list.filter((p) => !MISSING_PUBLIC_PAGE_DATA.test(p) && !THIRD_PARTY_FAVICON.test(p));
    },
    { auto: true },
  ],
});

export { expect, visit };
