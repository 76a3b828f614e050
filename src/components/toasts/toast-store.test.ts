import { createToastStore, TOAST_AUTO_CLOSE_MS } from "./toast-store";

function manualClock() {
  const timers: Array<{ at: number; fn: () => void }> = [];
  let now = 0;
  return {
    schedule: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }),
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((x) => x.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    },
  };
}

it("closes a toast after 3000 ms, not before", () => {
  const clock = manualClock();
  const store = createToastStore(clock.schedule);
  store.success("Saved");
  clock.advance(TOAST_AUTO_CLOSE_MS - 1);
  expect(store.getSnapshot().map((t) => t.message)).toEqual(["Saved"]);
  clock.advance(1);
  expect(store.getSnapshot()).toEqual([]);
  expect(TOAST_AUTO_CLOSE_MS).toBe(3000);
});

it("keeps a closeable toast until it is dismissed", () => {
  const clock = manualClock();
  const store = createToastStore(clock.schedule);
  const id = store.warning("Check your data", { closeable: true });
  clock.advance(60_000);
  expect(store.getSnapshot()).toHaveLength(1);
  store.dismiss(id);
  expect(store.getSnapshot()).toEqual([]);
});

it("has the three kinds, tells subscribers, and does not stack the same text", () => {
  const store = createToastStore(() => undefined);
  const seen: number[] = [];
  const unsubscribe = store.subscribe((list) => seen.push(list.length));
  store.success("a");
  store.error("b");
  store.warning("c");
  store.error("b");
  expect(store.getSnapshot().map((t) => [t.kind, t.message])).toEqual([
    ["success", "a"],
    ["error", "b"],
    ["warning", "c"],
  ]);
  expect(seen).toEqual([1, 2, 3]);
  unsubscribe();
  store.clear();
  expect(seen).toEqual([1, 2, 3]);
});
