// The account's early calls (decision 126): a small script of its own, the first the /my/ page's boot loader
// adds once the frame has painted, before Gatsby's chunks (decision 266), that starts the calls the account's
// first screen waits on (session and config; menu and profile; on the dashboard its parts' GraphQL operations)
// while React, Gatsby's runtime and the app download and run. The site's HTTP client takes these answers
// (src/api-client/early-answers.ts) instead of asking again, so no call is made twice; the auth store drops the
// ones not taken once the session changes.
// No React, no zod: it imports only modules without imports (built by src/build/account-early.ts).
import { clientStarted, startEarly } from "../../../api-client/early-answers";
import { nextTask } from "../../../islands/next-task";
import { DASHBOARD_OPERATIONS } from "./dashboard/operations";

// The paths and headers the site's HTTP client uses for these calls (src/api-client/allauth.ts, account.ts,
// graphql-call.ts, http/client.ts); early-calls.test.ts checks the keys against the client's own calls.
export const SESSION_PATH = "/auth/_allauth/browser/v1/auth/session";
export const CONFIG_PATH = "/auth/_allauth/browser/v1/config";
export const MENU_PATH = "/my/api/account/menu_context/";
export const PROFILE_PATH = "/my/api/account/personal_info/";
export const GRAPHQL_PATH = "/my/api/graphql/";

const csrfToken = () => /(?:^|;\s*)csrftoken=([^;]*)/.exec(document.cookie)?.[1];

/** Starts the early calls of an account address (`/my/…`, `/ru/my/…`); nothing elsewhere. */
export function startEarlyCalls(pathname: string): void {
  const at = /^\/(?:ru\/)?my(\/.*)?$/.exec(pathname);
  // Not on other pages; and not once the app has made its own calls (this script came late).
  if (!at || clientStarted()) return;
  const headers = { Accept: "application/json", "X-Requested-With": "XMLHttpRequest", "Accept-Language": document.documentElement.lang || "en" };
  const session = startEarly("GET", SESSION_PATH, headers);
  // In the next task, as every call after the first (below): the page's first fetch also sets up the Fetch API
  // (several milliseconds on a phone), enough for one task.
  // (Not the call's promise: a failed call is the client's to meet, never this chain's unhandled rejection.)
  void nextTask().then(() => void startEarly("GET", CONFIG_PATH, headers));
  if (!session) return;
  const dashboard = (at[1] ?? "/") === "/";
  // The account area asks for these once the session is signed in: asked here as soon as the session answers
  // so (a visitor who is not signed in gets no call the app would not make, and no 401 in the console).
  // The session answer also seeds the CSRF cookie the dashboard's POSTs carry.
  // Signed in: an allauth answer 200 with its user (read from a copy: the client reads the answer itself).
  const isSignedIn = (answer: Response): Promise<boolean> =>
    answer.status !== 200
      ? Promise.resolve(false)
      : answer
          .clone()
          .json()
          .then((body: { status?: unknown; data?: { user?: unknown } } | null) => body?.status === 200 && !!body.data?.user)
          .catch(() => false);
  // Each start in a task of its own (decision 266): a fetch costs the main thread about a millisecond here (more
  // on a phone) and the cookie read is a synchronous round trip to the browser; all in the session answer's task
  // they were one task of 9–13 ms at the first paint, a long task on a phone's CPU.
  const signedIn = async (yes: boolean) => {
    if (!yes) return;
    startEarly("GET", MENU_PATH, headers);
    await nextTask();
    startEarly("GET", PROFILE_PATH, headers);
    if (!dashboard) return;
    await nextTask();
    const token = csrfToken();
    if (!token) return;
    for (const query of Object.values(DASHBOARD_OPERATIONS)) {
      await nextTask();
      startEarly("POST", GRAPHQL_PATH, { ...headers, "X-CSRFToken": token, "Content-Type": "application/json" }, JSON.stringify({ query }));
    }
  };
  void session
    .then(isSignedIn)
    .then(signedIn, () => undefined)
    .catch(() => undefined);
}

if (typeof window !== "undefined" && typeof document !== "undefined") startEarlyCalls(window.location.pathname);
