import type { ApolloClient } from "@apollo/client";

// The Apollo screens' catch-up (decision 251, revised): what is on screen is read again each time the tab's socket
// opens, the first time too, since an event sent before it opened is not sent again. A query whose last answer was
// a failure is left to its screen's own retry.
let catchUp: ((reconnected: boolean) => void) | undefined;
let subscribe: ((connection: unknown) => () => void) | undefined;
jest.mock("./live-after-first-screen", () => ({
  withRealtime: (on: (connection: unknown) => () => void, run: (reconnected: boolean) => void) => {
    subscribe = on;
    catchUp = run;
    return () => undefined;
  },
}));

import { connectRealtime } from "./realtime";

type Query = { name: string; getCurrentResult: () => { error?: Error }; refetch: () => Promise<string> };
const query = (name: string, error?: Error): Query => ({ name, getCurrentResult: () => ({ error }), refetch: () => Promise.resolve(`${name} read again`) });

function fakeClient(active: Query[]) {
  const refetched: Array<string | false> = [];
  const refetchQueries = jest.fn(async (options: { include: string; onQueryUpdated: (q: Query) => false | Promise<string> }) => {
    for (const q of active) {
      const outcome = options.onQueryUpdated(q);
      refetched.push(outcome === false ? false : await outcome);
    }
  });
  return { client: { refetchQueries } as unknown as ApolloClient, refetchQueries, refetched };
}

test.each([
  ["the first open (an event sent before it is lost)", false],
  ["a reopening after a drop", true],
])("at %s the active queries are read again, except one whose last answer failed", async (_when, reconnected) => {
  const { client, refetchQueries, refetched } = fakeClient([query("project"), query("orders list", new Error("503")), query("menu")]);
  connectRealtime(client);
  catchUp!(reconnected);
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(refetchQueries).toHaveBeenCalledTimes(1);
  expect(refetchQueries.mock.calls[0]![0].include).toBe("active");
  expect(refetched).toEqual(["project read again", false, "menu read again"]);
});

// An event while the catch-up's reads are in flight: Apollo would merge its reads into them, answered (for all we know)
// before the change the event reports; the page kept the balance of before a payment (account-realtime.spec.ts).
test("an event during the catch-up's reads is read again once they have settled, not merged into them", async () => {
  let settle!: () => void;
  let calls = 0;
  const refetchQueries = jest.fn((): Promise<void> => (++calls === 1 ? new Promise<void>((resolve) => (settle = resolve)) : Promise.resolve()));
  const modify = jest.fn();
  const client = { refetchQueries, cache: { modify, identify: () => "FinanceSummary:{}" } } as unknown as ApolloClient;
  let deliver!: (event: unknown) => void;
  connectRealtime(client);
  subscribe!({ onEvent: (listener: (event: unknown) => void) => ((deliver = listener), () => undefined), onStatus: () => () => undefined });
  catchUp!(false);
  expect(refetchQueries).toHaveBeenCalledTimes(1);

  deliver({ type: "balance.changed", balance: 30, currency: "EUR", at: "2026-12-07T08:43:41Z" });
  // The balance is written at once; the reads wait for the ones in flight.
  expect(modify).toHaveBeenCalledTimes(1);
  expect(refetchQueries).toHaveBeenCalledTimes(1);

  settle();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(refetchQueries).toHaveBeenCalledTimes(2);
  expect((refetchQueries.mock.calls[1] as unknown as [{ include: string }])[0].include).toBe("active");
});
