import WebSocket, { WebSocketServer } from "ws";
import type { SandboxContext } from "../../../sandbox/context";
import { DEMO } from "../../../sandbox/seed/seed";
import { SessionClient, startSandbox } from "../../../sandbox/testing/session-client";
import type { RealtimeEvent } from "../schemas/realtime";
import {
  acquireRealtime,
  createRealtimeConnection,
  realtimeOptions,
  REALTIME_CONNECT_TIMEOUT_MS,
  REALTIME_GROWTH_FACTOR,
  REALTIME_MAX_DELAY_MS,
  REALTIME_MIN_UPTIME_MS,
  type RealtimeConnection,
} from "./connection";

it("uses the constants of spec §9", () => {
  expect(realtimeOptions(() => 0)).toMatchObject({
    maxReconnectionDelay: 10_000,
    minReconnectionDelay: 1000,
    minUptime: 5000,
    reconnectionDelayGrowFactor: 1.3,
    connectionTimeout: 4000,
    maxRetries: Infinity,
    maxEnqueuedMessages: Infinity,
  });
  expect(realtimeOptions(() => 0.999).minReconnectionDelay).toBeCloseTo(4996, 0);
  expect([REALTIME_MAX_DELAY_MS, REALTIME_MIN_UPTIME_MS, REALTIME_GROWTH_FACTOR, REALTIME_CONNECT_TIMEOUT_MS]).toEqual([10_000, 5000, 1.3, 4000]);
});

it("opens one connection per tab and closes it when the last user releases it", () => {
  let opened = 0;
  const closed: number[] = [];
  const fake = (): RealtimeConnection => {
    const n = ++opened;
    return {
      onEvent: () => () => undefined,
      onStatus: () => () => undefined,
      getStatus: () => "open",
      openCount: () => 1,
      send: () => undefined,
      reconnect: () => undefined,
      close: () => closed.push(n),
    };
  };
  const a = acquireRealtime(fake);
  const b = acquireRealtime(fake);
  expect(a.connection).toBe(b.connection);
  expect(opened).toBe(1);
  a.release();
  a.release();
  expect(closed).toEqual([]);
  b.release();
  expect(closed).toEqual([1]);
  acquireRealtime(fake).release();
  expect(opened).toBe(2);
});

describe("against the sandbox's socket", () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let ctx: SandboxContext;
  let client: SessionClient;
  let connection: RealtimeConnection | null = null;

  beforeEach(async () => {
    sandbox = await startSandbox({ onReady: (c) => (ctx = c) });
    client = new SessionClient(sandbox.url);
    expect((await client.login(DEMO.complete)).statusCode).toBe(200);
  });

  afterEach(async () => {
    connection?.close();
    connection = null;
    await sandbox.close();
  });

  /** `ws` with the session cookie, as the browser sends it on the same origin. */
  const cookieSocket = (cookie: string) =>
    class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    };

  function open(random: () => number) {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const conn = createRealtimeConnection(`${sandbox.url.replace("http", "ws")}/my/api/ws/`, { ...realtimeOptions(random), WebSocket: cookieSocket(cookie) });
    const events: RealtimeEvent[] = [];
    const opens: number[] = [];
    conn.onEvent((e) => events.push(e));
    conn.onStatus((s) => s === "open" && opens.push(Date.now()));
    return { conn, events, opens };
  }

  const until = async (check: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it("reconnects after the sandbox drops the socket, within min delay 1 s + up to 4 s, and gets the next event once", async () => {
    // random 0.5 → min delay 3 s: the first retry after a drop waits exactly the min delay.
    const { conn, events, opens } = open(() => 0.5);
    connection = conn;
    await until(() => events.some((e) => e.type === "hello"), 3000);
    const accountId = (events.find((e) => e.type === "hello") as { accountId: number }).accountId;

    const droppedAt = Date.now();
    ctx.realtime.closeAll();
    await until(() => conn.getStatus() === "connecting", 1000);
    await until(() => opens.length === 2 && ctx.realtime.connections(accountId) === 1, 9000);
    const delay = (opens[1] ?? 0) - droppedAt;
    expect(delay).toBeGreaterThanOrEqual(3000 - 50);
    expect(delay).toBeLessThan(3000 + REALTIME_CONNECT_TIMEOUT_MS);
    expect(conn.openCount()).toBe(2);

    const before = events.length;
    expect(ctx.realtime.publish(accountId, { type: "balance.changed", balance: 42.5, currency: "EUR" })).toBe(1);
    await until(() => events.length > before, 2000);
    await new Promise((r) => setTimeout(r, 300));
    expect(events.slice(before).filter((e) => e.type === "balance.changed")).toEqual([expect.objectContaining({ type: "balance.changed", balance: 42.5 })]);
  }, 20_000);

  it("drops messages that do not match the event schema", async () => {
    const { conn, events } = open(() => 0);
    connection = conn;
    await until(() => events.some((e) => e.type === "hello"), 3000);
    const accountId = (events.find((e) => e.type === "hello") as { accountId: number }).accountId;
    const before = events.length;
    ctx.realtime.publish(accountId, { type: "order.changed", orderId: 1, change: "no-such-change" } as unknown as Parameters<typeof ctx.realtime.publish>[1]);
    ctx.realtime.publish(accountId, { type: "order.changed", orderId: 1, change: "paid" });
    await until(() => events.length > before, 2000);
    await new Promise((r) => setTimeout(r, 200));
    expect(events.slice(before).map((e) => e.type === "order.changed" && e.change)).toEqual(["paid"]);
  });

  it("keeps a signed-out session's socket open for the support chat, with no account events", async () => {
    await client.delete("/auth/_allauth/browser/v1/auth/session");
    const { conn, events } = open(() => 0);
    connection = conn;
    await until(() => events.some((e) => e.type === "chat.hello"), 3000);
    expect(events.find((e) => e.type === "hello")).toEqual({ type: "hello", accountId: null });
    expect(conn.getStatus()).toBe("open");
    expect(ctx.realtime.connections()).toBe(0);
  });

  it("reconnects on demand with the cookies as they are now: logged in, the same connection gets the account's events", async () => {
    await client.delete("/auth/_allauth/browser/v1/auth/session");
    let cookie = "";
    const liveCookieSocket = class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    };
    const conn = createRealtimeConnection(`${sandbox.url.replace("http", "ws")}/my/api/ws/`, { ...realtimeOptions(() => 0), WebSocket: liveCookieSocket });
    connection = conn;
    const hellos: Array<number | null> = [];
    conn.onEvent((e) => e.type === "hello" && hellos.push(e.accountId));
    await until(() => hellos.length === 1, 3000);
    expect(hellos).toEqual([null]);

    expect((await client.login(DEMO.complete)).statusCode).toBe(200);
    cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    conn.reconnect();
    await until(() => hellos.length === 2, 3000);
    expect(typeof hellos[1]).toBe("number");
    expect(conn.openCount()).toBe(2);
    expect(ctx.realtime.connections(hellos[1]!)).toBe(1);
  });
});

it("stops retrying when a server closes with 4401 (signed out)", async () => {
  const server = new WebSocketServer({ port: 0 });
  let attempts = 0;
  server.on("connection", (socket) => {
    attempts += 1;
    socket.close(4401, "Authentication required");
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  const conn = createRealtimeConnection(`ws://127.0.0.1:${port}/my/api/ws/`, { ...realtimeOptions(() => 0), WebSocket });
  try {
    const end = Date.now() + 3000;
    while (conn.getStatus() !== "closed" && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(conn.getStatus()).toBe("closed");
    await new Promise((r) => setTimeout(r, 1500));
    expect(conn.getStatus()).toBe("closed");
    expect(attempts).toBe(1);
    conn.reconnect();
    await new Promise((r) => setTimeout(r, 300));
    expect(attempts).toBe(1);
  } finally {
    conn.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

it("loads the socket library on first use: messages sent before wait in order; a close before it loads opens nothing", async () => {
  const made: Array<{ sent: string[] }> = [];
  class FakeSocket {
    sent: string[] = [];
    constructor() {
      made.push(this);
    }
    addEventListener() {}
    send(text: string) {
      this.sent.push(text);
    }
    close() {}
    reconnect() {}
  }
  let resolve!: (socket: never) => void;
  const load = () => new Promise<never>((r) => (resolve = r));
  const connection = createRealtimeConnection("ws://example.invalid/", realtimeOptions(), load);
  connection.send({ a: 1 });
  connection.reconnect();
  connection.send({ b: 2 });
  expect(connection.getStatus()).toBe("connecting");
  expect(made).toHaveLength(0);
  resolve(FakeSocket as never);
  await Promise.resolve();
  await Promise.resolve();
  expect(made.map((s) => s.sent)).toEqual([['{"a":1}', '{"b":2}']]);

  let resolveLate!: (socket: never) => void;
  const closed = createRealtimeConnection("ws://example.invalid/", realtimeOptions(), () => new Promise<never>((r) => (resolveLate = r)));
  closed.close();
  resolveLate(FakeSocket as never);
  await Promise.resolve();
  await Promise.resolve();
  expect(made).toHaveLength(1);
  expect(closed.getStatus()).toBe("closed");
});
