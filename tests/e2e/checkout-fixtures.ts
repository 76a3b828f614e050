import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test as base } from "./client-ip";

/**
 * Fixtures of the checkout and payment browser tests. Like ./fixtures.ts a test fails on any console
 * error or uncaught exception, except answers the test declares expected: Chromium logs "Failed to
 * load resource" for every 4xx, and allauth answers 401 to say "not signed in".
 */
export const SESSION_URL = "/auth/_allauth/browser/v1/auth/session";
export const PASSWORD = "Sandbox-demo-2024";

type Expected = { pattern: RegExp; statuses: number[] };
type Problems = { list: string[]; expect: (pattern: RegExp, statuses: number[]) => void; allowAborted: () => void };

export const test = base.extend<{ problems: Problems; dataLayer: Array<Record<string, unknown>> }>({
  problems: [
    async ({ page }, use) => {
      const expected: Expected[] = [{ pattern: /\/auth\/_allauth\/browser\/v1\/auth\/(session|signup|login)$/, statuses: [401] }];
      let aborted = false;
      const badUrls = new Set<string>();
      const list: string[] = [];
      page.on("response", (response) => {
        if (response.status() < 400) return;
        const url = new URL(response.url());
        // Gatsby prefetches page data of footer links whose pages other branches build (tos, news…):
        // those 404s are not this feature's, and Gatsby does not log them.
        if (url.pathname.startsWith("/page-data/")) return;
        if (expected.some((e) => e.pattern.test(url.pathname) && e.statuses.includes(response.status()))) badUrls.add(response.url());
        else list.push(`unexpected ${response.status()} from ${response.request().method()} ${url.pathname}`);
      });
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        if (text.startsWith("Failed to load resource") && badUrls.has(msg.location().url)) return;
        if (text.startsWith("Failed to load resource") && /status of [45]\d\d/.test(text)) return; // reported by the response handler
        if (aborted && text.includes("net::ERR_FAILED")) return;
        list.push(`console.error: ${text} (${msg.location().url})`);
      });
      page.on("pageerror", (error) => list.push(`uncaught: ${error.message}`));
      // CSP violations are errors too (as in ./fixtures.ts).
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
        });
      });
      const problems: Problems = { list, expect: (pattern, statuses) => expected.push({ pattern, statuses }), allowAborted: () => (aborted = true) };
      await use(problems);
      expect(list, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
  // Every data-layer push of the test, across page loads (the card page leaves the site and comes back).
  dataLayer: async ({ page }, use) => {
    const pushed: Array<Record<string, unknown>> = [];
    await page.exposeFunction("__recordDataLayer", (entry: Record<string, unknown>) => pushed.push(entry));
    await page.addInitScript(() => {
      const w = window as unknown as { dataLayer: unknown[]; __recordDataLayer: (e: unknown) => void };
      const layer: unknown[] = [];
      const push = layer.push.bind(layer);
      layer.push = (...items: unknown[]) => {
        for (const item of items) void w.__recordDataLayer(JSON.parse(JSON.stringify(item)));
        return push(...items);
      };
      w.dataLayer = layer;
    });
    await use(pushed);
  },
});

export { expect };

/** The shared visit (navigates, waits for hydration, returns the HTTP status). */
export { visit } from "./fixtures";

async function csrf(request: APIRequestContext, page: Page): Promise<string> {
  await request.get(SESSION_URL);
  const cookie = (await page.context().cookies()).find((c) => c.name === "csrftoken");
  if (!cookie) throw new Error("no csrftoken cookie after the session call");
  return cookie.value;
}

/** Signs in through the allauth API; the session cookie lands in the browser context. */
export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  const token = await csrf(page.request, page);
  const answer = await page.request.post("/auth/_allauth/browser/v1/auth/login", { data: { email, password }, headers: { "X-CSRFToken": token } });
  expect(answer.status(), `login ${email}`).toBe(200);
}

/** The confirmation key from the latest verification mail to `email` (sandbox outbox). */
export async function verificationKey(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.get(`/sandbox/api/outbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await answer.json()) as { mails: Array<{ links: string[] }> };
  for (const mail of [...mails].reverse()) {
    for (const link of mail.links) {
      const m = /\/auth\/confirm-email\/([^/]+)\//.exec(link);
      if (m?.[1]) return decodeURIComponent(m[1]);
    }
  }
  throw new Error(`no confirmation mail to ${email}`);
}

/** Confirms the e-mail in this browser (logs in when a signup is waiting for it). */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const key = await verificationKey(page.request, email);
  const token = await csrf(page.request, page);
  const answer = await page.request.post("/auth/_allauth/browser/v1/auth/email/verify", { data: { key }, headers: { "X-CSRFToken": token } });
  expect([200, 401]).toContain(answer.status());
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.org`;

/** A new verified customer, signed in in this browser context, with complete personal data unless told otherwise. */
export async function createCustomer(page: Page, country = "DE", withPersonalData = true): Promise<string> {
  const email = uniqueEmail("buyer");
  const token = await csrf(page.request, page);
  const signup = await page.request.post("/auth/_allauth/browser/v1/auth/signup", {
    data: { email, password: "Kx9-long-secret-pass" },
    headers: { "X-CSRFToken": token },
  });
  expect(signup.status()).toBe(401);
  await confirmEmail(page, email);
  if (!withPersonalData) return email;
  const token2 = await csrf(page.request, page);
  const info = await page.request.put("/my/api/account/personal_info/", {
    data: { user: { first_name: "Ada", last_name: "Buyer" }, country, city: "Berlin", zip_code: "10115", address: "Main street 1" },
    headers: { "X-CSRFToken": token2 },
  });
  expect(info.status()).toBe(200);
  return email;
}

/** Runs a GraphQL query of the sandbox as the signed-in customer. */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await csrf(page.request, page);
  const answer = await page.request.post("/my/api/graphql/", { data: { query, variables }, headers: { "X-CSRFToken": token } });
  const body = (await answer.json()) as { data: T; errors?: unknown[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data;
}

export async function sandboxCrypto(page: Page, id: string, status: "pending" | "paid" | "expired"): Promise<void> {
  const answer = await page.request.post(`/sandbox/api/crypto/${id}/status`, { data: { status } });
  expect(answer.status()).toBe(200);
}
