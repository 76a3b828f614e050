import WebSocket from "ws";
import { SessionClient, startSandbox, AUTH } from "./testing/session-client";
import { DEMO } from "./seed/seed";
import { CLOSE_SESSION_ENDED } from "./realtime-hub";
import { isOwnOrigin } from "./realtime-origin";
import type { SandboxContext } from "./context";

let sb: Awaited<ReturnType<typeof startSandbox>>;
let ctx: SandboxContext;
// The server's heartbeat: the service's own, but for the heartbeat's test. A 200 ms one for every test let a busy
// machine's stalled event loop (120 sockets opening) cut sockets that had answered, just late.
let heartbeatMs: number | undefined;
beforeEach(async () => {
  sb = await startSandbox({ realtimeHeartbeatMs: heartbeatMs, onReady: (c) => (ctx = c) });
});
afterEach(() => sb.close());

const cookieOf = (c: SessionClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

interface Sock {
  ws: WebSocket;
  events: Array<Record<string, unknown>>;
  closed: Promise<number>;
}

function open(c: SessionClient | null, headers: Record<string, string> = {}, options: WebSocket.ClientOptions = {}): Promise<Sock> {
  const ws = new WebSocket(`${sb.url.replace("http", "ws")}/my/api/ws/`, { headers: { ...(c ? { cookie: cookieOf(c) } : {}), ...headers }, ...options });
  const events: Array<Record<string, unknown>> = [];
  const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.on("message", (data) => {
      const event = JSON.parse(String(data)) as Record<string, unknown>;
      events.push(event);
      // Open once both channels greeted: the socket is registered everywhere.
      if (event.type === "chat.hello") resolve({ ws, events, closed });
    });
    ws.once("error", reject);
  });
}

const publishOrderChanged = (c: SessionClient, email: string) =>
  c.post("/sandbox/api/realtime/publish", { email, event: { type: "order.changed", orderId: 1, change: "updated" } }).then((r) => r.json().sent as number);

async function signedIn(email: string = DEMO.complete): Promise<SessionClient> {
  const c = new SessionClient(sb.url);
  expect((await c.login(email)).statusCode).toBe(200);
  return c;
}

describe("isOwnOrigin", () => {
  it.each([
    [undefined, "localhost:8000"],
    ["http://localhost:8000", "localhost:8000"],
    ["http://www.hostward.localhost:42012", "www.hostward.localhost:42012"],
    ["http://ru.hostward.localhost:42012", "www.hostward.localhost:42012"],
    ["https://ru.hostward.com", "www.hostward.com"],
  ])("allows %j on %j", (origin, host) => {
    expect(isOwnOrigin(origin, host)).toBe(true);
  });

  it.each([
    ["http://evil.example", "localhost:8000"],
    ["http://localhost:8001", "localhost:8000"],
    ["null", "localhost:8000"],
    ["file://", "localhost:8000"],
    ["http://www.hostward.localhost.evil.example:42012", "www.hostward.localhost:42012"],
    ["https://hostward.ru", "www.hostward.com"],
    ["http://www.hostward.localhost:42012", "localhost:42012"],
    ["http://localhost:8000", undefined],
  ])("refuses %j on %j", (origin, host) => {
    expect(isOwnOrigin(origin, host)).toBe(false);
  });

  it("allows a configured site origin (SITE_URL)", () => {
    expect(isOwnOrigin("https://www.example.com", "api.internal:8000", ["https://www.example.com/"])).toBe(true);
  });
});

test("a page on another origin cannot open the customer's socket with their cookie; the site's own origin can", async () => {
  const c = await signedIn();
  await expect(open(c, { origin: "http://evil.example" })).rejects.toThrow(/403/);
  const host = new URL(sb.url).host;
  const own = await open(c, { origin: `http://${host}` });
  expect(own.events[0]).toMatchObject({ type: "hello", accountId: expect.any(Number) });
  expect(await publishOrderChanged(c, DEMO.complete)).toBe(1);
  own.ws.close();
});

test("the dev host's subdomains (spec §9) share the socket: ru. opens www.'s", async () => {
  const c = await signedIn();
  const sock = await open(c, { host: "www.hostward.localhost:42012", origin: "http://ru.hostward.localhost:42012" });
  expect(sock.events[0]!.type).toBe("hello");
  await expect(open(c, { host: "www.hostward.localhost:42012", origin: "http://evil.localhost:42012" })).rejects.toThrow(/403/);
  sock.ws.close();
});

test("logout closes the session's sockets; a later order.changed reaches nobody", async () => {
  const c = await signedIn();
  const sock = await open(c);
  expect((await c.delete(`${AUTH}/auth/session`)).statusCode).toBe(401);
  expect(await sock.closed).toBe(CLOSE_SESSION_ENDED);
  const tester = new SessionClient(sb.url);
  expect(await publishOrderChanged(tester, DEMO.complete)).toBe(0);
  expect(sock.events.filter((e) => e.type === "order.changed")).toEqual([]);
});

test("a password change ends the other sessions' sockets and keeps the changing session's", async () => {
  const here = await signedIn(DEMO.russian);
  const elsewhere = await signedIn(DEMO.russian);
  const mine = await open(here);
  const theirs = await open(elsewhere);
  const res = await here.post(`${AUTH}/account/password/change`, { current_password: "Sandbox-demo-2024", new_password: "Quiet-harbour-93" });
  expect(res.statusCode).toBe(200);
  expect(await theirs.closed).toBe(CLOSE_SESSION_ENDED);
  expect(await publishOrderChanged(here, DEMO.russian)).toBe(1);
  expect(mine.events.filter((e) => e.type === "order.changed")).toHaveLength(1);
  expect(theirs.events.filter((e) => e.type === "order.changed")).toEqual([]);
  mine.ws.close();
});

test("ending another session from the sessions list closes that session's sockets and keeps this one's", async () => {
  const here = await signedIn(DEMO.complete);
  const elsewhere = await signedIn(DEMO.complete);
  const mine = await open(here);
  const theirs = await open(elsewhere);
  const sessions = (await here.get(`${AUTH}/auth/sessions`)).json().data as Array<{ id: number; is_current: boolean }>;
  const other = sessions.filter((s) => !s.is_current).map((s) => s.id);
  expect((await here.delete(`${AUTH}/auth/sessions`, { sessions: other })).statusCode).toBe(200);
  expect(await theirs.closed).toBe(CLOSE_SESSION_ENDED);
  expect(await publishOrderChanged(here, DEMO.complete)).toBe(1);
  expect(mine.events.filter((e) => e.type === "order.changed")).toHaveLength(1);
  mine.ws.close();
});

test("a password reset ends every session's sockets", async () => {
  const c = await signedIn(DEMO.ukrainian);
  const sock = await open(c);
  const stranger = new SessionClient(sb.url);
  await stranger.boot();
  expect((await stranger.post(`${AUTH}/auth/password/request`, { email: DEMO.ukrainian })).statusCode).toBe(200);
  const mails = (await stranger.get(`/sandbox/api/outbox?to=${encodeURIComponent(DEMO.ukrainian)}`)).json().mails as Array<{ links: string[]; kind: string }>;
  const link = mails.find((m) => m.kind === "password_reset")!.links[0]!;
  const key = decodeURIComponent(link.match(/reset\/key\/([^/]+)\//)![1]!);
  expect((await stranger.post(`${AUTH}/auth/password/reset`, { key, password: "Fresh-meadow-77" })).statusCode).toBe(401);
  expect(await sock.closed).toBe(CLOSE_SESSION_ENDED);
});

test("a session deleted by any other path gets no further event: each delivery re-checks it", async () => {
  const c = await signedIn();
  const sock = await open(c);
  ctx.db.prepare("DELETE FROM sessions WHERE id = ?").run(c.cookies.get("sessionid")!);
  expect(await publishOrderChanged(new SessionClient(sb.url), DEMO.complete)).toBe(0);
  expect(await sock.closed).toBe(CLOSE_SESSION_ENDED);
  expect(sock.events.filter((e) => e.type === "order.changed")).toEqual([]);
});

test("opening and closing 120 sockets (signed in and not, closed cleanly and cut off) leaves every internal map empty", async () => {
  const a = await signedIn(DEMO.complete);
  const b = await signedIn(DEMO.russian);
  const anon = new SessionClient(sb.url);
  await anon.boot();
  const clients = [a, b, anon];
  const socks = await Promise.all(Array.from({ length: 120 }, (_, i) => open(clients[i % 3]!)));
  expect(ctx.realtime.sizes()).toEqual({ accounts: 2, sessions: 2, sockets: 80 });
  expect(ctx.chatHub!.sizes().sockets).toBe(120);
  await Promise.all(
    socks.map((s, i) => {
      if (i % 2) s.ws.terminate();
      else s.ws.close();
      return s.closed;
    }),
  );
  // The server sees each close on its own side shortly after: wait for it through the hub itself.
  while (ctx.chatHub!.sizes().sockets > 0 || ctx.realtime.sizes().sockets > 0) await new Promise((r) => setImmediate(r));
  expect(ctx.realtime.sizes()).toEqual({ accounts: 0, sessions: 0, sockets: 0 });
  expect(ctx.chatHub!.sizes()).toEqual({ sockets: 0, conversations: 0 });
});

describe("with a 200 ms heartbeat", () => {
  beforeAll(() => (heartbeatMs = 200));
  afterAll(() => (heartbeatMs = undefined));

  test("a peer that stops answering pings is dropped by the heartbeat (a dead connection is not kept forever)", async () => {
    const c = await signedIn();
    const sock = await open(c, {}, { autoPong: false });
    expect(ctx.realtime.sizes().sockets).toBe(1);
    expect(await sock.closed).toBe(1006);
    while (ctx.realtime.sizes().sockets > 0) await new Promise((r) => setImmediate(r));
    expect(ctx.chatHub!.sizes().sockets).toBe(0);
  });
});
