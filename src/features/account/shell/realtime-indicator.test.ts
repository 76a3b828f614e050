import { indicatorWord } from "./realtime-indicator";

test("the indicator says connecting before the first open, reconnecting after a drop, off once stopped", () => {
  expect(indicatorWord("connecting", 0)).toBe("realtimeConnecting");
  expect(indicatorWord("open", 1)).toBe("realtimeOpen");
  expect(indicatorWord("connecting", 1)).toBe("realtimeReconnecting");
  expect(indicatorWord("open", 2)).toBe("realtimeOpen");
  expect(indicatorWord("closed", 0)).toBe("realtimeOff");
  expect(indicatorWord("closed", 3)).toBe("realtimeOff");
});
