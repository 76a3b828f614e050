import type { Page, Route } from "@playwright/test";
import { test, expect } from "./account-fixtures";
import { FAILURES, FAULT_MATRIX, THROTTLED, field, type Failure, type FaultRow } from "./fault-matrix";

// The fault matrix (issue 8 item 4): every row of tests/e2e/fault-matrix.ts with a driver is made to
// fail five ways with page.route. For each failure the screen is opened afresh, the person types what
// the row says, makes the call, and then sees the row's spec §8 message (or nothing, where the row says
// why), no uncaught error, and everything they typed still in the form.

const AUTH = "/auth/_allauth/browser/v1";

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
/** The row's path as a pattern for a request's pathname (`{}` is one path segment). */
export const pathPattern = (path: string) => escape(path).replace(/\\?\{\\?\}|\{\}/g, "[^/]+");

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
        body: JSON.stringify(allauth ? { status: 401, data: { flows: [{ id: "login" }] }, meta: { is_authenticated: false } } : { detail: "Authentication credentials were not provided." }),
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

const byUser = (user: string) => FAULT_MATRIX.filter((r) => r.drive?.user === user);

for (const user of ["anonymous", "complete"] as const) {
  test.describe(`fault matrix, ${user === "anonymous" ? "not signed in" : "signed in"}`, () => {
    test.use({ user: user === "anonymous" ? null : "complete@example.com" });

    for (const row of byUser(user)) {
      test(row.id, async ({ page, problems }) => {
        const drive = row.drive!;
        const url = pathPattern(row.path);
        problems.allow(new RegExp(`^console\\.error: Failed to load resource: (net::ERR_FAILED|the server responded with a status of (500|429|401)\\b.*) \\(http://[^/]+${url}(\\?[^)]*)?\\)$`));
        for (const failure of FAILURES) {
          await test.step(failure, async () => {
            const settled = await failNext(page, row, failure);
            await drive.open(page);
            await drive.act(page);
            const outcome = row.outcome[failure];
            if ("text" in outcome) {
              await expect(page.getByText(outcome.text).first(), `${row.id} ${failure}`).toBeVisible();
            } else {
              await settled();
              await expect(page.locator(".toaster [role=alert] li, .toast--error"), `${row.id} ${failure}: ${outcome.silent}`).toHaveCount(0);
              await expect(page.getByTestId("form-error")).toHaveCount(0);
            }
            for (const t of "movesOn" in outcome && outcome.movesOn ? [] : drive.typed) {
              await expect(field(page, t), `${t.label} kept after ${failure}`).toHaveValue(t.value);
            }
            await page.unrouteAll({ behavior: "ignoreErrors" });
          });
        }
      });
    }
  });
}
