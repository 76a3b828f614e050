import type { WebSocket } from "ws";

/** Typed account events pushed over `/my/api/ws/` (the client's realtime layer parses the same shapes; the chat's are in sandbox/chat). */
export type RealtimeEvent =
  | { type: "payment.status"; paymentRef: string; provider: string | null; invoiceId?: string; network?: string; status: string }
  | { type: "balance.changed"; balance: number; currency: "EUR" }
  | {
      type: "order.changed";
      orderId: number;
      change: "paid" | "renewed" | "canceled" | "cancel_mark" | "tariff" | "deleted" | "transferred" | "updated" | "server";
    }
  | { type: "ticket.changed"; ticketId: number; change: "message" | "closed" | "reopened" };

/**
 * Close code for a socket whose session ended (logout, password change or reset, session deleted). Not the
 * client's 4401 (which stops it): the tab reconnects at once as what it now is (signed out, or the new
 * session) and keeps its support chat.
 */
export const CLOSE_SESSION_ENDED = 4001;

interface Entry {
  accountId: number;
  sessionId: string;
}

/**
 * Sockets by account (an event reaches every tab of the account it concerns) and by session (a session's
 * sockets close when it ends). Each event re-checks the socket's session, so a session ended by any path
 * (even a row deleted by hand) receives nothing more.
 */
export class RealtimeHub {
  private readonly byAccount = new Map<number, Set<WebSocket>>();
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly entries = new Map<WebSocket, Entry>();

  /** `accountOf(sessionId)`: the account the session acts on now (null: ended); checked at each delivery. */
  constructor(private readonly accountOf: (sessionId: string) => number | null = () => null) {}

  add(accountId: number, sessionId: string, socket: WebSocket): void {
    this.entries.set(socket, { accountId, sessionId });
    addTo(this.byAccount, accountId, socket);
    addTo(this.bySession, sessionId, socket);
    socket.once("close", () => this.remove(socket));
  }

  private remove(socket: WebSocket): void {
    const entry = this.entries.get(socket);
    if (!entry) return;
    this.entries.delete(socket);
    removeFrom(this.byAccount, entry.accountId, socket);
    removeFrom(this.bySession, entry.sessionId, socket);
  }

  publish(accountId: number, event: RealtimeEvent): number {
    const set = this.byAccount.get(accountId);
    if (!set) return 0;
    const text = JSON.stringify({ ...event, at: new Date().toISOString() });
    let sent = 0;
    const ended = new Set<string>();
    for (const socket of [...set]) {
      const entry = this.entries.get(socket)!;
      if (ended.has(entry.sessionId) || this.accountOf(entry.sessionId) !== accountId) {
        ended.add(entry.sessionId);
        this.drop(socket);
        continue;
      }
      if (socket.readyState === 1) {
        socket.send(text);
        sent += 1;
      }
    }
    return sent;
  }

  /** The sessions ended: their sockets are closed (and leave the hub). */
  endSessions(sessionIds: Iterable<string>): number {
    let n = 0;
    for (const id of sessionIds) {
      for (const socket of [...(this.bySession.get(id) ?? [])]) {
        this.drop(socket);
        n += 1;
      }
    }
    return n;
  }

  private drop(socket: WebSocket): void {
    this.remove(socket);
    if (socket.readyState <= 1) socket.close(CLOSE_SESSION_ENDED, "session ended");
  }

  connections(accountId?: number): number {
    if (accountId !== undefined) return this.byAccount.get(accountId)?.size ?? 0;
    return this.entries.size;
  }

  /** Sizes of the internal maps (a test checks they empty when sockets close). */
  sizes(): { accounts: number; sessions: number; sockets: number } {
    return { accounts: this.byAccount.size, sessions: this.bySession.size, sockets: this.entries.size };
  }

  /** Drops the sockets of one account (as a restart of its server would). */
  closeAccount(accountId: number): number {
    const set = this.byAccount.get(accountId);
    if (!set) return 0;
    const sockets = [...set];
    for (const s of sockets) {
      this.remove(s);
      s.terminate();
    }
    return sockets.length;
  }

  closeAll(): void {
    for (const s of [...this.entries.keys()]) {
      this.remove(s);
      s.terminate();
    }
  }
}

function addTo<K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(socket);
}

function removeFrom<K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(socket);
  if (!set.size) map.delete(key);
}
