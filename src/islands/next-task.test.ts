import { inTurn, nextTask } from "./next-task";

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
