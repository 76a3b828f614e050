import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildServer, type SandboxOptions } from "../server";
import { DEMO_PASSWORD } from "../seed/seed";

export const AUTH = "/auth/_allauth/browser/v1";

export interface Res {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads the JSON shape it expects
}

/**
 * A sandbox listening on loopback (127.0.0.1, a free port) for tests. It trusts X-Forwarded-For from
 * loopback, as if a local proxy stood in front, so that each SessionClient can be its own client
 * address (`ip`); pass `trustProxy: false` to test direct serving, where the header counts for nothing.
 */
export async function startSandbox(
  opts: SandboxOptions & { trustProxy?: string[] | false } = {},
): Promise<{ app: FastifyInstance; url: string; close: () => Promise<void> }> {
  const app = await buildServer({ dbPath: ":memory:", trustProxy: ["loopback"], ...opts });
  // The requests not answered yet, named if the close has to cut them.
  const open = new Set<string>();
  app.server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const name = `${req.method} ${req.url}`;
    open.add(name);
    res.once("close", () => open.delete(name));
  });
  app.server.on("upgrade", (req: IncomingMessage, socket: Duplex) => {
    const name = `upgrade ${req.url}`;
    open.add(name);
    socket.once("close", () => open.delete(name));
  });
  // Every connection, upgraded ones too (the server's own list loses them once upgraded), to cut if need be.
  const sockets = new Set<Socket>();
  app.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, url, close: () => closeBounded(app, open, sockets) };
}

/** How long a test sandbox's close waits for its connections before it cuts them, and then before it gives up. */
const CLOSE_GRACE_MS = 1500;

/**
 * Closes a test sandbox: as `app.close()`, but connections still open after CLOSE_GRACE_MS (a request the test's
 * tab left waiting, a socket whose client never answered the close frame) are cut, and the close says so on
 * stderr; if it still has not ended CLOSE_GRACE_MS later, the teardown goes on without it (the worker's leak is
 * then Jest's to end). Fastify's close waits for every connection, and nothing bounds a test environment's
 * teardown: one such connection kept a CI run's unit step waiting until CI's time ran out.
 */
async function closeBounded(app: FastifyInstance, open: Set<string>, connections: Set<Socket>): Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const after = (ms: number) => new Promise<void>((resolve) => timers.push(setTimeout(resolve, ms)));
  const closed = app.close();
  const cut = after(CLOSE_GRACE_MS).then(async () => {
    const sockets = app.websocketServer ? [...app.websocketServer.clients] : [];
    const requests = [...open].join(", ") || "none";
    process.stderr.write(
      `test sandbox: still open ${CLOSE_GRACE_MS} ms after close (websockets: ${sockets.length}; connections: ${connections.size}; requests: ${requests}); cutting its connections\n`,
    );
    for (const socket of sockets) socket.terminate();
    app.server.closeAllConnections();
    for (const socket of connections) socket.destroy();
    await after(CLOSE_GRACE_MS);
    process.stderr.write(`test sandbox: still not closed; the teardown goes on without it\n`);
  });
  try {
    await Promise.race([closed, cut]);
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
}

/**
 * A browser-like HTTP client over loopback: keeps cookies, sends the spec §7 headers and the CSRF
 * header from the cookie on unsafe methods (read again before each request, as the SPA does).
 * `ip` is sent as X-Forwarded-For so per-IP limits can be exercised from one machine.
 */
export class SessionClient {
  readonly cookies = new Map<string, string>();
  /** Called with every response (contract tests validate each allauth answer here). */
  onResponse?: (method: string, url: string, res: Res) => void;

  constructor(
    readonly baseUrl: string,
    private readonly ip = "127.0.0.1",
  ) {}

  async request(
    method: string,
    url: string,
    opts: { body?: unknown; headers?: Record<string, string>; csrf?: boolean; form?: Record<string, string> } = {},
  ): Promise<Res> {
    const headers: Record<string, string> = { "x-requested-with": "XMLHttpRequest", "accept-language": "en", "x-forwarded-for": this.ip, ...opts.headers };
    const unsafe = !["GET", "HEAD", "OPTIONS"].includes(method);
    if (unsafe && opts.csrf !== false && this.cookies.get("csrftoken")) headers["x-csrftoken"] = this.cookies.get("csrftoken")!;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    let body: string | undefined;
    if (opts.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.body !== undefined && unsafe) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(opts.body);
    }
    const response = await fetch(new URL(url, this.baseUrl), { method, headers, body, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = decodeURIComponent(pair!.slice(eq + 1).trim());
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const res: Res = {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: text,
      json: () => JSON.parse(text),
    };
    this.onResponse?.(method, url, res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, { headers });
  }
  post(url: string, body?: unknown, opts: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request("POST", url, { body: body ?? {}, ...opts });
  }
  put(url: string, body?: unknown) {
    return this.request("PUT", url, { body: body ?? {} });
  }
  delete(url: string, body?: unknown) {
    return this.request("DELETE", url, { body });
  }

  /** Seeds the CSRF cookie the way the SPA boots (GET config then session). */
  async boot(): Promise<void> {
    await this.get(`${AUTH}/config`);
    await this.get(`${AUTH}/auth/session`);
  }

  async login(email: string, password = DEMO_PASSWORD): Promise<Res> {
    if (!this.cookies.get("csrftoken")) await this.boot();
    return this.post(`${AUTH}/auth/login`, { email, password });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test names the data shape it expects
  async gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string[]> } }> }> {
    const res = await this.post("/my/api/graphql/", { query, variables });
    if (res.statusCode !== 200) throw new Error(`GraphQL HTTP ${res.statusCode}: ${res.body}`);
    return res.json();
  }
}

/**
 * For a test file whose every test runs against a fresh sandbox signed in as one customer: registers the
 * beforeEach/afterEach pair and hands back the live pair (`s.c` is the signed-in client, `s.sb` the sandbox).
 */
export function signedInSandbox(email: string): { readonly sb: Awaited<ReturnType<typeof startSandbox>>; readonly c: SessionClient } {
  const live = {} as { sb: Awaited<ReturnType<typeof startSandbox>>; c: SessionClient };
  beforeEach(async () => {
    live.sb = await startSandbox();
    live.c = new SessionClient(live.sb.url);
    expect((await live.c.login(email)).statusCode).toBe(200);
  });
  afterEach(() => live.sb.close());
  return live;
}
