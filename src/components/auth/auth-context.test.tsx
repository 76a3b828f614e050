/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { AnonymousOnly, AuthProvider, useAuth } from "./auth-context";
import { READY_HOLD_MS } from "./ready-hold";
import type { AuthSnapshot, AuthStore } from "./auth-store";

jest.mock("gatsby", () => ({ navigate: jest.fn() }));

/** A store holding a snapshot that the test changes, as the real one does on an answer. */
function fakeStore() {
  let state = { status: "loading", menu: null, menuState: "idle", event: null } as unknown as AuthSnapshot;
  const listeners = new Set<() => void>();
  const store = {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start: () => undefined,
  } as unknown as AuthStore;
  const set = (patch: Partial<AuthSnapshot>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };
  return { store, set };
}

function Consumer({ seen }: { seen: string[] }) {
  const { state } = useAuth();
  seen.push(`${state.status}/${state.menuState}`);
  return <p>{state.status}</p>;
}

for (const deferred of [false, true]) {
  it(`${deferred ? "a deferred" : "the"} provider renders each change of the store once below it, with the new state (decision 135)`, async () => {
    const { store, set } = fakeStore();
    const seen: string[] = [];
    const { container } = render(
      <AuthProvider store={store} deferred={deferred}>
        <Consumer seen={seen} />
      </AuthProvider>,
    );
    await act(async () => set({ status: "settled" }));
    await act(async () => set({ menuState: "loaded" }));
    // Deferred, the store's synchronous update renders the provider only (its context keeps the same value):
    // the tree below renders once per change, in the later (transition) render, never again with the old state.
    expect(seen).toEqual(["loading/idle", "settled/idle", "settled/loaded"]);
    expect(container.textContent).toBe("settled");
  });
}

describe("AnonymousOnly's `ready` (the provider buttons arrive with the form, decision 145)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const screen = (ready: boolean) => (
    <AnonymousOnly fallback={<span>checking</span>} ready={ready}>
      <form aria-label="login" />
    </AnonymousOnly>
  );
  const hidden = (container: HTMLElement) => !!container.querySelector(".auth-pending form");

  it("keeps the form hidden in place after the session answered until the screen is ready", async () => {
    const { store, set } = fakeStore();
    const { container, rerender } = render(<AuthProvider store={store}>{screen(false)}</AuthProvider>);
    expect(hidden(container)).toBe(true);
    await act(async () => set({ status: "unset" }));
    expect(hidden(container)).toBe(true);
    rerender(<AuthProvider store={store}>{screen(true)}</AuthProvider>);
    expect(hidden(container)).toBe(false);
    expect(container.querySelector("form")).not.toBeNull();
  });

  it("shows the form READY_HOLD_MS after the session answered when the screen never gets ready (a hung side call)", async () => {
    const { store, set } = fakeStore();
    const { container } = render(<AuthProvider store={store}>{screen(false)}</AuthProvider>);
    await act(async () => set({ status: "unset" }));
    await act(async () => jest.advanceTimersByTime(READY_HOLD_MS - 1));
    expect(hidden(container)).toBe(true);
    await act(async () => jest.advanceTimersByTime(1));
    expect(hidden(container)).toBe(false);
    expect(container.querySelector("form")).not.toBeNull();
  });

  it("does not hold a ready screen, nor count the session's own wait against the hold", async () => {
    const { store, set } = fakeStore();
    const { container } = render(<AuthProvider store={store}>{screen(true)}</AuthProvider>);
    expect(hidden(container)).toBe(true);
    await act(async () => jest.advanceTimersByTime(5000));
    await act(async () => set({ status: "unset" }));
    expect(hidden(container)).toBe(false);
  });
});

describe("AnonymousOnly when the session call failed", () => {
  const screen = (
    <AnonymousOnly fallback={<span data-testid="notice">Request failed</span>}>
      <form aria-label="login">
        <input aria-label="e-mail" />
      </form>
    </AnonymousOnly>
  );
  const network = { status: null, message: "Request failed", silent: false };

  it("shows the form with the failure above it, and keeps what was typed through a retry", async () => {
    const { store, set } = fakeStore();
    const { container, getByTestId, getByLabelText, queryByTestId } = render(<AuthProvider store={store}>{screen}</AuthProvider>);
    await act(async () => set({ status: "unset", error: network } as unknown as Partial<AuthSnapshot>));
    expect(getByTestId("notice").textContent).toBe("Request failed");
    expect(container.querySelector(".auth-pending")).toBeNull();
    const input = getByLabelText("e-mail") as HTMLInputElement;
    input.value = "me@example.com";
    // The retry asks again: the form waits hidden in place, the same element, with what was typed.
    await act(async () => set({ status: "loading", error: null }));
    expect(container.querySelector(".auth-pending form")).not.toBeNull();
    expect(getByLabelText("e-mail")).toBe(input);
    await act(async () => set({ status: "unset", error: null }));
    expect(queryByTestId("notice")).toBeNull();
    expect(getByLabelText("e-mail")).toBe(input);
    expect(input.value).toBe("me@example.com");
  });

  it("shows no failure when the session answered", async () => {
    const { store, set } = fakeStore();
    const { queryByTestId, getByLabelText } = render(<AuthProvider store={store}>{screen}</AuthProvider>);
    await act(async () => set({ status: "unset", error: null }));
    expect(queryByTestId("notice")).toBeNull();
    expect(getByLabelText("e-mail")).not.toBeNull();
  });
});
