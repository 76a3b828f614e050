import type { Page, Route, WebSocketRoute } from "@playwright/test";
import { test, expect, USERS } from "./fixtures";
import { FAILURES, THROTTLED, type Drive, type Failure, type FaultRow, type Made, type Outcome } from "../support/fault-matrix";
import { BROWSER_ROWS, browserDrive, field } from "./fault-matrix-browser";

// Each group below signs in its own user (or nobody); the rows are long.
test.describe.configure({ timeout: 120_000 });

// The fault matrix (issue 8 item 4) in the browser: the rows of tests/support/fault-matrix.ts that only the
// browser drives (the static pages' islands, the socket; fault-matrix-browser.ts) are made to fail five ways with
// page.route (every other row: the jsdom feature tests of tests/features/fault-matrix). For each failure the screen is opened afresh (or, for a row with `again`,
// kept open as typed when nothing the failure must show is on it yet), the person types what the row says,
// makes the call, and then sees the row's spec §8 message (or nothing, where the row says why), no uncaught
// error, and everything they typed still in the form.

const AUTH = "/auth/_allauth/browser/v1";

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
/** The row's path as a pattern for a request's pathname (`{}` is one path segment). */
export const pathPattern = (path: string) => escape(path).replace(/\\?\{\\?\}|\{\}/g, "[^/]+");

// That no browser row signs in as the second login is tests/contract/fault-matrix.test.ts's (a data check).

function answer(row: FaultRow, failure: Failure, route: Route): Promise<void> {
  const allauth = row.path.startsWith(AUTH);
  switch (failure) {
    case "network":
      return route.abort("failed");
    case "server":
      return route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Server Error (500)</h1>" });
    case "rateLimited":
      return route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify(allauth ? { status: 429, errors: [{ code: "too_many_requests", message: THROTTLED }] } : { detail: THROTTLED }),
      });
    case "unauthorized":
      return route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify(
          allauth
            ? { status: 401, data: { flows: [{ id: "login" }] }, meta: { is_authenticated: false } }
            : { detail: "Authentication credentials were not provided." },
        ),
      });
    case "malformed":
      return route.fulfill({ status: 200, contentType: "application/json", body: '{"unexpected": ' });
  }
}

/** Fails the row's call once with `failure`; resolves when the page has had the failed answer. */
async function failNext(page: Page, row: FaultRow, failure: Failure): Promise<() => Promise<void>> {
  const pattern = new RegExp(`^${pathPattern(row.path)}$`);
  let hit!: () => void;
  const answered = new Promise<void>((resolve) => (hit = resolve));
  const matcher = (url: URL) => pattern.test(url.pathname);
  await page.route(matcher, async (route) => {
    if (route.request().method() !== row.method) return route.fallback();
    if (row.drive?.body && !row.drive.body.test(route.request().postData() ?? "")) return route.fallback();
    await answer(row, failure, route);
    hit();
  });
  return async () => {
    await answered;
    // Two frames: the answer's promise chain and React's render of the result have run.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  };
}

/**
 * A WebSocket has no status codes: each failure is its nearest socket equivalent. The page's socket is
 * routed once per test; `fail` sets what the next connections get (null: through to the sandbox).
 */
async function socketFailures(page: Page, row: FaultRow) {
  const pattern = new RegExp(`^${pathPattern(row.path)}$`);
  let failure: Failure | null = null;
  let hit: (() => void) | null = null;
  await page.routeWebSocket(
    (url) => pattern.test(url.pathname),
    (ws: WebSocketRoute) => {
      if (!failure) {
        ws.connectToServer();
        return;
      }
      switch (failure) {
        case "network":
          ws.close(); // no answer: closed before anything was said
          break;
        case "server":
          ws.close({ code: 1011, reason: "Internal Error" });
          break;
        case "rateLimited":
          ws.close({ code: 1013, reason: "Try Again Later" });
          break;
        case "unauthorized":
          ws.close({ code: 1008, reason: "Authentication credentials were not provided." });
          break;
        case "malformed":
          ws.send('{"unexpected": ');
          break;
      }
      hit?.();
    },
  );
  return {
    fail(next: Failure | null): () => Promise<void> {
      failure = next;
      const answered = new Promise<void>((resolve) => (hit = resolve));
      return async () => {
        await answered;
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      };
    },
  };
}

const ERRORS = ".toaster [role=alert] li, .toast--error";

/**
 * Nothing on the screen yet that this failure's check would find: its text (else it could be the previous
 * failure's), or for a silent outcome any error shown. Only then is the same screen pressed again.
 */
async function nothingShown(page: Page, outcome: Outcome): Promise<boolean> {
  if ("text" in outcome) return (await page.getByText(outcome.text).count()) === 0;
  return (await page.locator(ERRORS).count()) === 0 && (await page.getByTestId("form-error").count()) === 0;
}

const byUser = (user: Drive["user"]) => BROWSER_ROWS.filter((r) => r.drive?.user === user);
const LOGINS: Record<"anonymous" | "complete", string | null> = { anonymous: null, complete: USERS.complete };
const TITLES: Record<"anonymous" | "complete", string> = { anonymous: "not signed in", complete: "signed in" };

for (const user of ["anonymous", "complete"] as const) {
  test.describe(`fault matrix, ${TITLES[user]}`, () => {
    test.use({ user: LOGINS[user] });

    for (const row of byUser(user)) {
      test(row.id, async ({ page, problems }) => {
        const drive = { ...row.drive!, ...browserDrive(row) };
        const url = pathPattern(row.path);
        problems.allow(
          new RegExp(
            `^console\\.error: Failed to load resource: (net::ERR_FAILED|the server responded with a status of (500|429|401)\\b.*) \\(http://[^/]+${url}(\\?[^)]*)?\\)$`,
          ),
        );
        const made: Made = drive.setup ? await test.step("setup", () => drive.setup!(page)) : {};
        // The socket row skips the reconnection delay on the page's clock (its `recovers`): installed before the first load.
        if (drive.socket) await page.clock.install();
        const sockets = drive.socket ? await socketFailures(page, row) : null;
        // Whether the screen is still open as typed after the previous failure (rows with `again`).
        let onScreen = false;
        for (const failure of FAILURES) {
          await test.step(failure, async () => {
            const outcome = row.outcome[failure];
            const settled = sockets ? sockets.fail(failure) : await failNext(page, row, failure);
            if (!(drive.again && onScreen && (await nothingShown(page, outcome)))) await drive.open(page, made);
            await drive.act(page, made);
            if ("text" in outcome) {
              await expect(page.getByText(outcome.text).first(), `${row.id} ${failure}`).toBeVisible();
            } else {
              await settled();
              await expect(page.locator(ERRORS), `${row.id} ${failure}: ${outcome.silent}`).toHaveCount(0);
              await expect(page.getByTestId("form-error")).toHaveCount(0);
            }
            for (const t of "movesOn" in outcome && outcome.movesOn ? [] : drive.typed) {
              await expect(field(page, t), `${t.label} kept after ${failure}`).toHaveValue(t.value);
            }
            onScreen = !("movesOn" in outcome && outcome.movesOn);
            if (sockets) sockets.fail(null);
            else await page.unrouteAll({ behavior: "ignoreErrors" });
            await drive.recovers?.(page);
          });
        }
      });
    }
  });
}
