import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { SandboxContext } from "../context";
import { nowSeconds, transaction, type Db } from "../db/database";
import { ApiError, bodyOf } from "../http";
import { currentCaller } from "../auth/guard";
import { EMAIL_PATTERN } from "../../src/lib/rules/email";
import { cleanMultiline } from "../../src/lib/rules/plain-text";
import { controlCharacterErrors } from "../../src/lib/rules/text";
import { CHAT_TEXT_MAX, CHAT_UNAVAILABLE, type ChatEvent, type ChatMessage, type StaffStatus } from "../../src/api-client/schemas/chat";

/** Cookie that identifies a signed-out visitor's conversation (HttpOnly: the page never reads it). */
export const CHAT_VISITOR_COOKIE = "chat_visitor";
const VISITOR_MAX_AGE = 365 * 24 * 3600;
const STATUSES: readonly StaffStatus[] = ["online", "offline", "break"];

interface StaffRow {
  status: StaffStatus;
  agent_name: string;
  auto_reply: number;
}
interface ConversationRow {
  id: number;
  account_id: number | null;
  visitor_token: string | null;
  email: string;
  visitor_last_read_id: number;
  created_at: number;
  updated_at: number;
}
interface MessageRow {
  id: number;
  conversation_id: number;
  author: "visitor" | "agent";
  text: string;
  created_at: number;
}

export interface ChatOptions {
  /** Delay before the simulated agent answers a visitor's first message (ms). */
  autoReplyDelayMs: number;
}

/** Sockets of the chat: every socket hears status changes; a conversation's sockets hear its messages. */
export class ChatHub {
  private readonly all = new Set<WebSocket>();
  private readonly byConversation = new Map<number, Set<WebSocket>>();

  add(socket: WebSocket, conversationId: number | null): void {
    this.all.add(socket);
    if (conversationId !== null) this.join(socket, conversationId);
    socket.on("close", () => {
      this.all.delete(socket);
      for (const [id, set] of this.byConversation) {
        set.delete(socket);
        if (!set.size) this.byConversation.delete(id);
      }
    });
  }

  join(socket: WebSocket, conversationId: number): void {
    let set = this.byConversation.get(conversationId);
    if (!set) this.byConversation.set(conversationId, (set = new Set()));
    set.add(socket);
  }

  /** Sockets opened before the conversation existed join it once its first message is sent. */
  joinAllOf(predicate: (socket: WebSocket) => boolean, conversationId: number): void {
    for (const s of this.all) if (predicate(s)) this.join(s, conversationId);
  }

  toConversation(conversationId: number, event: ChatEvent): number {
    return this.send(this.byConversation.get(conversationId) ?? new Set(), event);
  }

  toEveryone(event: ChatEvent): number {
    return this.send(this.all, event);
  }

  private send(set: Set<WebSocket>, event: ChatEvent): number {
    const text = JSON.stringify(event);
    let n = 0;
    for (const s of set) {
      if (s.readyState === 1) {
        s.send(text);
        n += 1;
      }
    }
    return n;
  }

  /** Sizes of the internal maps (a test checks they empty when sockets close). */
  sizes(): { sockets: number; conversations: number } {
    return { sockets: this.all.size, conversations: this.byConversation.size };
  }

  closeAll(): void {
    for (const s of this.all) s.terminate();
    this.all.clear();
    this.byConversation.clear();
  }
}

export function getStaff(db: Db): StaffRow {
  return db.prepare("SELECT status, agent_name, auto_reply FROM chat_staff WHERE id = 1").get() as unknown as StaffRow;
}

const staffView = (s: StaffRow) => ({ status: s.status, agent_name: s.agent_name });

function messageView(row: MessageRow, agentName: string): ChatMessage {
  return {
    id: row.id,
    author: row.author,
    name: row.author === "agent" ? agentName : null,
    text: row.text,
    created_at: new Date(row.created_at * 1000).toISOString(),
  };
}

function unreadCount(db: Db, c: ConversationRow): number {
  const r = db
    .prepare("SELECT count(*) AS n FROM chat_messages WHERE conversation_id = ? AND author = 'agent' AND id > ?")
    .get(c.id, c.visitor_last_read_id) as { n: number };
  return r.n;
}

/** Who is chatting: a signed-in account, or a visitor known by the chat cookie. */
interface Chatter {
  accountId: number | null;
  accountEmail: string | null;
  visitorToken: string | null;
}

function chatterOf(ctx: SandboxContext, request: FastifyRequest): Chatter {
  const caller = currentCaller(ctx, request);
  if (caller) return { accountId: caller.account.id, accountEmail: caller.user.email, visitorToken: null };
  const token = request.cookies[CHAT_VISITOR_COOKIE];
  return { accountId: null, accountEmail: null, visitorToken: token && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : null };
}

function findConversation(db: Db, who: Chatter): ConversationRow | undefined {
  if (who.accountId !== null) return db.prepare("SELECT * FROM chat_conversations WHERE account_id = ?").get(who.accountId) as ConversationRow | undefined;
  if (who.visitorToken) return db.prepare("SELECT * FROM chat_conversations WHERE visitor_token = ?").get(who.visitorToken) as ConversationRow | undefined;
  return undefined;
}

function getConversation(db: Db, id: number): ConversationRow | undefined {
  return db.prepare("SELECT * FROM chat_conversations WHERE id = ?").get(id) as ConversationRow | undefined;
}

function listMessages(db: Db, conversationId: number): MessageRow[] {
  return db.prepare("SELECT * FROM chat_messages WHERE conversation_id = ? ORDER BY id").all(conversationId) as unknown as MessageRow[];
}

export function registerChat(app: FastifyInstance, ctx: SandboxContext, options: Partial<ChatOptions> = {}): ChatHub {
  const db = ctx.db;
  const opts: ChatOptions = { autoReplyDelayMs: options.autoReplyDelayMs ?? 1200 };
  const hub = new ChatHub();
  ctx.chatHub = hub;
  const timers = new Set<NodeJS.Timeout>();
  /** What each socket was opened as, so a later first message can attach the socket to the new conversation. */
  const socketOwner = new WeakMap<WebSocket, Chatter>();

  function addMessage(conversation: ConversationRow, author: "visitor" | "agent", text: string): ChatMessage {
    const now = nowSeconds();
    const r = db.prepare("INSERT INTO chat_messages (conversation_id, author, text, created_at) VALUES (?, ?, ?, ?)").run(conversation.id, author, text, now);
    db.prepare("UPDATE chat_conversations SET updated_at = ? WHERE id = ?").run(now, conversation.id);
    const row = db.prepare("SELECT * FROM chat_messages WHERE id = ?").get(Number(r.lastInsertRowid)) as unknown as MessageRow;
    const message = messageView(row, getStaff(db).agent_name);
    hub.toConversation(conversation.id, { type: "chat.message", conversationId: conversation.id, message });
    return message;
  }

  function scheduleAutoReply(conversationId: number, language: "en" | "ru"): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!db.isOpen) return;
      const staff = getStaff(db);
      const conversation = getConversation(db, conversationId);
      if (!conversation || staff.status !== "online" || !staff.auto_reply) return;
      const text =
        language === "ru"
          ? `Здравствуйте! Меня зовут ${staff.agent_name}, я из службы поддержки. Уже смотрю ваш вопрос.`
          : `Hello! I'm ${staff.agent_name} from support. I'm looking into your question now.`;
      addMessage(conversation, "agent", text);
    }, opts.autoReplyDelayMs);
    timers.add(timer);
  }

  function stateFor(who: Chatter) {
    const staff = getStaff(db);
    const c = findConversation(db, who);
    return {
      staff: staffView(staff),
      email_required: who.accountId === null && !c,
      conversation: c
        ? {
            id: c.id,
            email: c.email,
            unread: unreadCount(db, c),
            last_read_id: c.visitor_last_read_id,
            messages: listMessages(db, c.id).map((m) => messageView(m, staff.agent_name)),
          }
        : null,
    };
  }

  app.get("/my/api/chat/", async (request) => stateFor(chatterOf(ctx, request)));

  app.post("/my/api/chat/messages/", async (request, reply: FastifyReply) => {
    const body = bodyOf(request);
    const text = typeof body.text === "string" ? cleanMultiline(body.text).trim() : "";
    // Control characters are refused (the text rule, issue 39), not removed in silence.
    const errors: Record<string, string[]> = controlCharacterErrors({ text: [body.text, "body"] });
    if (errors.text) {
      // refused already: the text has control characters
    } else if (!text) errors.text = ["This field is required"];
    else if (text.length > CHAT_TEXT_MAX) errors.text = [`Ensure this field has no more than ${CHAT_TEXT_MAX} characters.`];
    const who = chatterOf(ctx, request);
    let conversation = findConversation(db, who);
    const email = typeof body.email === "string" ? body.email.trim() : "";
    if (!conversation && who.accountId === null) {
      if (!email) errors.email = ["This field is required"];
      else if (!EMAIL_PATTERN.test(email)) errors.email = ["Enter a valid email address"];
    }
    if (Object.keys(errors).length) throw new ApiError(400, errors);
    const staff = getStaff(db);
    if (staff.status !== "online") {
      throw new ApiError(409, {
        detail: "Support staff are not available in the chat right now; please open a ticket.",
        code: CHAT_UNAVAILABLE,
        status: staff.status,
      });
    }
    const isFirst = !conversation || !listMessages(db, conversation.id).some((m) => m.author === "visitor");
    const message = transaction(db, () => {
      if (!conversation) {
        const now = nowSeconds();
        const token = who.accountId === null ? randomBytes(18).toString("base64url") : null;
        const r = db
          .prepare("INSERT INTO chat_conversations (account_id, visitor_token, email, created_at, updated_at) VALUES (?, ?, ?, ?, ?)")
          .run(who.accountId, token, who.accountEmail ?? email, now, now);
        conversation = getConversation(db, Number(r.lastInsertRowid))!;
        if (token) {
          reply.setCookie(CHAT_VISITOR_COOKIE, token, {
            path: "/",
            httpOnly: true,
            sameSite: "lax",
            maxAge: VISITOR_MAX_AGE,
            secure: request.protocol === "https",
          });
        }
        // Sockets the same chatter opened before writing (other tabs of a signed-in customer) join now.
        const ownerId = who.accountId;
        if (ownerId !== null) hub.joinAllOf((s) => socketOwner.get(s)?.accountId === ownerId, conversation.id);
      }
      return addMessage(conversation, "visitor", text);
    });
    if (isFirst && staff.auto_reply) scheduleAutoReply(conversation!.id, String(request.headers["accept-language"] ?? "").startsWith("ru") ? "ru" : "en");
    return reply.code(201).send(message);
  });

  // The visitor has seen messages up to last_id: the unread badge clears in every tab.
  app.post("/my/api/chat/read/", async (request, reply) => {
    const lastId = Number(bodyOf(request).last_id);
    if (!Number.isInteger(lastId) || lastId < 0) throw new ApiError(400, { last_id: ["A valid integer is required."] });
    const conversation = findConversation(db, chatterOf(ctx, request));
    if (!conversation) throw new ApiError(404, { detail: "No conversation yet." });
    const next = Math.max(conversation.visitor_last_read_id, lastId);
    db.prepare("UPDATE chat_conversations SET visitor_last_read_id = ? WHERE id = ?").run(next, conversation.id);
    hub.toConversation(conversation.id, { type: "chat.read", conversationId: conversation.id, last_read_id: next });
    return reply.code(204).send();
  });

  // The chat rides on the tab's one socket `/my/api/ws/` (sandbox/realtime.ts), signed in or not.
  // A socket knows its chatter by the cookies of its upgrade request: a signed-out visitor's socket
  // opened before the first message cannot see the chat cookie set later, so the client reconnects
  // after starting a conversation (src/features/support-chat/use-support-chat.ts).
  ctx.socketChannels.push((socket, request) => {
    const who = chatterOf(ctx, request);
    socketOwner.set(socket, who);
    const conversation = findConversation(db, who);
    hub.add(socket, conversation?.id ?? null);
    socket.send(JSON.stringify({ type: "chat.hello", staff: staffView(getStaff(db)), conversationId: conversation?.id ?? null } satisfies ChatEvent));
  });

  // ---- sandbox controls: staff status, speaking as the agent ----
  app.get("/sandbox/api/chat", async () => {
    const rows = db.prepare("SELECT * FROM chat_conversations ORDER BY updated_at DESC LIMIT 100").all() as unknown as ConversationRow[];
    const staff = getStaff(db);
    return {
      staff: { ...staffView(staff), auto_reply: !!staff.auto_reply },
      conversations: rows.map((c) => ({
        id: c.id,
        email: c.email,
        account_id: c.account_id,
        messages: listMessages(db, c.id).map((m) => messageView(m, staff.agent_name)),
      })),
    };
  });

  app.post("/sandbox/api/chat/status", async (request, reply) => {
    const body = bodyOf(request);
    const status = body.status as StaffStatus;
    if (!STATUSES.includes(status)) return reply.code(400).send({ detail: "status must be online, offline or break" });
    const name = typeof body.agent_name === "string" && body.agent_name.trim() ? body.agent_name.trim() : null;
    const autoReply = typeof body.auto_reply === "boolean" ? (body.auto_reply ? 1 : 0) : null;
    db.prepare("UPDATE chat_staff SET status = ?, agent_name = coalesce(?, agent_name), auto_reply = coalesce(?, auto_reply), updated_at = ? WHERE id = 1").run(
      status,
      name,
      autoReply,
      nowSeconds(),
    );
    const staff = getStaff(db);
    hub.toEveryone({ type: "chat.status", staff: staffView(staff) });
    return { ...staffView(staff), auto_reply: !!staff.auto_reply };
  });

  // Speak as the agent in a conversation (by id or the visitor's e-mail; default: the latest one).
  app.post("/sandbox/api/chat/reply", async (request, reply) => {
    const body = bodyOf(request);
    const text = typeof body.text === "string" ? body.text.trim() : "";
    if (!text) return reply.code(400).send({ text: ["This field is required"] });
    let conversation: ConversationRow | undefined;
    if (body.conversation_id !== undefined) conversation = getConversation(db, Number(body.conversation_id));
    else if (typeof body.email === "string")
      conversation = db.prepare("SELECT * FROM chat_conversations WHERE email = ? COLLATE NOCASE ORDER BY updated_at DESC").get(body.email) as
        ConversationRow | undefined;
    else conversation = db.prepare("SELECT * FROM chat_conversations ORDER BY updated_at DESC, id DESC").get() as ConversationRow | undefined;
    if (!conversation) return reply.code(404).send({ detail: "Conversation not found." });
    return reply.code(201).send(addMessage(conversation, "agent", text));
  });

  app.addHook("onClose", async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
    hub.closeAll();
  });
  return hub;
}
