import type { Failure, FaultRow } from "../fault-matrix";

// A call of the tab made to fail, for feature tests (the fault matrix, tests/support/fault-matrix.ts): the
// browser tests' page.route for one row's call. Requests of the row's method whose path matches its `path`
// (`{}` is one segment), and whose body matches its `body` when it has one, get the failure's answer instead
// of the sandbox's; every other request goes through. Reusable by any feature test that needs one of the five
// failures of spec §8: `failCall({ path, method }, "server")`.

const AUTH = "/auth/_allauth/browser/v1";

/** The detail a 429 carries in this matrix (DRF's throttle answer). */
const THROTTLED = "Request was throttled. Expected available in 30 seconds.";

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
/** The row's path as a pattern for a request's pathname (`{}` is one path segment). */
export const pathPattern = (path: string) => new RegExp(`^${escape(path).replace(/\{\\?\}|\{\}/g, "[^/]+")}$`);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The answer of one failure, as the browser tests' route gives it (allauth's calls get allauth's shapes). */
function failed(path: string, failure: Failure): Promise<Response> {
  const allauth = path.startsWith(AUTH);
  switch (failure) {
    case "network":
      return Promise.reject(new TypeError("Failed to fetch"));
    case "server":
      return Promise.resolve(new Response("<h1>Server Error (500)</h1>", { status: 500, headers: { "content-type": "text/html" } }));
    case "rateLimited":
      return Promise.resolve(json(429, allauth ? { status: 429, errors: [{ code: "too_many_requests", message: THROTTLED }] } : { detail: THROTTLED }));
    case "unauthorized":
      return Promise.resolve(
        json(
          401,
          allauth
            ? { status: 401, data: { flows: [{ id: "login" }] }, meta: { is_authenticated: false } }
            : { detail: "Authentication credentials were not provided." },
        ),
      );
    case "malformed":
      return Promise.resolve(new Response('{"unexpected": ', { status: 200, headers: { "content-type": "application/json" } }));
  }
}

type Fetch = typeof fetch;
const urlOf = (input: RequestInfo | URL) => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

export interface FailedCall {
  /** How many requests of the call were made (and failed) so far. */
  readonly count: number;
  /** Resolves once the first failed answer has been handed to the screen. */
  readonly answered: Promise<void>;
  /** Lets held answers go (see `hold`). */
  release(): void;
  /** Lets the call through to the sandbox again. */
  stop(): void;
}

let installed: Array<() => void> = [];
afterEach(() => {
  for (const stop of installed) stop();
  installed = [];
});

/**
 * Fails `row`'s call with `failure` until `stop()` or the end of the test. `hold`: each failed answer waits
 * until `release()` (the screen is loading meanwhile: a second press then must send nothing).
 */
export function failCall(row: Pick<FaultRow, "path" | "method"> & { body?: RegExp }, failure: Failure, { hold = false } = {}): FailedCall {
  const pattern = pathPattern(row.path);
  const inner: Fetch = globalThis.fetch;
  let count = 0;
  let hit!: () => void;
  const answered = new Promise<void>((resolve) => (hit = resolve));
  let released!: () => void;
  const gate = hold ? new Promise<void>((resolve) => (released = resolve)) : Promise.resolve();
  const wrapper = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(urlOf(input), window.location.href);
    const method = (init?.method ?? (typeof input === "object" && "method" in input ? input.method : "GET")).toUpperCase();
    const body = typeof init?.body === "string" ? init.body : "";
    if (method !== row.method || !pattern.test(url.pathname) || (row.body && !row.body.test(body))) return inner(input, init);
    count += 1;
    return gate.then(() => {
      const answer = failed(row.path, failure);
      hit();
      return answer;
    });
  }) as Fetch;
  globalThis.fetch = wrapper;
  const stop = () => {
    if (globalThis.fetch === wrapper) globalThis.fetch = inner;
  };
  installed.push(stop);
  return {
    get count() {
      return count;
    },
    answered,
    release: () => released?.(),
    stop,
  };
}

/**
 * Uncaught errors of the tab from now on (the window's error and unhandledrejection events): the browser
 * tests' `problems` for a feature test. console.error already fails every test (tests/jest.setup.ts).
 */
export function uncaughtErrors(): string[] {
  const seen: string[] = [];
  const onError = (event: ErrorEvent) => seen.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => seen.push(`unhandledrejection: ${String(event.reason)}`);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  installed.push(() => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  });
  return seen;
}
