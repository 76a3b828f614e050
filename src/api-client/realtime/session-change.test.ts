import { onSessionChange, refreshRealtime } from "./session-change";

describe("refreshRealtime", () => {
  it("does nothing while no connection module registered (no socket code on the page), then calls what it registered", () => {
    expect(() => refreshRealtime()).not.toThrow();
    const reconnect = jest.fn();
    onSessionChange(reconnect);
    refreshRealtime();
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it("connection.ts registers the tab connection's reconnect when it loads", async () => {
    const calls: Array<() => void> = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock("./session-change", () => ({ onSessionChange: (h: () => void) => calls.push(h), refreshRealtime: () => undefined }));
      await import("./connection");
    });
    expect(calls).toHaveLength(1);
    expect(() => calls[0]!()).not.toThrow();
  });
});
