import { formatDate } from "./format";

it("formats dates per language and keeps what it cannot read", () => {
  expect(formatDate("2026-02-28T10:00:00Z", "en")).toBe("February 28, 2026");
  expect(formatDate("2026-02-28T10:00:00Z", "ru")).toBe("28 февраля 2026 г.");
  expect(formatDate("not a date", "en")).toBe("not a date");
});
