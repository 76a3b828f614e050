import { acquireRealtime, type RealtimeConnection } from "@/api-client/realtime/connection";
import { whenIdle } from "@/islands/next-task";

/**
 * The account area's realtime connection (spec §9) opens after its first screen, not with it (decision 251):
 * the socket's library and the events' schemas are chunks of their own, and asking for them (and opening the
 * socket) while the session, the menu, the section's code and the first answers are on their way competed with
 * what the customer waits for. The shell says when its first screen has committed (`firstScreenShown`); the
 * connection's users (the nav's indicator, the dashboard's parts, the sections' data context) wait until the
 * browser is next idle after that, then share the tab's one connection as before. Once open for the tab, later
 * users take it at once.
 */
let live = false;
let scheduled = false;
const waiting = new Set<() => void>();

/** The shell's first screen has committed: the connection's users start at the browser's next idle moment. */
export function firstScreenShown(): void {
  if (live || scheduled) return;
  scheduled = true;
  whenIdle(() => {
    live = true;
    const starts = [...waiting];
    waiting.clear();
    for (const start of starts) start();
  }, 2000);
}

/**
 * Uses the tab's connection once the account's first screen has shown: `subscribe` subscribes and returns its
 * unsubscribe. Returns the stop: before the connection was taken it only cancels the wait; after, it
 * unsubscribes and releases the tab's connection (the last release closes it, as before).
 *
 * `catchUp` runs each time the socket opens while this user holds it, told whether it is a reconnection: an event
 * sent while the socket was not open (before the first screen had shown, or during a drop) never arrives, so a
 * user whose screen was read before that may read it again (decision 251).
 */
export function withRealtime(subscribe: (connection: RealtimeConnection) => () => void, catchUp?: (reconnected: boolean) => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const start = () => {
    if (cancelled) return;
    const { connection, release } = acquireRealtime();
    const off = subscribe(connection);
    const offOpen = catchUp
      ? connection.onStatus((status) => {
          if (status === "open") catchUp(connection.openCount() > 1);
        })
      : undefined;
    stop = () => {
      off();
      offOpen?.();
      release();
    };
  };
  if (live) start();
  else waiting.add(start);
  return () => {
    cancelled = true;
    waiting.delete(start);
    stop?.();
  };
}
