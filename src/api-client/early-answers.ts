// No imports: the account's early-calls script (src/features/account/shell/early-calls.ts) bundles this module
// alone, to a file of its own that the /my/ HTML loads before Gatsby's chunks (decision 126).

/** An early answer older than this is not taken: the caller asks again. */
export const EARLY_MAX_AGE_MS = 30_000;

type Early = { answer: Promise<Response>; at: number };
type EarlyWindow = {
  __earlyAnswers?: Map<string, Early>;
  __earlyClientStarted?: boolean;
  __earlyAsked?: Set<string>;
  __earlySessionChanges?: number;
};

/** A call's key: its method, address and body, exactly as the site's HTTP client sends them. */
export const earlyKey = (method: string, url: string, body?: string): string => `${method} ${url} ${body ?? ""}`;

const table = (): Map<string, Early> | undefined => (typeof window === "undefined" ? undefined : (window as unknown as EarlyWindow).__earlyAnswers);

/**
 * Starts a call before the app's code has loaded (the early-calls script); the site's HTTP client takes its
 * answer (`takeEarly`) instead of asking again. Each call is started once per page load, and never once the
 * client has asked it itself: that early answer would wait for the client's next call of it (a retry) and
 * hand it a stale answer (undefined then).
 */
export function startEarly(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Response> | undefined {
  const w = window as unknown as EarlyWindow;
  const answers = (w.__earlyAnswers ??= new Map());
  const key = earlyKey(method, url, body);
  if (w.__earlyAsked?.has(key)) return undefined;
  const known = answers.get(key);
  if (known) return known.answer;
  const answer = fetch(url, { method, headers, body, credentials: "include" });
  // A failure is the client's to meet when it takes the answer (it then asks again); not an unhandled rejection.
  answer.catch(() => undefined);
  answers.set(key, { answer, at: Date.now() });
  return answer;
}

/**
 * The early answer of this call, once (a second call asks the server), and only while it is fresh. The call
 * is remembered as asked: an early start of it from now on is refused (see `startEarly`).
 */
export function takeEarly(method: string, url: string, body?: string): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as EarlyWindow;
  const key = earlyKey(method, url, body);
  (w.__earlyAsked ??= new Set()).add(key);
  const answers = table();
  const early = answers?.get(key);
  if (!early) return undefined;
  answers!.delete(key);
  return Date.now() - early.at < EARLY_MAX_AGE_MS ? early.answer : undefined;
}

/** Whether the site's HTTP client has made a call already: then the early script starts none (it would ask twice). */
export const clientStarted = (): boolean => typeof window !== "undefined" && (window as unknown as EarlyWindow).__earlyClientStarted === true;

/** `fetch` for the site's HTTP client: an early answer when the call was started early, else a new request. */
export function fetchOrEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (typeof window !== "undefined") (window as unknown as EarlyWindow).__earlyClientStarted = true;
  // Taken (so forgotten, and the call remembered as asked) even by a call with a signal, which asks anew.
  const taken = typeof input === "string" ? takeEarly(init?.method ?? "GET", input, typeof init?.body === "string" ? init.body : undefined) : undefined;
  const early = init?.signal ? undefined : taken;
  // A failed early call (the network) is asked again, so the client meets the failure of its own call.
  return early ? early.catch(() => fetch(input, init)) : fetch(input, init);
}

/**
 * How many times the session has changed since the page loaded (`dropEarly`). Answers kept elsewhere before
 * they are shown (the dashboard's parts, src/features/account/shell/dashboard/use-part.ts) note it when they start
 * and are not taken after a change: they were another session's, perhaps another customer's.
 */
export const earlySession = (): number => (typeof window === "undefined" ? 0 : ((window as unknown as EarlyWindow).__earlySessionChanges ?? 0));

/** Drops the early answers not taken yet: the session changed (signed in or out since the page loaded). */
export function dropEarly(): void {
  table()?.clear();
  if (typeof window !== "undefined") (window as unknown as EarlyWindow).__earlySessionChanges = earlySession() + 1;
}
