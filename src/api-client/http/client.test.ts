import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import * as zm from "zod/mini";
import { createHttpClient, ALLAUTH_BASE } from "./client";
import { messageOf } from "./errors";
import type { ErrorReporter } from "./reporter";

// Every rule is checked against a real HTTP server on 127.0.0.1 (not a mocked fetch): headers as they
// arrive on the wire, real status codes, real bodies.

type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[];
const routes = new Map<string, Handler>();

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const handler = routes.get(`${req.method} ${req.url}`) ?? routes.get(`* ${req.url}`);
      if (handler) handler(req, res, body);
      else json(404, { detail: "Not found." })(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  routes.clear();
});

function makeClient(overrides: { cookie?: () => string | null; language?: () => string; reporter?: ErrorReporter | null } = {}) {
  return createHttpClient({
    baseUrl,
    readCookie: (name) => (name === "csrftoken" ? (overrides.cookie ?? (() => "tok-1"))() : null),
    getLanguage: overrides.language ?? (() => "en"),
    getReporter: () => overrides.reporter ?? null,
  });
}

function recordingReporter() {
  const messages: string[] = [];
  const exceptions: unknown[] = [];
  const reporter: ErrorReporter = {
    captureMessage: (m) => messages.push(m),
    captureException: (e) => exceptions.push(e),
  };
  return { reporter, messages, exceptions };
}

const anything = z.unknown();
const item = z.object({ id: z.number(), name: z.string() });

describe("shared headers (spec §7)", () => {
  it("sends X-Requested-With, accept-language, JSON accept on every request", async () => {
    routes.set("GET /x/", json(200, { id: 1, name: "a" }));
    const result = await makeClient({ language: () => "ru" }).request({ path: "/x/", schema: item });
    expect(result.ok).toBe(true);
    const h = seen[0]!.headers;
    expect(h["x-requested-with"]).toBe("XMLHttpRequest");
    expect(h["accept-language"]).toBe("ru");
    expect(h.accept).toBe("application/json");
  });

  it("reads the language again for every request", async () => {
    routes.set("GET /x/", json(200, {}));
    let language = "en";
    const client = makeClient({ language: () => language });
    await client.request({ path: "/x/", schema: anything });
    language = "ru";
    await client.request({ path: "/x/", schema: anything });
    expect(seen.map((s) => s.headers["accept-language"])).toEqual(["en", "ru"]);
  });

  it("sends X-CSRFToken on unsafe methods, read fresh from the cookie before each request", async () => {
    for (const m of ["POST", "PUT", "PATCH", "DELETE"]) routes.set(`${m} /x/`, json(200, {}));
    let token = "before-login";
    const client = makeClient({ cookie: () => token });
    await client.request({ method: "POST", path: "/x/", body: { a: 1 }, schema: anything });
    token = "rotated-at-login";
    for (const method of ["PUT", "PATCH", "DELETE"] as const) await client.request({ method, path: "/x/", schema: anything });
    expect(seen.map((s) => s.headers["x-csrftoken"])).toEqual(["before-login", "rotated-at-login", "rotated-at-login", "rotated-at-login"]);
  });

  it("does not send the CSRF header on GET, nor when there is no cookie", async () => {
    routes.set("GET /x/", json(200, {}));
    routes.set("POST /x/", json(200, {}));
    await makeClient().request({ path: "/x/", schema: anything });
    await makeClient({ cookie: () => null }).request({ method: "POST", path: "/x/", schema: anything });
    expect(seen[0]!.headers["x-csrftoken"]).toBeUndefined();
    expect(seen[1]!.headers["x-csrftoken"]).toBeUndefined();
  });

  it("asks the browser to send credentials (cookies) with every request", async () => {
    routes.set("GET /x/", json(200, {}));
    const inits: Array<RequestInit | undefined> = [];
    // A real fetch to the real server; the wrapper only records what the client asked for.
    const client = createHttpClient({
      baseUrl,
      readCookie: () => null,
      getLanguage: () => "en",
      fetch: (input, init) => (inits.push(init), fetch(input, init)),
    });
    await client.request({ path: "/x/", schema: anything });
    expect(inits[0]?.credentials).toBe("include");
    expect(seen).toHaveLength(1);
  });

  it("sends a JSON body with its content type", async () => {
    routes.set("POST /x/", (_req, res, body) => json(200, JSON.parse(body))(_req, res, body));
    const result = await makeClient().request({ method: "POST", path: "/x/", body: { id: 7, name: "ü" }, schema: item });
    expect(seen[0]!.headers["content-type"]).toBe("application/json");
    expect(result).toEqual({ ok: true, value: { status: 200, data: { id: 7, name: "ü" }, partialErrors: [] } });
  });
});

describe("answers", () => {
  it("204 has no body: the schema sees undefined", async () => {
    routes.set("DELETE /x/", (_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const result = await makeClient().request({ method: "DELETE", path: "/x/", schema: z.undefined() });
    expect(result).toEqual({ ok: true, value: { status: 204, data: undefined, partialErrors: [] } });
  });

  it("a 204 where the call expects a body is a malformed answer", async () => {
    routes.set("GET /x/", (_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const result = await makeClient().request({ path: "/x/", schema: item });
    expect(!result.ok && result.error.kind).toBe("invalid-response");
  });

  it("206 returns the data with the failed parts merged into one list", async () => {
    routes.set(
      "POST /pay/",
      json(206, {
        paymentRef: "p1",
        errors: [
          { invoice: 3, detail: "Invoice is already paid." },
          { invoice: 9, detail: "Invoice not found." },
          "Plain text",
          { invoice: 3, detail: "Invoice is already paid." },
        ],
      }),
    );
    const result = await makeClient().request({ method: "POST", path: "/pay/", body: { invoices: [1, 3, 9] }, schema: z.object({ paymentRef: z.string() }) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.status).toBe(206);
    expect(result.value.data.paymentRef).toBe("p1");
    expect(result.value.partialErrors).toEqual(["#3: Invoice is already paid.", "#9: Invoice not found.", "Plain text"]);
  });

  it("a body that does not match the schema is the generic catalogue error, and is reported", async () => {
    routes.set("GET /x/", json(200, { id: "seven", name: "a", detail: "not a message" }));
    const rec = recordingReporter();
    const result = await makeClient({ reporter: rec.reporter }).request({ path: "/x/", schema: item });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe("invalid-response");
    expect(result.error.key).toBe("errors:generic");
    expect(result.error.serverMessage).toBeNull();
    expect(result.error.silent).toBe(false);
    expect(rec.exceptions).toHaveLength(1);
  });

  it("a zod/mini schema is checked the same way: typed data, or the reported generic error (decision 056)", async () => {
    const miniItem = zm.object({ id: zm.number(), name: zm.string() });
    routes.set("GET /m/", json(200, { id: 7, name: "a" }));
    routes.set("GET /bad/", json(200, { id: "seven", name: "a" }));
    const rec = recordingReporter();
    const client = makeClient({ reporter: rec.reporter });
    const good = await client.request({ path: "/m/", schema: miniItem });
    expect(good.ok && good.value.data).toEqual({ id: 7, name: "a" });
    const bad = await client.request({ path: "/bad/", schema: miniItem });
    expect(!bad.ok && [bad.error.kind, bad.error.key, bad.error.serverMessage]).toEqual(["invalid-response", "errors:generic", null]);
    expect(rec.exceptions).toHaveLength(1);
  });

  it("a body that is not JSON is the generic catalogue error", async () => {
    routes.set("GET /x/", (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<!doctype html><p>proxy page</p>");
    });
    const result = await makeClient().request({ path: "/x/", schema: anything });
    expect(!result.ok && [result.error.kind, result.error.key]).toEqual(["invalid-response", "errors:generic"]);
  });

  it("no answer at all (server down) is a network error with 'Request failed'", async () => {
    const down = createHttpClient({ baseUrl: "http://127.0.0.1:9", readCookie: () => null, getLanguage: () => "en" });
    const result = await down.request({ path: "/x/", schema: anything });
    expect(!result.ok && [result.error.kind, result.error.key, result.error.status]).toEqual(["network", "errors:requestFailed", null]);
  });
});

describe("errors (spec §8)", () => {
  it("an HTML 403 (CSRF page) is the generic text without a server message", async () => {
    routes.set("POST /x/", (_req, res) => {
      res.writeHead(403, { "content-type": "text/html" });
      res.end("<h1>Forbidden (403)</h1>");
    });
    const result = await makeClient().request({ method: "POST", path: "/x/", schema: anything });
    expect(!result.ok && [result.error.kind, result.error.status, result.error.key, result.error.serverMessage]).toEqual(["http", 403, "errors:generic", null]);
  });

  it("a DRF-style error carries detail, code and field errors", async () => {
    routes.set("GET /x/", json(403, { detail: "The main account has not provided its personal data.", code: "PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT" }));
    routes.set("PUT /x/", json(400, { city: ["This field is required"], non_field_errors: ["Check the form"], user: { first_name: ["Too long"] } }));
    const client = makeClient();
    const a = await client.request({ path: "/x/", schema: anything });
    const b = await client.request({ method: "PUT", path: "/x/", schema: anything });
    expect(!a.ok && [a.error.code, a.error.serverMessage]).toEqual([
      "PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT",
      "The main account has not provided its personal data.",
    ]);
    expect(!b.ok && b.error.fieldErrors).toEqual({ city: ["This field is required"], __all__: ["Check the form"], "user.first_name": ["Too long"] });
  });

  it("spec §8: an error answered as a list of messages (payment creation) shows the first of them", async () => {
    routes.set("POST /pay/", json(400, ["На балансе недостаточно средств.", "Second"]));
    routes.set("POST /empty/", json(400, []));
    const r = await makeClient().request({ method: "POST", path: "/pay/", schema: anything });
    expect(!r.ok && [r.error.key, r.error.serverMessage, r.error.fieldErrors]).toEqual([
      "errors:generic",
      "На балансе недостаточно средств.",
      { __all__: ["На балансе недостаточно средств.", "Second"] },
    ]);
    const empty = await makeClient().request({ method: "POST", path: "/empty/", schema: anything });
    expect(!empty.ok && [empty.error.serverMessage, empty.error.fieldErrors]).toEqual([null, {}]);
  });

  it("a field named `code` (the promo-code form) is a field error, not the error code", async () => {
    routes.set("POST /promo/", json(400, { code: ["This promo code does not exist or has expired."] }));
    const r = await makeClient().request({ method: "POST", path: "/promo/", schema: anything });
    expect(!r.ok && [r.error.code, r.error.serverMessage, r.error.fieldErrors]).toEqual([
      null,
      "This promo code does not exist or has expired.",
      { code: ["This promo code does not exist or has expired."] },
    ]);
  });

  it("403 PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT is silent and not reported; another 403 is not silent (spec §6)", async () => {
    routes.set("GET /x/", json(403, { detail: "The main account has not provided its personal data.", code: "PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT" }));
    routes.set("GET /y/", json(403, { detail: "Owner only.", code: "OWNER_ONLY" }));
    const rec = recordingReporter();
    const client = makeClient({ reporter: rec.reporter });
    const a = await client.request({ path: "/x/", schema: anything });
    const b = await client.request({ path: "/y/", schema: anything });
    expect(!a.ok && a.error.silent).toBe(true);
    expect(!b.ok && b.error.silent).toBe(false);
    expect(rec.messages).toEqual(["Owner only."]);
  });

  it("an allauth 400 carries field errors by param and the first code", async () => {
    routes.set(
      `POST ${ALLAUTH_BASE}/auth/2fa/authenticate`,
      json(400, {
        status: 400,
        errors: [
          { code: "incorrect_code", param: "code", message: "Incorrect code." },
          { code: "other", message: "General." },
        ],
      }),
    );
    const r = await makeClient().request({ method: "POST", path: `${ALLAUTH_BASE}/auth/2fa/authenticate`, body: { code: "1" }, schema: anything });
    expect(!r.ok && [r.error.code, r.error.fieldErrors]).toEqual(["incorrect_code", { code: ["Incorrect code."], __all__: ["General."] }]);
  });

  describe("429", () => {
    it("a POST shows the server's detail", async () => {
      routes.set("POST /x/", json(429, { detail: "Slow down: 3 attempts left tomorrow." }));
      const r = await makeClient().request({ method: "POST", path: "/x/", schema: anything });
      expect(!r.ok && [r.error.kind, r.error.serverMessage, messageOf(r.error, (k) => `t(${k})`)]).toEqual([
        "rate-limited",
        "Slow down: 3 attempts left tomorrow.",
        "Slow down: 3 attempts left tomorrow.",
      ]);
    });

    it("a POST without detail shows the first error text", async () => {
      routes.set(`POST ${ALLAUTH_BASE}/auth/login`, json(429, { status: 429, errors: [{ code: "too_many", message: "First error text." }] }));
      const r = await makeClient().request({ method: "POST", path: `${ALLAUTH_BASE}/auth/login`, schema: anything });
      expect(!r.ok && messageOf(r.error, (k) => `t(${k})`)).toBe("First error text.");
    });

    it("a POST with an empty body shows 'Too many attempts'", async () => {
      routes.set(`POST ${ALLAUTH_BASE}/auth/login`, json(429, { status: 429 }));
      const r = await makeClient().request({ method: "POST", path: `${ALLAUTH_BASE}/auth/login`, schema: anything });
      expect(!r.ok && [r.error.key, messageOf(r.error, (k) => `t(${k})`)]).toEqual(["errors:tooManyAttempts", "t(errors:tooManyAttempts)"]);
    });

    it("a GET answered 429 does not show the server's text", async () => {
      routes.set("GET /x/", json(429, { detail: "Server words" }));
      const r = await makeClient().request({ path: "/x/", schema: anything });
      expect(!r.ok && [r.error.serverMessage, messageOf(r.error, (k) => `t(${k})`)]).toEqual([null, "t(errors:tooManyAttempts)"]);
    });
  });

  describe("401", () => {
    it("is silent on auth endpoints", async () => {
      routes.set(`POST ${ALLAUTH_BASE}/auth/2fa/authenticate`, json(401, { status: 401, data: { flows: [] }, meta: { is_authenticated: null } }));
      const r = await makeClient().request({ method: "POST", path: `${ALLAUTH_BASE}/auth/2fa/authenticate`, schema: anything });
      expect(!r.ok && [r.error.kind, r.error.silent]).toEqual(["unauthorized", true]);
    });

    it("is silent elsewhere when the body has the authenticated meta flag", async () => {
      routes.set("GET /my/api/x/", json(401, { status: 401, meta: { is_authenticated: true }, data: { flows: [{ id: "reauthenticate" }] } }));
      const r = await makeClient().request({ path: "/my/api/x/", schema: anything });
      expect(!r.ok && [r.error.kind, r.error.silent]).toEqual(["unauthorized", true]);
    });

    it("is not silent elsewhere without the flag, and is reported", async () => {
      routes.set("GET /my/api/x/", json(401, { detail: "Authentication credentials were not provided." }));
      const rec = recordingReporter();
      const r = await makeClient({ reporter: rec.reporter }).request({ path: "/my/api/x/", schema: anything });
      expect(!r.ok && [r.error.kind, r.error.silent, r.error.key]).toEqual(["unauthorized", false, "errors:generic"]);
      expect(rec.messages).toEqual(["Authentication credentials were not provided."]);
    });

    it("an accepted 401 (allauth flows) is an answer parsed with the schema", async () => {
      routes.set(`GET ${ALLAUTH_BASE}/auth/session`, json(401, { status: 401, data: { flows: [{ id: "login" }] }, meta: { is_authenticated: false } }));
      const schema = z.object({ status: z.literal(401), data: z.object({ flows: z.array(z.object({ id: z.string() })) }) });
      const r = await makeClient().request({ path: `${ALLAUTH_BASE}/auth/session`, schema, acceptStatuses: [401] });
      expect(r.ok && r.value.data.data.flows).toEqual([{ id: "login" }]);
    });
  });

  describe("ignored statuses and reporting", () => {
    it("an ignored status is silent and not reported; the same status not ignored is reported", async () => {
      routes.set("GET /x/", json(404, { detail: "No such thing." }));
      const rec = recordingReporter();
      const client = makeClient({ reporter: rec.reporter });
      const ignored = await client.request({ path: "/x/", schema: anything, ignoreStatuses: [404] });
      expect(!ignored.ok && [ignored.error.ignored, ignored.error.silent]).toEqual([true, true]);
      expect(rec.messages).toEqual([]);
      const shown = await client.request({ path: "/x/", schema: anything });
      expect(!shown.ok && [shown.error.ignored, shown.error.silent]).toEqual([false, false]);
      expect(rec.messages).toEqual(["No such thing."]);
    });

    it("reports server errors with their status, and nothing when no reporter is configured", async () => {
      routes.set("GET /boom/", json(500, { detail: "Database is on fire." }));
      const rec = recordingReporter();
      const r = await makeClient({ reporter: rec.reporter }).request({ path: "/boom/", schema: anything });
      expect(!r.ok && [r.error.status, r.error.key]).toEqual([500, "errors:generic"]);
      expect(rec.messages).toEqual(["Database is on fire."]);
      const quiet = await makeClient({ reporter: null }).request({ path: "/boom/", schema: anything });
      expect(quiet.ok).toBe(false);
    });

    it("a reporter that throws does not break the call", async () => {
      routes.set("GET /boom/", json(500, {}));
      const reporter: ErrorReporter = {
        captureMessage: () => {
          throw new Error("reporter down");
        },
        captureException: () => {
          throw new Error("reporter down");
        },
      };
      const r = await makeClient({ reporter }).request({ path: "/boom/", schema: anything });
      expect(!r.ok && r.error.message).toBe("GET /boom/: http 500");
    });
  });
});
