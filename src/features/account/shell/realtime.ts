import type { ApolloClient } from "@apollo/client";
import type { RealtimeEvent } from "@/api-client/schemas/realtime";
import { withRealtime } from "./live-after-first-screen";

/** Applies an account event to the Apollo cache: balance at once, orders and tickets by refetching what is on screen. */
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
  } else if (event.type === "payment.status" || event.type === "ticket.changed") {
    // A ticket's new message (a staff reply) or status: the open ticket page and the list read it again.
    void client.refetchQueries({ include: "active" });
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
  return withRealtime(
    (connection) => {
      const offEvent = connection.onEvent((event) => applyRealtimeEvent(client, event));
      const offStatus = connection.onStatus((status) => onStatus?.(status === "open"));
      return () => {
        offEvent();
        offStatus();
      };
    },
    () => {
      void client
        .refetchQueries({ include: "active", onQueryUpdated: (query) => (query.getCurrentResult().error ? false : query.refetch()) })
        .catch(() => undefined);
    },
  );
}
