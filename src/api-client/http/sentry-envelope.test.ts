import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { createHttpClient, ALLAUTH_BASE } from "./client";
import { configureErrorReporting } from "./configure-reporting";
import { getErrorReporter, setErrorReporter } from "./reporter";
import { createEnvelopeReporter, parseDsn } from "./sentry-envelope";

// A real HTTP server plays both the API and the Sentry-compatible ingest (envelope endpoint).
type Envelope = {
  url: string;
  contentType: string | undefined;
  header: Record<string, unknown>;
  item: Record<string, unknown>;
  event: Record<string, unknown>;
};
let server: Server;
let origin: string;
let envelopes: Envelope[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      if (req.url?.startsWith("/api/42/envelope/")) {
        const [header, item, event] = body.split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
        envelopes.push({ url: req.url, contentType: req.headers["content-type"], header: header!, item: item!, event: event! });
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
        return;
      }
      const status = Number(/\/status\/(\d+)\//.exec(req.url ?? "")?.[1] ?? 404);
      const payload = status === 401 ? { status: 401, data: { flows: [] }, meta: { is_authenticated: false } } : { detail: `Answer ${status}.` };
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  envelopes = [];
  setErrorReporter(null);
});

const until = async (check: () => boolean) => {
  const end = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

it("parses a DSN into the envelope endpoint, and refuses what is not one", () => {
  expect(parseDsn("https://abc123@o1.ingest.example.io/42")).toEqual({
    dsn: "https://abc123@o1.ingest.example.io/42",
    publicKey: "abc123",
    origin: "https://o1.ingest.example.io",
    envelopeUrl: "https://o1.ingest.example.io/api/42/envelope/?sentry_version=7&sentry_key=abc123",
  });
  expect(parseDsn("https://k@errors.example.com/sub/7")?.envelopeUrl).toBe("https://errors.example.com/sub/api/7/envelope/?sentry_version=7&sentry_key=k");
  for (const bad of [undefined, "", "not a url", "https://errors.example.com/42", "https://k@errors.example.com/", "ftp://k@host/1", "https://k@host/project"])
    expect(parseDsn(bad)).toBeNull();
});

it("is off unless configured: no DSN, no reporter", () => {
  expect(configureErrorReporting(undefined)).toBe(false);
  expect(configureErrorReporting("")).toBe(false);
  expect(getErrorReporter()).toBeNull();
  expect(configureErrorReporting(`http://key@127.0.0.1:1/42`)).toBe(true);
  expect(getErrorReporter()).not.toBeNull();
});

describe("with the HTTP client, against a local ingest", () => {
  let sent: number;
  function client() {
    const dsn = parseDsn(`http://pubkey@${origin.slice("http://".length)}/42`)!;
    sent = 0;
    const countingFetch: typeof fetch = (input, init) => {
      sent += 1;
      return fetch(input, init);
    };
    const reporter = createEnvelopeReporter(dsn, { fetch: countingFetch, environment: "test" });
    return createHttpClient({ baseUrl: origin, readCookie: () => "tok", getLanguage: () => "en", getReporter: () => reporter });
  }

  it("a server error becomes one Sentry envelope with the server's message, status and path", async () => {
    const r = await client().request({ path: "/status/500/", schema: z.unknown() });
    expect(r.ok).toBe(false);
    await until(() => envelopes.length === 1);
    const [e] = envelopes;
    expect(e!.url).toBe("/api/42/envelope/?sentry_version=7&sentry_key=pubkey");
    expect(e!.contentType).toBe("application/x-sentry-envelope");
    expect(e!.item).toEqual({ type: "event" });
    expect(e!.header.event_id).toBe(e!.event.event_id);
    expect(e!.event).toMatchObject({
      level: "error",
      platform: "javascript",
      environment: "test",
      message: { formatted: "Answer 500." },
      extra: { method: "GET", path: "/status/500/", status: 500 },
    });
  });

  it("a malformed answer is reported as an exception", async () => {
    const r = await client().request({ path: "/status/200/", schema: z.object({ id: z.number() }) });
    expect(!r.ok && r.error.kind).toBe("invalid-response");
    await until(() => envelopes.length === 1);
    expect(envelopes[0]!.event).toMatchObject({ exception: { values: [{ type: "ApiError" }] }, tags: { kind: "invalid-response" } });
  });

  it("ignored statuses and silent answers are not reported; the same status not ignored is", async () => {
    const c = client();
    expect((await c.request({ path: "/status/404/", schema: z.unknown(), ignoreStatuses: [404] })).ok).toBe(false);
    // 401 on an auth endpoint is silent (spec §8), so it is not reported either.
    const silent = await c.request({ path: `${ALLAUTH_BASE}/status/401/`, schema: z.unknown() });
    expect(!silent.ok && [silent.error.status, silent.error.silent]).toEqual([401, true]);
    expect(sent).toBe(0);
    expect((await c.request({ path: "/status/404/", schema: z.unknown() })).ok).toBe(false);
    expect(sent).toBe(1);
    await until(() => envelopes.length === 1);
    expect(envelopes[0]!.event).toMatchObject({ message: { formatted: "Answer 404." } });
  });

  it("an ingest that is down does not affect the call", async () => {
    const dead = createEnvelopeReporter(parseDsn("http://k@127.0.0.1:1/42")!);
    const c = createHttpClient({ baseUrl: origin, readCookie: () => null, getLanguage: () => "en", getReporter: () => dead });
    const r = await c.request({ path: "/status/500/", schema: z.unknown() });
    expect(!r.ok && r.error.status).toBe(500);
  });
});
