import { useEffect, useRef } from "react";
import ReconnectingWebSocket from "reconnecting-websocket";
import { realtimeEventSchema, type RealtimeEvent } from "../../api-client/schemas/realtime";

/**
 * The account's realtime connection for the payment pages, with the reconnect constants of spec §9
 * (max 10 s, min 1 s + up to 4 s random, uptime 5 s, growth 1.3, timeout 4 s, unlimited retries).
 * When the shared realtime module of src/api-client/ lands, this hook subscribes to it instead.
 */
export function useRealtime(onEvent: (event: RealtimeEvent) => void, onState?: (open: boolean) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const stateHandler = useRef(onState);
  stateHandler.current = onState;
  useEffect(() => {
    const url = `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/my/api/ws/`;
    const socket = new ReconnectingWebSocket(url, [], {
      maxReconnectionDelay: 10_000,
      minReconnectionDelay: 1000 + Math.random() * 4000,
      minUptime: 5000,
      reconnectionDelayGrowFactor: 1.3,
      connectionTimeout: 4000,
      maxRetries: Infinity,
      maxEnqueuedMessages: Infinity,
    });
    socket.addEventListener("open", () => stateHandler.current?.(true));
    socket.addEventListener("close", (e) => {
      stateHandler.current?.(false);
      // 4401: logged out; retrying cannot help.
      if (e.code === 4401) socket.close();
    });
    socket.addEventListener("message", (e) => {
      try {
        const parsed = realtimeEventSchema.safeParse(JSON.parse(String(e.data)));
        if (parsed.success) handler.current(parsed.data);
      } catch {
        // not JSON: ignore
      }
    });
    return () => socket.close();
  }, []);
}
