import { test as base, expect, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { latestMailLink, login, PASSWORD } from "./sandbox-calls";

/**
 * The one fixture module of the browser tests: `test`, `expect`, `visit`, the signed-in `user`, and (through
 * ./sandbox-calls.ts) the set-up calls. Every test
 * - reaches the site from its own client address (`ip`);
 * - fails on any console error, uncaught exception or Content-Security-Policy violation, except what the
 *   test declares (`problems`) and what is protocol (see `problems`);
 * - fails when an unsafe request of the page to the API lacks the CSRF token of its cookie (`csrfChecks`);
 * - is signed in as `user` when a spec sets one (`test.use({ user: USERS.complete })`; nobody by default).
 */

type Problems = {
  /** A console error or uncaught exception the test causes on purpose; matched against `console.error: <text> (<url>)` or `uncaught: <message>`. */
  allow: (pattern: RegExp) => void;
  /** Answers of 400 or more the test causes on purpose: the browser's "Failed to load resource" for them is not an error. */
  expectStatus: (pattern: RegExp, ...statuses: number[]) => void;
  /** The test aborts requests on purpose (the browser logs net::ERR_FAILED for each). */
  allowAborted: () => void;
};

type Fixtures = {
  ip: string;
  problems: Problems;
  csrfChecks: { count: number };
  user: string | null;
  signedIn: void;
  /** Every request the sandbox serves fails from now on (the API, the auth backend and its tester pages). */
  stopSandbox: () => Promise<void>;
  /** Every data-layer push of the test, across page loads (the card page leaves the site and comes back). */
  dataLayer: Array<Record<string, unknown>>;
};

const API = /\/(auth\/_allauth\/|my\/api\/)/;
/** allauth answers the session call with 401 when nobody is signed in (contracts/allauth §0): protocol, not an error. */
const SESSION = /\/auth\/_allauth\/browser\/v1\/auth\/session$/;
/**
 * Gatsby prefetches the page data of links in view (no response event reaches the test for those prefetches);
 * a link to a page that is not built answers 404.
 */
const PAGE_DATA = /\/page-data\/.+\/page-data\.json$/;

let counter = 0;

function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

export const test = base.extend<Fixtures>({
  /**
   * Each test reaches the site from its own client address. The sandbox counts its per-IP limits (30 logins a
   * minute, 5 contact messages…) per address, so without this the whole run shares one address and a busy
   * minute of logins answers 429 to whichever test comes next. The tests' server trusts X-Forwarded-For from
   * loopback for this (TRUST_PROXY=loopback in playwright.config.ts, explicitly: a deployed server trusts no
   * client's header). Set on the browser context, the header goes with the pages' requests and with
   * `page.request` alike. Through nginx (the "nginx" project) the header is replaced by the connecting
   * address, as in production.
   */
  ip: async ({}, use, testInfo) => {
    counter += 1;
    await use(`10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`);
  },
  context: async ({ context, ip }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    await use(context);
  },
  problems: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const expected: Array<{ pattern: RegExp; statuses: number[] }> = [{ pattern: SESSION, statuses: [401] }];
      let aborted = false;
      // A Content-Security-Policy violation is a bug too: report it as an error the listener below catches.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
        });
      });
      // Addresses whose failed answer is expected. A document that answers 404 on purpose (the not-found
      // tests) logs "Failed to load resource" for itself; Gatsby's runtime on a not-found page also asks for
      // that path's page data (and the path without its slash) to confirm the 404.
      const expectedUrls = new Set<string>();
      page.on("response", (response) => {
        const status = response.status();
        if (status < 400) return;
        const url = new URL(response.url());
        if (response.request().isNavigationRequest()) {
          const bare = url.pathname.replace(/\/$/, "");
          expectedUrls.add(response.url());
          expectedUrls.add(`${url.origin}${bare}`);
          expectedUrls.add(`${url.origin}/page-data${bare}/page-data.json`);
        }
        if (expected.some((e) => e.pattern.test(url.pathname) && e.statuses.includes(status))) expectedUrls.add(response.url());
      });
      // Judged when the test ends: a response event may arrive after the console message it explains.
      const seen: Array<{ entry: string; text?: string; url?: string }> = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") seen.push({ entry: `console.error: ${msg.text()} (${msg.location().url})`, text: msg.text(), url: msg.location().url });
      });
      page.on("pageerror", (error) => seen.push({ entry: `uncaught: ${error.message}` }));
      await use({
        allow: (pattern) => allowed.push(pattern),
        expectStatus: (pattern, ...statuses) => expected.push({ pattern, statuses }),
        allowAborted: () => (aborted = true),
      });
      const unexpected = seen
        .filter(({ text, url }) => {
          if (text === undefined || url === undefined || !text.startsWith("Failed to load resource")) return true;
          if (expectedUrls.has(url)) return false;
          if (text.includes("status of 401") && SESSION.test(new URL(url).pathname)) return false;
          if (text.includes("status of 404") && PAGE_DATA.test(url)) return false;
          // The sandbox's stand-in pages (provider consent, hosted card page) have no icon link: the browser asks for /favicon.ico.
          if (url && new URL(url).pathname === "/favicon.ico") return false;
          if (aborted && text.startsWith("Failed to load resource: net::ERR_FAILED")) return false;
          return true;
        })
        .map(({ entry }) => entry)
        .filter((entry) => !allowed.some((a) => a.test(entry)));
      expect(unexpected, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
  // Every unsafe request that reaches the API must carry X-CSRFToken equal to the csrftoken cookie it was sent
  // with (the provider form: its csrfmiddlewaretoken field).
  csrfChecks: [
    async ({ page }, use) => {
      const checks = { count: 0 };
      const failures: string[] = [];
      const pending: Array<Promise<void>> = [];
      let verdict = false;
      // Requests that reached the server (an aborted one, "sandbox stopped", carried nothing anywhere). One that
      // finishes once the test is over (a refetch in flight at its end) is not the test's: the page closes
      // under its header read.
      page.on("requestfinished", (request: Request) => {
        const url = new URL(request.url());
        if (verdict || request.method() === "GET" || !API.test(url.pathname)) return;
        pending.push(
          request.allHeaders().then((headers) => {
            const cookie = cookieValue(headers.cookie, "csrftoken");
            const formToken =
              request.postData() && headers["content-type"]?.startsWith("application/x-www-form-urlencoded")
                ? new URLSearchParams(request.postData() ?? "").get("csrfmiddlewaretoken")
                : null;
            const sent = headers["x-csrftoken"] ?? formToken;
            checks.count += 1;
            if (!cookie || sent !== cookie) failures.push(`${request.method()} ${url.pathname}: token ${sent} ≠ cookie ${cookie}`);
          }),
        );
      });
      await use(checks);
      verdict = true;
      // Every check has read its headers before the verdict (allHeaders() answers asynchronously).
      await Promise.all(pending);
      expect(failures, "unsafe requests without the CSRF token of the cookie").toEqual([]);
    },
    { auto: true },
  ],
  user: [null, { option: true }],
  signedIn: [
    async ({ page, user }, use) => {
      if (user) await login(page, user);
      await use();
    },
    { auto: true },
  ],
  stopSandbox: async ({ page, problems }, use) => {
    await use(async () => {
      problems.allowAborted();
      await page.route(/\/(auth\/_allauth|my\/api|sandbox)\//, (route) => route.abort("failed"));
    });
  },
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
export * from "./sandbox-calls";

/** Waits until React has hydrated the page (gatsby-browser and the islands' boot set the flag). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
}

/** Navigates, waits until the page has hydrated, and returns the HTTP status of the document. */
export async function visit(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  if (!response) throw new Error(`No response for ${path}`);
  await hydrated(page);
  return response.status();
}

/** Opens an account section and waits until it has rendered its data (no loading skeleton left). */
export async function openAccount(page: Page, path: string): Promise<void> {
  expect(await visit(page, path)).toBe(200);
  await expect(page.getByTestId("loading")).toHaveCount(0, { timeout: 15_000 });
}

/** The login form's texts in the language a fresh visitor sees it in: `next`'s prefix decides (decision 076). */
export const LOGIN_TEXT = {
  en: { email: "E-mail", password: "Password", submit: "Log in" },
  ru: { email: "Эл. почта", password: "Пароль", submit: "Войти" },
} as const;

/** Signs in through the login screen (the tests of that screen and of `next`); other tests use `login`. */
export async function logInThroughForm(page: Page, email: string, password = PASSWORD, next?: string): Promise<void> {
  await visit(page, next ? `/auth/login/?next=${encodeURIComponent(next)}` : "/auth/login/");
  const text = LOGIN_TEXT[next?.startsWith("/ru/") ? "ru" : "en"];
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: text.submit }).click();
}

/**
 * A new account signed up through the form, then a password reset asked for it through the form: the mailed
 * reset link (from the sandbox outbox). The flows that start from a reset link share this.
 */
export async function resetLinkForNewAccount(page: Page, request: APIRequestContext, email: string): Promise<string> {
  await visit(page, "/auth/signup/");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Blue-Harbour-42");
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/auth\/email\/$/);
  await visit(page, "/auth/password/reset/");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(`If an account uses ${email}`)).toBeVisible();
  return latestMailLink(request, email, "password_reset");
}
