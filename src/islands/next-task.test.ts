/** @jest-environment jsdom */
import { inTurn, nextTask, whenIdle } from "./next-task";

// Decision 130: the wiring's steps run one per task, in order; one failing step does not stop the rest.
it("runs each step in a later task, in order, past a step that throws", async () => {
  const seen: string[] = [];
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const done = inTurn([
    () => seen.push("a"),
    () => {
      throw new Error("broken step");
    },
    () => seen.push("c"),
  ]);
  seen.push("caller");
  await done;
  expect(seen).toEqual(["caller", "a", "c"]);
  expect(error).toHaveBeenCalledTimes(1);
  error.mockRestore();
});

it("uses scheduler.yield where the browser has it", async () => {
  const yieldTo = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTo };
  try {
    await nextTask();
    expect(yieldTo).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  }
});

describe("whenIdle", () => {
  afterEach(() => {
    Reflect.deleteProperty(window, "requestIdleCallback");
    Reflect.deleteProperty(window, "cancelIdleCallback");
    jest.useRealTimers();
  });

  it("asks the browser's idle callback, with the timeout when one is given, and cancels it", () => {
    const request = jest.fn((_run: () => void, _options?: { timeout: number }) => 5);
    const cancel = jest.fn();
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancel });
    const run = jest.fn();
    whenIdle(run);
    expect(request).toHaveBeenLastCalledWith(run, undefined);
    const stop = whenIdle(run, 2000);
    expect(request).toHaveBeenLastCalledWith(run, { timeout: 2000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(5);
    expect(run).not.toHaveBeenCalled();
  });

  it("runs in a later task where the browser has no idle callbacks, unless cancelled first", () => {
    jest.useFakeTimers();
    const run = jest.fn();
    const cancelled = jest.fn();
    whenIdle(run);
    whenIdle(cancelled)();
    expect(run).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
