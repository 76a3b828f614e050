import ReconnectingWebSocket from "reconnecting-websocket";
import type { ApolloClient } from "@apollo/client";
import { realtimeEventSchema, type RealtimeEvent } from "../../api/schemas/realtime";

/** Spec §9: reconnecting socket constants (the shared module of issue 5 uses the same). */
export const REALTIME_OPTIONS = (random: () => number = Math.random) => ({
  maxReconnectionDelay: 10_000,
  minReconnectionDelay: 1000 + random() * 4000,
  minUptime: 5000,
  reconnectionDelayGrowFactor: 1.3,
  connectionTimeout: 4000,
  maxRetries: Infinity,
  maxEnqueuedMessages: Infinity,
});

/** Applies an account event to the Apollo cache: balance at once, orders by refetching what is on screen. */
export function applyRealtimeEvent(client: ApolloClient, event: RealtimeEvent): void {
  if (event.type === "balance.changed") {
    client.cache.modify({ id: client.cache.identify({ __typename: "FinanceSummary" }), fields: { balance: () => event.balance } });
    void client.refetchQueries({ include: "active" });
  } else if (event.type === "order.changed") {
    if (event.change === "deleted" || event.change === "transferred") {
      client.cache.evict({ id: client.cache.identify({ __typename: "Order", id: String(event.orderId) }) });
      client.cache.gc();
    }
    void client.refetchQueries({ include: "active" });
  } else if (event.type === "payment.status") {
    void client.refetchQueries({ include: "active" });
  }
}

/** Opens the tab's account socket and feeds the cache; returns the close function. */
export function connectRealtime(client: ApolloClient, onStatus?: (open: boolean) => void): () => void {
  const url = `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}/my/api/ws/`;
  const socket = new ReconnectingWebSocket(url, [], REALTIME_OPTIONS());
  socket.addEventListener("open", () => onStatus?.(true));
  socket.addEventListener("close", (e) => {
    onStatus?.(false);
    // 4401: signed out; retrying would only hammer the server.
    if (e.code === 4401) socket.close();
  });
  socket.addEventListener("message", (e) => {
    let data: unknown;
    try {
      data = JSON.parse(String(e.data));
    } catch {
      return;
    }
    const parsed = realtimeEventSchema.safeParse(data);
    if (parsed.success) applyRealtimeEvent(client, parsed.data);
  });
  return () => socket.close();
}
