import type { ApolloClient } from "@apollo/client";
import type { RealtimeEvent } from "@/api-client/schemas/realtime";
import { withRealtime } from "./live-after-first-screen";

/**
 * Applies an account event to the Apollo cache: balance at once, orders and tickets by reading again what is on screen
 * (`read`, the active queries' refetch unless the caller orders its reads: connectRealtime).
 */
export function applyRealtimeEvent(
  client: ApolloClient,
  event: RealtimeEvent,
  read: () => void = () => void client.refetchQueries({ include: "active" }),
): void {
  if (event.type === "balance.changed") {
    client.cache.modify({ id: client.cache.identify({ __typename: "FinanceSummary" }), fields: { balance: () => event.balance } });
    read();
  } else if (event.type === "order.changed") {
    if (event.change === "deleted" || event.change === "transferred") {
      client.cache.evict({ id: client.cache.identify({ __typename: "Order", id: String(event.orderId) }) });
      client.cache.gc();
    }
    read();
  } else if (event.type === "payment.status" || event.type === "ticket.changed") {
    // A ticket's new message (a staff reply) or status: the open ticket page and the list read it again.
    read();
  }
}

/** Feeds the Apollo cache from the tab's one realtime connection (src/api-client/realtime); returns the release. */
export function connectRealtime(client: ApolloClient, onStatus?: (open: boolean) => void): () => void {
  // Opened after the account's first screen (decision 251), as every account user of the connection. Each time it
  // opens, what is on screen is read again: an event sent while it was not open is not sent again (an order
  // cancelled in another tab between the project page's answer and the socket's first open stayed on the page:
  // account-realtime.spec.ts failed on a fresh clone). A query whose last answer was a failure is left to its
  // screen's own retry (list-states.test.tsx), and the forms keep what the customer typed across a refetch
  // (`keepDirtyValues`, finance.test.tsx).
  const read = orderedReads();
  return withRealtime(
    (connection) => {
      const offEvent = connection.onEvent((event) => applyRealtimeEvent(client, event, () => read(() => client.refetchQueries({ include: "active" }))));
      const offStatus = connection.onStatus((status) => onStatus?.(status === "open"));
      return () => {
        offEvent();
        offStatus();
      };
    },
    () => read(() => client.refetchQueries({ include: "active", onQueryUpdated: (query) => (query.getCurrentResult().error ? false : query.refetch()) })),
  );
}

/**
 * Reads one at a time. Apollo merges a request into an identical one in flight, and that one may have been answered
 * before the change an event reports: a balance paid in another tab while the socket's first catch-up was in flight
 * was shown as before the payment (account-realtime.spec.ts, 2 runs in 20). A read asked for meanwhile runs once
 * the one in flight has settled (the last asked for; one stands for all, each reads everything on screen).
 */
function orderedReads() {
  let inFlight = false;
  let next: (() => Promise<unknown>) | null = null;
  const run = (read: () => Promise<unknown>): void => {
    if (inFlight) {
      next = read;
      return;
    }
    inFlight = true;
    void read()
      .catch(() => undefined)
      .then(() => {
        inFlight = false;
        const queued = next;
        next = null;
        if (queued) run(queued);
      });
  };
  return run;
}
