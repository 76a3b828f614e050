import type ReconnectingWebSocket from "reconnecting-websocket";
import type { Options } from "reconnecting-websocket";
import { realtimeEventSchema, type RealtimeEvent } from "../schemas/realtime";
import { onSessionChange } from "./session-change";

/** Spec §9: reconnecting socket constants. */
export const REALTIME_MAX_DELAY_MS = 10_000;
export const REALTIME_MIN_DELAY_MS = 1000;
export const REALTIME_MIN_DELAY_RANDOM_MS = 4000;
export const REALTIME_MIN_UPTIME_MS = 5000;
export const REALTIME_GROWTH_FACTOR = 1.3;
export const REALTIME_CONNECT_TIMEOUT_MS = 4000;
export const REALTIME_PATH = "/my/api/ws/";
/** The server closes with this code when the session is not signed in: retrying would only hammer it. */
export const CLOSE_UNAUTHENTICATED = 4401;

/** Options of reconnecting-websocket: min delay 1 s plus up to 4 s random (so tabs do not reconnect in step), unlimited retries and queue. */
export function realtimeOptions(random: () => number = Math.random): Options {
  return {
    maxReconnectionDelay: REALTIME_MAX_DELAY_MS,
    minReconnectionDelay: REALTIME_MIN_DELAY_MS + random() * REALTIME_MIN_DELAY_RANDOM_MS,
    minUptime: REALTIME_MIN_UPTIME_MS,
    reconnectionDelayGrowFactor: REALTIME_GROWTH_FACTOR,
    connectionTimeout: REALTIME_CONNECT_TIMEOUT_MS,
    maxRetries: Infinity,
    maxEnqueuedMessages: Infinity,
  };
}

export function realtimeUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${REALTIME_PATH}`;
}

export type RealtimeStatus = "connecting" | "open" | "closed";
type EventListener = (event: RealtimeEvent) => void;
type StatusListener = (status: RealtimeStatus) => void;

/** The socket library is a chunk of its own, fetched when the first connection opens (decision 131). */
const loadSocketClass = (): Promise<typeof ReconnectingWebSocket> => import("reconnecting-websocket").then((m) => m.default);

/**
 * One realtime connection (the tab's, through `acquireRealtime`): account and support-chat events parsed with the shared zod
 * schema (a malformed message is dropped, never passed on), status for the UI, and a stop when the
 * server says the session is signed out. The socket library loads on the connection's first use, not with the
 * page (decision 131): until it has, the status is "connecting" and messages sent wait in order.
 */
export function createRealtimeConnection(
  url: string,
  options: Options = realtimeOptions(),
  load: () => Promise<typeof ReconnectingWebSocket> = loadSocketClass,
) {
  const events = new Set<EventListener>();
  const statuses = new Set<StatusListener>();
  let status: RealtimeStatus = "connecting";
  let opens = 0;
  let stopped = false;
  let socket: ReconnectingWebSocket | null = null;
  const waiting: string[] = [];
  const setStatus = (next: RealtimeStatus) => {
    status = next;
    for (const l of [...statuses]) l(next);
  };

  const open = (Socket: typeof ReconnectingWebSocket) => {
    if (stopped) return;
    const opened = new Socket(url, [], options);
    socket = opened;
    opened.addEventListener("open", () => {
      opens += 1;
      setStatus("open");
    });
    opened.addEventListener("close", (e) => {
      if (e.code === CLOSE_UNAUTHENTICATED) stopped = true;
      if (stopped) {
        opened.close();
        setStatus("closed");
        return;
      }
      // Dropped: reconnecting-websocket retries after its delay.
      setStatus("connecting");
    });
    opened.addEventListener("message", (e) => {
      let data: unknown;
      try {
        data = JSON.parse(String(e.data));
      } catch {
        return;
      }
      const parsed = realtimeEventSchema.safeParse(data);
      if (!parsed.success) return;
      for (const l of [...events]) l(parsed.data);
    });
    // reconnecting-websocket queues what is sent before it is open, as it did when it was made at once.
    for (const message of waiting.splice(0)) opened.send(message);
  };
  load().then(open, () => {
    // The chunk could not be fetched (offline, or a new deploy): no live updates in this tab.
    if (!stopped) setStatus("closed");
  });

  return {
    /** Every valid event from the server; returns the unsubscribe. */
    onEvent(listener: EventListener) {
      events.add(listener);
      return () => {
        events.delete(listener);
      };
    },
    onStatus(listener: StatusListener) {
      statuses.add(listener);
      return () => {
        statuses.delete(listener);
      };
    },
    getStatus: () => status,
    /** How many times the socket has opened (1 + reconnections). */
    openCount: () => opens,
    send: (message: unknown) => {
      const text = JSON.stringify(message);
      if (socket) socket.send(text);
      else waiting.push(text);
    },
    /** Opens the socket afresh at once, so the server sees the cookies as they are now (a new session or chat). */
    reconnect: () => {
      // Before the library has loaded there is no socket yet: it opens with the cookies as they are then.
      if (!stopped) socket?.reconnect();
    },
    close: () => {
      stopped = true;
      socket?.close();
      setStatus("closed");
    },
  };
}

export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>;

let tabConnection: RealtimeConnection | null = null;
let users = 0;

/**
 * The tab's one connection (spec §9: one per tab), opened on first use and closed when its last user
 * releases it (e.g. at logout). Returns the connection and the release function.
 */
export function acquireRealtime(open: () => RealtimeConnection = () => createRealtimeConnection(realtimeUrl(window.location))): {
  connection: RealtimeConnection;
  release: () => void;
} {
  if (!tabConnection) tabConnection = open();
  users += 1;
  const connection = tabConnection;
  let released = false;
  return {
    connection,
    release: () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0 && tabConnection === connection) {
        connection.close();
        tabConnection = null;
      }
    },
  };
}

// The session changed: the tab's connection, if one is open, reconnects (session-change.ts says why).
onSessionChange(() => tabConnection?.reconnect());
