import { expect, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { test as base } from "./client-ip";

/**
 * Fixtures of the auth and account browser tests. Like ./fixtures.ts, a test fails on any console
 * error or uncaught exception, with three exceptions a test has to ask for or that are protocol:
 * - Chromium logs "Failed to load resource" for every 4xx answer. allauth answers 401 to say "not
 *   signed in" (contracts/allauth §0), so the session call's 401 is expected; any other status must
 *   be declared by the test (`expectStatus`).
 * - Requests a test aborts on purpose ("the sandbox is stopped": `stopSandbox`).
 * - Gatsby prefetches page data of links in view; the footer links to pages other issues build
 *   (news, contacts, legal pages) answer 404 until then.
 * Every unsafe request that reaches the API must carry X-CSRFToken equal to the csrftoken cookie it was sent
 * with (the provider form: its csrfmiddlewaretoken field); the fixture checks each one.
 */
type Allowed = { pattern: RegExp; statuses: number[] };

type AuthFixtures = {
  problems: { list: string[] };
  expectStatus: (pattern: RegExp, ...statuses: number[]) => void;
  stopSandbox: () => Promise<void>;
  /** A console error the test causes on purpose (e.g. React's log of an error an error boundary caught). */
  expectConsoleError: (pattern: RegExp) => void;
  csrfChecks: { count: number; failures: string[] };
};

const API = /\/(auth\/_allauth\/|my\/api\/)/;
const SESSION = /\/auth\/_allauth\/browser\/v1\/auth\/session$/;

function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

export const test = base.extend<AuthFixtures>({
  csrfChecks: [
    async ({ page }, use) => {
      const checks = { count: 0, failures: [] as string[] };
      const pending: Array<Promise<void>> = [];
      // Requests that reached the server (an aborted one, "sandbox stopped", carried nothing anywhere).
      page.on("requestfinished", (request: Request) => {
        const url = new URL(request.url());
        if (request.method() === "GET" || !API.test(url.pathname)) return;
        pending.push(
          request.allHeaders().then((headers) => {
            const cookie = cookieValue(headers.cookie, "csrftoken");
            const formToken =
              request.postData() && headers["content-type"]?.startsWith("application/x-www-form-urlencoded")
                ? new URLSearchParams(request.postData() ?? "").get("csrfmiddlewaretoken")
                : null;
            const sent = headers["x-csrftoken"] ?? formToken;
            checks.count += 1;
            if (!cookie || sent !== cookie) checks.failures.push(`${request.method()} ${url.pathname}: token ${sent} ≠ cookie ${cookie}`);
          }),
        );
      });
      await use(checks);
      // Every check has read its headers before the verdict (allHeaders() answers asynchronously).
      await Promise.all(pending);
      expect(checks.failures, "unsafe requests without the CSRF token of the cookie").toEqual([]);
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const problems = { list: [] as string[], allowed: [{ pattern: SESSION, statuses: [401] }] as Allowed[], aborted: false, consoleAllowed: [] as RegExp[] };
      // A Content-Security-Policy violation is a bug too (as in ./fixtures.ts).
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
        });
      });
      const expected = new Set<string>();
      page.on("response", (response) => {
        const url = new URL(response.url());
        const status = response.status();
        if (status < 400) return;
        if (API.test(url.pathname) && problems.allowed.some((a) => a.pattern.test(url.pathname) && a.statuses.includes(status))) expected.add(response.url());
      });
      const consoleErrors: Array<{ text: string; url: string }> = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") consoleErrors.push({ text: msg.text(), url: msg.location().url });
      });
      page.on("pageerror", (error) => problems.list.push(`uncaught: ${error.message}`));
      await use(problems);
      for (const e of consoleErrors) {
        if (e.text.startsWith("Failed to load resource") && expected.has(e.url)) continue;
        if (problems.consoleAllowed.some((pattern) => pattern.test(e.text))) continue;
        if (problems.aborted && e.text.startsWith("Failed to load resource: net::ERR_FAILED")) continue;
        // Gatsby's <link rel=prefetch> of page data (no response event reaches the test for those).
        if (e.text.startsWith("Failed to load resource: the server responded with a status of 404") && /\/page-data\/.+\/page-data\.json$/.test(e.url))
          continue;
        // The sandbox's stand-in pages (provider consent) have no icon link, so the browser asks for /favicon.ico.
        if (e.text.startsWith("Failed to load resource") && new URL(e.url || "http://x/").pathname === "/favicon.ico") continue;
        problems.list.push(`console.error: ${e.text} (${e.url})`);
      }
      expect(problems.list, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
  expectStatus: async ({ problems }, use) => {
    const p = problems as unknown as { allowed: Allowed[] };
    await use((pattern, ...statuses) => p.allowed.push({ pattern, statuses }));
  },
  expectConsoleError: async ({ problems }, use) => {
    await use((pattern) => (problems as unknown as { consoleAllowed: RegExp[] }).consoleAllowed.push(pattern));
  },
  stopSandbox: async ({ page, problems }, use) => {
    await use(async () => {
      (problems as unknown as { aborted: boolean }).aborted = true;
      // Everything the sandbox serves: the API, the auth backend and its tester pages.
      await page.route(/\/(auth\/_allauth|my\/api|sandbox)\//, (route) => route.abort("failed"));
    });
  },
});

export { expect };

export const PASSWORD = "Sandbox-demo-2024";
export const DEMO = {
  complete: "complete@example.com",
  second: "second@example.com",
  twoFactor: "2fa@example.com",
  incomplete: "incomplete@example.com",
};

/** Waits for React to hydrate (gatsby-browser sets the flag). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
}

export async function gotoPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** The login form's texts in the language a fresh visitor sees it in: `next`'s prefix decides (decision 076). */
export const LOGIN_TEXT = {
  en: { email: "E-mail", password: "Password", submit: "Log in" },
  ru: { email: "Эл. почта", password: "Пароль", submit: "Войти" },
} as const;

export async function logIn(page: Page, email: string, password = PASSWORD, next?: string): Promise<void> {
  await gotoPage(page, next ? `/auth/login/?next=${encodeURIComponent(next)}` : "/auth/login/");
  const text = LOGIN_TEXT[next?.startsWith("/ru/") ? "ru" : "en"];
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: text.submit }).click();
}

/** Latest mail to an address in the sandbox outbox, and its first link. */
export type OutboxMail = { kind: string; subject: string; body: string; links: string[] };

/** The latest mail of `kind` to `to` in the sandbox outbox, with at least one link. */
export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<OutboxMail> {
  for (let i = 0; i < 50; i++) {
    const res = await request.get(`/sandbox/api/outbox?to=${encodeURIComponent(to)}`);
    const { mails } = (await res.json()) as { mails: OutboxMail[] };
    const mail = mails.find((m) => m.kind === kind);
    if (mail?.links[0]) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${kind} mail to ${to}`);
}

export async function latestMailLink(request: APIRequestContext, to: string, kind: string): Promise<string> {
  return (await latestMail(request, to, kind)).links[0]!;
}

export async function totpCode(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/sandbox/api/totp/${encodeURIComponent(email)}`);
  return ((await res.json()) as { code: string }).code;
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const ALLAUTH = "/auth/_allauth/browser/v1";

async function csrfOf(page: Page): Promise<string> {
  await page.request.get(`${ALLAUTH}/auth/session`);
  const cookie = (await page.context().cookies()).find((c) => c.name === "csrftoken");
  if (!cookie) throw new Error("no csrftoken cookie after the session call");
  return cookie.value;
}

/**
 * A new customer with a confirmed address, signed in in this browser context (through the API: the signup
 * screens are covered by their own tests). Returns the address.
 */
export async function confirmedCustomer(page: Page, password: string, prefix = "customer"): Promise<string> {
  const email = uniqueEmail(prefix);
  const signup = await page.request.post(`${ALLAUTH}/auth/signup`, { data: { email, password }, headers: { "X-CSRFToken": await csrfOf(page) } });
  expect(signup.status(), "signup").toBe(401);
  const link = await latestMailLink(page.request, email, "verify_email");
  const key = decodeURIComponent(link.split("/").filter(Boolean).pop()!);
  const verify = await page.request.post(`${ALLAUTH}/auth/email/verify`, { data: { key }, headers: { "X-CSRFToken": await csrfOf(page) } });
  expect(verify.status(), "e-mail confirmation signs in").toBe(200);
  return email;
}
