import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { SandboxContext } from "./context";
import { loadSession } from "./auth/session";
import { getUser, getUserByEmail } from "./auth/users";
import { bodyOf } from "./http";

/** Typed account events pushed over `/my/api/ws/` (the client's realtime layer parses the same shapes; the chat's are in sandbox/chat). */
export type RealtimeEvent =
  | { type: "payment.status"; paymentRef: string; provider: string | null; invoiceId?: string; network?: string; status: string }
  | { type: "balance.changed"; balance: number; currency: "EUR" }
  | { type: "order.changed"; orderId: number; change: "paid" | "renewed" | "canceled" | "cancel_mark" | "tariff" | "deleted" | "transferred" | "updated" };

/** Sockets by account: an event reaches every session (tab) of the account it concerns. */
export class RealtimeHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();

  add(accountId: number, socket: WebSocket): void {
    let set = this.sockets.get(accountId);
    if (!set) this.sockets.set(accountId, (set = new Set()));
    set.add(socket);
    socket.on("close", () => {
      set!.delete(socket);
      if (!set!.size) this.sockets.delete(accountId);
    });
  }

  publish(accountId: number, event: RealtimeEvent): number {
    const set = this.sockets.get(accountId);
    if (!set) return 0;
    const text = JSON.stringify({ ...event, at: new Date().toISOString() });
    let sent = 0;
    for (const socket of set) {
      if (socket.readyState === 1) {
        socket.send(text);
        sent += 1;
      }
    }
    return sent;
  }

  connections(accountId?: number): number {
    if (accountId !== undefined) return this.sockets.get(accountId)?.size ?? 0;
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /** Drops the sockets of one account (as a restart of its server would). */
  closeAccount(accountId: number): number {
    const set = this.sockets.get(accountId);
    if (!set) return 0;
    const n = set.size;
    for (const s of set) s.terminate();
    this.sockets.delete(accountId);
    return n;
  }

  closeAll(): void {
    for (const set of this.sockets.values()) for (const s of set) s.terminate();
    this.sockets.clear();
  }
}

export function registerRealtime(app: FastifyInstance, ctx: SandboxContext): void {
  // The tab's one socket (spec §9): the account's events when signed in, and the channels of
  // ctx.socketChannels (the support chat) for everyone — a signed-out visitor's socket stays open for the
  // chat and gets no account events (hello with accountId null).
  app.get("/my/api/ws/", { websocket: true }, (socket, request) => {
    const session = loadSession(ctx.db, request);
    const user = session?.userId ? getUser(ctx.db, session.userId) : undefined;
    const accountId = session && user ? (session.actingAccountId ?? user.id) : null;
    if (accountId !== null) ctx.realtime.add(accountId, socket);
    socket.send(JSON.stringify({ type: "hello", accountId }));
    for (const attach of ctx.socketChannels) attach(socket, request);
    socket.on("message", (data) => {
      // Keep-alive: the client may send {"type":"ping"}.
      try {
        const msg = JSON.parse(String(data)) as { type?: string };
        if (msg.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
      } catch {
        /* ignore non-JSON frames */
      }
    });
  });

  // Tester controls: drop an account's sockets (as a server restart would), and push an event to an account.
  const accountOf = (email: unknown) => {
    const user = typeof email === "string" ? getUserByEmail(ctx.db, email) : undefined;
    return user ? (user.main_account_id ?? user.id) : null;
  };
  app.post("/sandbox/api/realtime/drop", async (request, reply) => {
    const account = accountOf(bodyOf(request).email);
    if (account === null) return reply.code(400).send({ detail: "email is required." });
    return { dropped: ctx.realtime.closeAccount(account) };
  });
  app.post("/sandbox/api/realtime/publish", async (request, reply) => {
    const body = bodyOf(request);
    const account = accountOf(body.email);
    const event = body.event as RealtimeEvent | undefined;
    if (account === null || !event || typeof event !== "object" || typeof event.type !== "string") return reply.code(400).send({ detail: "email and event are required." });
    return { sent: ctx.realtime.publish(account, event) };
  });
}
