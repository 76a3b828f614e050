import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { SandboxContext } from "./context";
import type { Db } from "./db/database";
import { loadSession, loadSessionById, type Session } from "./auth/session";
import { getUser, getUserByEmail } from "./auth/users";
import { bodyOf } from "./http";
import { isOwnOrigin } from "./realtime-origin";
import { RealtimeHub, type RealtimeEvent } from "./realtime-hub";

/**
 * Close code of every socket when the server stops (SIGTERM, a restart; issue 39): the standard "service
 * restart" (RFC 6455 registry), not the client's 4401, so the tab reconnects after its delay to the server
 * that comes back.
 */
export const CLOSE_SERVER_RESTART = 1012;
/** A peer that answers no ping within this time is gone (no FIN through a proxy or a dead NAT): dropped. */
export const HEARTBEAT_MS = 30_000;

/** The account a session acts on now, or null when it is signed out, deleted or expired. */
export function sessionAccountId(db: Db, session: Session | null): number | null {
  if (!session?.userId) return null;
  const user = getUser(db, session.userId);
  return user ? (session.actingAccountId ?? user.main_account_id ?? user.id) : null;
}

/** The hub of a context: a session's account is read from the database at each delivery. */
export const createRealtimeHub = (db: Db): RealtimeHub => new RealtimeHub((id) => (db.isOpen ? sessionAccountId(db, loadSessionById(db, id)) : null));

export function registerRealtime(app: FastifyInstance, ctx: SandboxContext, opts: { allowedOrigins?: readonly string[]; heartbeatMs?: number } = {}): void {
  const allowed = opts.allowedOrigins ?? (process.env.SITE_URL ? [process.env.SITE_URL] : []);
  // Every open socket of this route, with whether it answered the last ping.
  const alive = new Map<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, opts.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook("onClose", async () => clearInterval(heartbeat));

  // The tab's one socket (spec §9): the account's events when signed in, and the channels of
  // ctx.socketChannels (the support chat) for everyone — a signed-out visitor's socket stays open for the
  // chat and gets no account events (hello with accountId null). Another site's page is refused the upgrade.
  app.get(
    "/my/api/ws/",
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (!isOwnOrigin(Array.isArray(origin) ? origin[0] : origin, request.headers.host, allowed)) {
          return reply.code(403).send({ detail: "Cross-origin socket refused.", code: "ORIGIN_REFUSED" });
        }
        return undefined;
      },
    },
    (socket, request) => {
      alive.set(socket, true);
      socket.on("pong", () => alive.set(socket, true));
      socket.once("close", () => alive.delete(socket));
      const session = loadSession(ctx.db, request);
      const accountId = session ? sessionAccountId(ctx.db, session) : null;
      if (session && accountId !== null) ctx.realtime.add(accountId, session.id, socket);
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
    },
  );

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
    if (account === null || !event || typeof event !== "object" || typeof event.type !== "string")
      return reply.code(400).send({ detail: "email and event are required." });
    return { sent: ctx.realtime.publish(account, event) };
  });
}
