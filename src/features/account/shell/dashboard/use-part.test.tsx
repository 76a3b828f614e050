/** @jest-environment jsdom */
import { act, renderHook, waitFor } from "@testing-library/react";
import { startParts, usePart } from "./use-part";
import { dropEarly } from "@/api-client/early-answers";

// The parts' realtime connection is not under test here: a connection that never reports anything.
jest.mock("@/api-client/realtime/connection", () => ({
  acquireRealtime: () => ({ connection: { onEvent: () => () => undefined }, release: () => undefined }),
}));

it("a part takes the call started before it mounted, once; its next mount asks again", async () => {
  let calls = 0;
  const load = () => Promise.resolve(++calls);
  startParts([load]);
  startParts([load]);
  expect(calls).toBe(1);
  const first = renderHook(() => usePart(load, []));
  await waitFor(() => expect(first.result.current[0]).toEqual({ status: "live", data: 1 }));
  expect(calls).toBe(1);
  first.unmount();
  const second = renderHook(() => usePart(load, []));
  await waitFor(() => expect(second.result.current[0]).toEqual({ status: "live", data: 2 }));
  expect(calls).toBe(2);
});

it("an early call that failed is the part's error state, with a retry that asks again", async () => {
  const failure = new Error("down");
  let calls = 0;
  const load = () => (++calls === 1 ? Promise.reject(failure) : Promise.resolve("ok"));
  startParts([load]);
  const { result } = renderHook(() => usePart(load, []));
  await waitFor(() => expect(result.current[0]).toEqual({ status: "error", error: failure }));
  act(() => result.current[1]());
  await waitFor(() => expect(result.current[0]).toEqual({ status: "live", data: "ok" }));
  expect(calls).toBe(2);
});

it("a call started before the session changed is not taken: the part asks again in the new session", async () => {
  // The last customer's dashboard calls, started when their account loaded; they left before the dashboard
  // mounted, logged out, and the next customer signs in in the same tab (the auth store calls dropEarly).
  let calls = 0;
  const load = () => Promise.resolve(++calls === 1 ? "last customer's orders" : "this customer's orders");
  startParts([load]);
  dropEarly();
  const { result } = renderHook(() => usePart(load, []));
  await waitFor(() => expect(result.current[0]).toEqual({ status: "live", data: "this customer's orders" }));
  expect(calls).toBe(2);
});

it("a part that mounts after its early answer is in renders it on its first render, with no call and no second render", async () => {
  let calls = 0;
  const load = () => Promise.resolve(`answer ${++calls}`);
  startParts([load]);
  await Promise.resolve();
  await Promise.resolve();
  const states: unknown[] = [];
  const { result } = renderHook(() => {
    const part = usePart(load, []);
    states.push(part[0]);
    return part;
  });
  expect(states[0]).toEqual({ status: "live", data: "answer 1" });
  // The effects have run (the early answer was taken) and nothing else renders or asks.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(states).toEqual([{ status: "live", data: "answer 1" }]);
  expect(result.current[0]).toEqual({ status: "live", data: "answer 1" });
  expect(calls).toBe(1);
  // Taken once: the next mount asks again.
  const next = renderHook(() => usePart(load, []));
  await waitFor(() => expect(next.result.current[0]).toEqual({ status: "live", data: "answer 2" }));
});

it("an early answer that failed before the part mounted is its first state, with a retry", async () => {
  const failure = new Error("down");
  let calls = 0;
  const load = () => (++calls === 1 ? Promise.reject(failure) : Promise.resolve("ok"));
  startParts([load]);
  await Promise.resolve();
  await Promise.resolve();
  const { result } = renderHook(() => usePart(load, []));
  expect(result.current[0]).toEqual({ status: "error", error: failure });
  act(() => result.current[1]());
  await waitFor(() => expect(result.current[0]).toEqual({ status: "live", data: "ok" }));
  expect(calls).toBe(2);
});
