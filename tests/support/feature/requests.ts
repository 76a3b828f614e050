// The tab's requests, for feature tests: what the screen sent, and an answer changed on its way back (the
// browser tests' page.on("request") and page.route). The answers come from the file's sandbox; a test
// changes one only to show a failure the sandbox does not produce on demand.

type Fetch = typeof fetch;
type Around = (input: RequestInfo | URL, init: RequestInit | undefined, next: Fetch) => Promise<Response>;

// The environment's fetch, and the test's wrappers around it (innermost first); all dropped after each test.
const tabFetch = fetch;
let wrappers: Around[] = [];
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const chain = wrappers.reduce<Fetch>((next, around) => ((i: RequestInfo | URL, n?: RequestInit) => around(i, n, next)) as Fetch, tabFetch);
  return chain(input, init);
}) as Fetch;
afterEach(() => {
  wrappers = [];
});

function wrap(around: Around): () => void {
  wrappers = [...wrappers, around];
  return () => {
    wrappers = wrappers.filter((w) => w !== around);
  };
}

const urlOf = (input: RequestInfo | URL) => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

/**
 * The GraphQL mutations (by operation name) and REST payment requests the screen sends from now on, as the
 * browser tests' `sentRequests`. Stops recording when the test ends.
 */
export function sentRequests(): string[] {
  const sent: string[] = [];
  wrap((input, init, next) => {
    const url = urlOf(input);
    if (url.includes("/my/api/graphql/") && typeof init?.body === "string") {
      const body = JSON.parse(init.body) as { query?: string; operationName?: string };
      if (body.query?.trimStart().startsWith("mutation")) sent.push(body.operationName ?? "mutation");
    } else if (url.includes("/my/api/payment/") && init?.method === "POST") sent.push(url);
    return next(input, init);
  });
  return sent;
}

/**
 * Answers requests whose address contains `part` with `answer(real, init)` (`real` asks the sandbox; a throw
 * is the network's failure) until `stop()` or the end of the test: the browser tests' page.route.
 */
export function answerWith(part: string, answer: (real: () => Promise<Response>, init: RequestInit | undefined) => Promise<Response> | Response): () => void {
  return wrap((input, init, next) => (urlOf(input).includes(part) ? Promise.resolve(answer(() => next(input, init), init)) : next(input, init)));
}

/** A JSON answer, as route.fulfill({ json }) gives. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers one GraphQL operation with `answer(real)`; the others go to the sandbox (the browser tests' breakOperation). */
export function onOperation(operationName: string, answer: (real: () => Promise<Response>) => Promise<Response> | Response): () => void {
  return answerWith("/my/api/graphql/", (real, init) => {
    const sent = typeof init?.body === "string" ? (JSON.parse(init.body) as { operationName?: string }).operationName : undefined;
    return sent === operationName ? answer(real) : real();
  });
}

/** The network's failure (the browser's aborted request: fetch rejects with a TypeError). */
export const networkDown = (): Promise<Response> => Promise.reject(new TypeError("Failed to fetch"));
