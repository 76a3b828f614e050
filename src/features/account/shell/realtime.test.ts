import type { ApolloClient } from "@apollo/client";

// The Apollo screens' catch-up (decision 251, revised): what is on screen is read again each time the tab's socket
// opens, the first time too, since an event sent before it opened is not sent again. A query whose last answer was
// a failure is left to its screen's own retry.
let catchUp: ((reconnected: boolean) => void) | undefined;
jest.mock("./live-after-first-screen", () => ({
  withRealtime: (_subscribe: unknown, run: (reconnected: boolean) => void) => {
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
