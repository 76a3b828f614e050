import { useEffect, useRef } from "react";
import { acquireRealtime } from "../../api-client/realtime/connection";
import type { RealtimeEvent } from "../../api-client/schemas/realtime";

/**
 * The payment pages' view of the tab's one realtime connection (src/api-client/realtime, spec §9
 * constants there): every event, and whether the connection is open — told at once when it already is,
 * then on every change.
 */
export function useRealtime(onEvent: (event: RealtimeEvent) => void, onState?: (open: boolean) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const stateHandler = useRef(onState);
  stateHandler.current = onState;
  useEffect(() => {
    const { connection, release } = acquireRealtime();
    const offEvent = connection.onEvent((event) => handler.current(event));
    const offStatus = connection.onStatus((status) => stateHandler.current?.(status === "open"));
    if (connection.getStatus() === "open") stateHandler.current?.(true);
    return () => {
      offEvent();
      offStatus();
      release();
    };
  }, []);
}
