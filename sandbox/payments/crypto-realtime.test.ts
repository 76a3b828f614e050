import WebSocket from "ws";
import { SessionClient, startSandbox } from "../testing/session-client";
import { DEMO } from "../seed/seed";
import { realtimeEventSchema, paymentResultSchema, cryptoInvoiceSchema } from "@/api-client/schemas";

let sb: Awaited<ReturnType<typeof startSandbox>>;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

function connect(
  c: SessionClient,
): Promise<{ ws: WebSocket; events: Array<Record<string, unknown>>; next: (type: string) => Promise<Record<string, unknown>> }> {
  const ws = new WebSocket(`${sb.url.replace("http", "ws")}/my/api/ws/`, { headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } });
  const events: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  ws.on("message", (data) => {
    events.push(realtimeEventSchema.parse(JSON.parse(String(data))) as Record<string, unknown>);
    waiters.splice(0).forEach((w) => w());
  });
  const next = async (type: string) => {
    for (;;) {
      const found = events.find((e) => e.type === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no ${type} event`)), 3000);
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  };
  return new Promise((resolve, reject) => {
    ws.once("error", reject);
    ws.once("open", () => resolve({ ws, events, next }));
  });
}

test("a crypto invoice pushes awaiting → pending → paid over the socket, in order, then the balance", async () => {
  const c = new SessionClient(sb.url);
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
  const sock = await connect(c);
  expect((await sock.next("hello")).type).toBe("hello");
  const other = new SessionClient(sb.url);
  await other.login(DEMO.russian);
  const otherSock = await connect(other);

  const res = paymentResultSchema.parse((await c.post("/my/api/payment/balance/", { payment_type: "bitcoin", currency: "EUR", amount: 120 })).json());
  if (!("widget" in res) || res.widget.type !== "crypto") throw new Error("expected a crypto widget");
  const id = res.widget.id;
  expect(cryptoInvoiceSchema.parse((await c.get(`/my/api/payment/bitcoin/${id}/`)).json()).status).toBe("awaiting");
  expect((await c.post(`/sandbox/api/crypto/${id}/status`, { status: "paid" })).statusCode).toBe(409); // must confirm first

  await c.post(`/sandbox/api/crypto/${id}/status`, { status: "pending" });
  await c.post(`/sandbox/api/crypto/${id}/status`, { status: "paid" });
  const statuses = [(await sock.next("payment.status")).status, (await sock.next("payment.status")).status];
  expect(statuses).toEqual(["pending", "paid"]);
  expect((await sock.next("balance.changed")).balance).toBeCloseTo(170, 2);
  expect(cryptoInvoiceSchema.parse((await c.post(`/my/api/payment/bitcoin/${id}/trigger_check/`)).json()).status).toBe("paid");
  // Events reach only the sessions they concern.
  expect(otherSock.events.filter((e) => e.type !== "hello" && e.type !== "chat.hello")).toEqual([]);
  // The other customer cannot read this invoice.
  expect((await other.get(`/my/api/payment/bitcoin/${id}/`)).statusCode).toBe(404);
  sock.ws.close();
  otherSock.ws.close();
});

test("an invoice can expire, and a reconnecting client gets later events", async () => {
  const c = new SessionClient(sb.url);
  await c.login(DEMO.complete);
  const first = await connect(c);
  const res = (await c.post("/my/api/payment/balance/", { payment_type: "tron", currency: "EUR", amount: 150 })).json();
  first.ws.terminate(); // the client drops
  const again = await connect(c);
  await c.post(`/sandbox/api/crypto/${res.widget.id}/status`, { status: "expired" });
  expect((await again.next("payment.status")).status).toBe("expired");
  expect((await c.get(`/my/api/payment/tron/${res.widget.id}/`)).json().status).toBe("expired");
  again.ws.close();
});

test("a session that is not logged in gets no account events: its socket carries only the support chat", async () => {
  const anon = new SessionClient(sb.url);
  await anon.boot();
  const sock = await connect(anon);
  expect(await sock.next("hello")).toEqual({ type: "hello", accountId: null });
  expect((await sock.next("chat.hello")).type).toBe("chat.hello");
  // Events of a real account reach that account's sockets only.
  const c = new SessionClient(sb.url);
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
  const mine = await connect(c);
  const res = (await c.post("/my/api/payment/balance/", { payment_type: "tron", currency: "EUR", amount: 150 })).json();
  await c.post(`/sandbox/api/crypto/${res.widget.id}/status`, { status: "expired" });
  expect((await mine.next("payment.status")).status).toBe("expired");
  expect(sock.events.filter((e) => e.type === "payment.status")).toEqual([]);
  sock.ws.close();
  mine.ws.close();
});
