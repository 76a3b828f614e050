/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { useGuardedSubmit } from "./use-guarded-submit";

it("ignores a second submit while the first is loading, and accepts one after it", async () => {
  let finish: () => void = () => undefined;
  const calls: number[] = [];
  const action = (n: number) =>
    new Promise<void>((resolve) => {
      calls.push(n);
      finish = resolve;
    });
  const { result } = renderHook(() => useGuardedSubmit(action));
  let first: Promise<void> = Promise.resolve();
  act(() => {
    first = result.current.run(1);
    void result.current.run(2);
  });
  expect(calls).toEqual([1]);
  expect(result.current.loading).toBe(true);
  await act(async () => {
    finish();
    await first;
  });
  expect(result.current.loading).toBe(false);
  act(() => {
    void result.current.run(3);
  });
  expect(calls).toEqual([1, 3]);
});
