/** @jest-environment jsdom */
// The account's realtime connection opens after its first screen (decision 251): its users wait for the shell's
// word and the browser's next idle moment, then share the tab's connection; a user gone before never takes it.
const acquired: string[] = [];
const statusListeners = new Set<(status: string) => void>();
let opens = 0;
jest.mock("@/api-client/realtime/connection", () => ({
  acquireRealtime: () => {
    acquired.push("acquire");
    const onStatus = (listener: (status: string) => void) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    };
    return { connection: { name: "tab", onStatus, openCount: () => opens }, release: () => acquired.push("release") };
  },
}));
const socketGoes = (status: string) => {
  if (status === "open") opens += 1;
  for (const listener of [...statusListeners]) listener(status);
};

import { firstScreenShown, withRealtime } from "./live-after-first-screen";

const idle = () => new Promise((resolve) => setTimeout(resolve, 10));

it("waits for the first screen and the idle moment; a user that left before never connects; later users connect at once", async () => {
  const seen: string[] = [];
  const stopA = withRealtime((connection) => {
    seen.push(`A ${(connection as unknown as { name: string }).name}`);
    return () => seen.push("A off");
  });
  const stopGone = withRealtime(() => {
    seen.push("gone");
    return () => undefined;
  });
  stopGone();
  await idle();
  expect(acquired).toEqual([]);
  expect(seen).toEqual([]);

  firstScreenShown();
  // Not in the same task: at the browser's next idle moment.
  expect(acquired).toEqual([]);
  await idle();
  expect(acquired).toEqual(["acquire"]);
  expect(seen).toEqual(["A tab"]);

  // Said again (another screen): nothing more.
  firstScreenShown();
  await idle();
  expect(acquired).toEqual(["acquire"]);

  const stopB = withRealtime(() => {
    seen.push("B");
    return () => seen.push("B off");
  });
  expect(acquired).toEqual(["acquire", "acquire"]);
  stopA();
  stopB();
  expect(seen).toEqual(["A tab", "B", "A off", "B off"]);
  expect(acquired).toEqual(["acquire", "acquire", "release", "release"]);
});

it("a user's catch-up runs each time the socket opens, told whether it reopened after a drop; not while connecting, and not once it has left", () => {
  // The first screen has shown (the test above): users connect at once.
  const caughtUp: boolean[] = [];
  const stop = withRealtime(
    () => () => undefined,
    (reconnected) => caughtUp.push(reconnected),
  );
  socketGoes("connecting");
  expect(caughtUp).toEqual([]);
  socketGoes("open");
  expect(caughtUp).toEqual([false]);
  socketGoes("connecting");
  socketGoes("open");
  expect(caughtUp).toEqual([false, true]);
  stop();
  socketGoes("open");
  expect(caughtUp).toEqual([false, true]);
  expect(statusListeners.size).toBe(0);
});
