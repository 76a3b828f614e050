/** @jest-environment jsdom */
import { loadWithPreloadRule, PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from "./lazy-page";

const chunkError = new Error("Loading chunk 42 failed.");

it("passes a loaded module through without an event", async () => {
  const seen: Event[] = [];
  const target = new EventTarget();
  target.addEventListener(PRELOAD_ERROR_EVENT, (e) => seen.push(e));
  await expect(loadWithPreloadRule(async () => ({ default: 1 }), target)).resolves.toEqual({ default: 1 });
  expect(seen).toEqual([]);
});

it("raises the event and throws when no handler takes it", async () => {
  const target = new EventTarget();
  const seen: unknown[] = [];
  target.addEventListener(PRELOAD_ERROR_EVENT, (e) => seen.push((e as PreloadErrorEvent).detail.error));
  await expect(loadWithPreloadRule(() => Promise.reject(chunkError), target)).rejects.toBe(chunkError);
  expect(seen).toEqual([chunkError]);
});

it("does not throw when a handler takes the event (it owns the recovery)", async () => {
  const target = new EventTarget();
  target.addEventListener(PRELOAD_ERROR_EVENT, (e) => e.preventDefault());
  const outcome = await Promise.race([
    loadWithPreloadRule(() => Promise.reject(chunkError), target).then(
      () => "resolved",
      () => "thrown",
    ),
    new Promise((resolve) => setTimeout(() => resolve("pending"), 50)),
  ]);
  expect(outcome).toBe("pending");
});

it("uses window by default", async () => {
  const handler = jest.fn();
  window.addEventListener(PRELOAD_ERROR_EVENT, handler);
  await expect(loadWithPreloadRule(() => Promise.reject(chunkError))).rejects.toBe(chunkError);
  window.removeEventListener(PRELOAD_ERROR_EVENT, handler);
  expect(handler).toHaveBeenCalledTimes(1);
});
