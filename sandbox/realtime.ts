import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { SandboxContext } from "./context";
import { loadSession } from "./auth/session";
import { getUser, getUserByEmail } from "./auth/users";
import { bodyOf } from "./http";

/** Typed events pushed over `/my/api/ws/` (the client's realtime layer parses the same shapes). */
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
  app.get("/my/api/ws/", { websocket: true }, (socket, request) => {
    const session = loadSession(ctx.db, request);
    const user = session?.userId ? getUser(ctx.db, session.userId) : undefined;
    if (!session || !user) {
      // 4401: the client's reconnecting socket should not hammer a logged-out session.
      socket.close(4401, "Authentication required");
      return;
    }
    const accountId = session.actingAccountId ?? user.id;
    ctx.realtime.add(accountId, socket);
    socket.send(JSON.stringify({ type: "hello", accountId }));
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
