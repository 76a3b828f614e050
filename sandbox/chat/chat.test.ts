import WebSocket from "ws";
import { SessionClient, startSandbox } from "../testing/session-client";
import { DEMO, seed } from "../seed/seed";
import { openDatabase } from "../db/database";
import { buildServer } from "../server";
import { chatEventSchema, chatMessageSchema, chatStateSchema, type ChatEvent } from "@/api-client/schemas/chat";
import { detailErrorSchema } from "@/api-client/schemas/common";

let sb: Awaited<ReturnType<typeof startSandbox>>;
beforeEach(async () => {
  sb = await startSandbox({ chatAutoReplyMs: 400 });
});
afterEach(() => sb.close());

const cookieHeader = (c: SessionClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

function connect(c: SessionClient) {
  // The chat rides on the tab's one socket; its frames are the `chat.*` ones.
  const ws = new WebSocket(`${sb.url.replace("http", "ws")}/my/api/ws/`, { headers: { cookie: cookieHeader(c) } });
  const events: ChatEvent[] = [];
  const waiters: Array<() => void> = [];
  ws.on("message", (data) => {
    const frame = JSON.parse(String(data)) as { type: string };
    if (!frame.type.startsWith("chat.")) return;
    events.push(chatEventSchema.parse(frame));
    waiters.splice(0).forEach((w) => w());
  });
  const next = async <T extends ChatEvent["type"]>(type: T): Promise<Extract<ChatEvent, { type: T }>> => {
    for (;;) {
      const found = events.find((e) => e.type === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found as Extract<ChatEvent, { type: T }>;
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
  return new Promise<{ ws: WebSocket; events: ChatEvent[]; next: typeof next }>((resolve, reject) => {
    ws.once("error", reject);
    ws.once("open", () => resolve({ ws, events, next }));
  });
}

test("a signed-out visitor chats with an e-mail; the agent answers live; unread clears", async () => {
  const v = new SessionClient(sb.url);
  const first = chatStateSchema.parse((await v.get("/my/api/chat/")).json());
  expect(first).toMatchObject({ staff: { status: "online" }, email_required: true, conversation: null });

  // Without an e-mail a visitor cannot start.
  const noEmail = await v.post("/my/api/chat/messages/", { text: "Hello" });
  expect(noEmail.statusCode).toBe(400);
  expect(noEmail.json().email).toEqual(["This field is required"]);
  expect((await v.post("/my/api/chat/messages/", { text: "Hello", email: "not-an-email" })).json().email).toEqual(["Enter a valid email address"]);
  expect((await v.post("/my/api/chat/messages/", { text: "   ", email: "v@example.org" })).json().text).toEqual(["This field is required"]);

  const sent = await v.post("/my/api/chat/messages/", { text: "Can I host 3 sites?", email: "v@example.org" });
  expect(sent.statusCode).toBe(201);
  expect(chatMessageSchema.parse(sent.json())).toMatchObject({ author: "visitor", text: "Can I host 3 sites?" });
  expect(v.cookies.get("chat_visitor")).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  expect(sent.headers["set-cookie"]).toMatch(/chat_visitor=.*HttpOnly/);

  // The socket opened with the chat cookie hears the simulated agent and a sandbox-driven reply.
  const sock = await connect(v);
  const hello = await sock.next("chat.hello");
  expect(hello.conversationId).toEqual(expect.any(Number));
  // The simulated agent answers the first message after its delay (it may beat a slow socket open).
  const early = chatStateSchema.parse((await v.get("/my/api/chat/")).json()).conversation!.messages.find((m) => m.author === "agent");
  const auto = early ?? (await sock.next("chat.message")).message;
  expect(auto).toMatchObject({ author: "agent", name: "Alex" });
  expect(auto.text).toMatch(/Alex from support/);
  const manual = await v.post("/sandbox/api/chat/reply", { email: "v@example.org", text: "Yes, the Start plan has 3 sites." });
  expect(manual.statusCode).toBe(201);
  let heard = await sock.next("chat.message");
  if (heard.message.id === auto.id) heard = await sock.next("chat.message");
  expect(heard.message.text).toBe("Yes, the Start plan has 3 sites.");

  const state = chatStateSchema.parse((await v.get("/my/api/chat/")).json());
  expect(state.email_required).toBe(false);
  expect(state.conversation!.messages.map((m) => m.author)).toEqual(["visitor", "agent", "agent"]);
  expect(state.conversation!.unread).toBe(2);

  // Reading clears the unread count in every socket of the conversation.
  const lastId = state.conversation!.messages.at(-1)!.id;
  expect((await v.post("/my/api/chat/read/", { last_id: lastId })).statusCode).toBe(204);
  expect((await sock.next("chat.read")).last_read_id).toBe(lastId);
  expect(chatStateSchema.parse((await v.get("/my/api/chat/")).json()).conversation!.unread).toBe(0);

  // Another visitor sees none of it.
  const stranger = new SessionClient(sb.url);
  expect(chatStateSchema.parse((await stranger.get("/my/api/chat/")).json()).conversation).toBeNull();
  sock.ws.close();
});

test("staff on break or offline: the status reaches open sockets and sending answers 409 CHAT_UNAVAILABLE", async () => {
  const c = new SessionClient(sb.url);
  expect((await c.login(DEMO.complete)).statusCode).toBe(200);
  const sock = await connect(c);
  expect((await sock.next("chat.hello")).staff.status).toBe("online");
  expect((await c.post("/sandbox/api/chat/status", { status: "lunch" })).statusCode).toBe(400);
  expect((await c.post("/sandbox/api/chat/status", { status: "break" })).json()).toMatchObject({ status: "break" });
  expect((await sock.next("chat.status")).staff.status).toBe("break");
  const res = await c.post("/my/api/chat/messages/", { text: "Anyone?" });
  expect(res.statusCode).toBe(409);
  expect(detailErrorSchema.parse(res.json()).code).toBe("CHAT_UNAVAILABLE");
  expect(res.json().status).toBe("break");
  await c.post("/sandbox/api/chat/status", { status: "offline" });
  expect((await sock.next("chat.status")).staff.status).toBe("offline");
  expect(chatStateSchema.parse((await c.get("/my/api/chat/")).json()).staff.status).toBe("offline");
  sock.ws.close();
});

test("a signed-in customer needs no e-mail and every tab of the account gets the messages", async () => {
  const tab1 = new SessionClient(sb.url);
  await tab1.login(DEMO.complete);
  const tab2 = new SessionClient(sb.url);
  await tab2.login(DEMO.complete);
  await tab1.post("/sandbox/api/chat/status", { status: "online", auto_reply: false });
  expect(chatStateSchema.parse((await tab1.get("/my/api/chat/")).json()).email_required).toBe(false);
  // tab2's socket is open before the conversation exists and still hears it.
  const s2 = await connect(tab2);
  await s2.next("chat.hello");
  const sent = await tab1.post("/my/api/chat/messages/", { text: "Invoice question" });
  expect(sent.statusCode).toBe(201);
  expect((await s2.next("chat.message")).message.text).toBe("Invoice question");
  const conv = chatStateSchema.parse((await tab2.get("/my/api/chat/")).json()).conversation!;
  expect(conv.email).toBe(DEMO.complete);
  // auto_reply off: only the manual answer arrives.
  await tab1.post("/sandbox/api/chat/reply", { conversation_id: conv.id, text: "Looking" });
  expect((await s2.next("chat.message")).message).toMatchObject({ author: "agent", text: "Looking" });
  await new Promise((r) => setTimeout(r, 600));
  expect(s2.events.filter((e) => e.type === "chat.message")).toEqual([]);
  s2.ws.close();
});

test("conversations and staff status are persisted in the database", async () => {
  const db = openDatabase(":memory:", seed);
  const a = await buildServer({ db, chatAutoReplyMs: 10_000 });
  const url = await a.listen({ host: "127.0.0.1", port: 0 });
  const v = new SessionClient(url);
  await v.boot();
  expect((await v.post("/my/api/chat/messages/", { text: "Persist me", email: "p@example.org" })).statusCode).toBe(201);
  await v.post("/sandbox/api/chat/status", { status: "break" });
  await a.close();
  const b = await buildServer({ db });
  try {
    const url2 = await b.listen({ host: "127.0.0.1", port: 0 });
    const again = new SessionClient(url2);
    for (const [k, val] of v.cookies) again.cookies.set(k, val);
    const state = chatStateSchema.parse((await again.get("/my/api/chat/")).json());
    expect(state.staff.status).toBe("break");
    expect(state.conversation!.messages.map((m) => m.text)).toEqual(["Persist me"]);
  } finally {
    await b.close();
    db.close();
  }
});
