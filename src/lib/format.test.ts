import { formatDate, formatDateTime, formatInteger, formatMonth, formatNumericDate, formatShortDate } from "./format";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

it("formats dates per language and keeps what it cannot read", () => {
  expect(formatDate("2026-02-28T10:00:00Z", "en")).toBe("February 28, 2026");
  expect(formatDate("2026-02-28T10:00:00Z", "ru")).toBe("28 февраля 2026 г.");
  expect(formatDate("2027-02-28", "en")).toBe("February 28, 2027");
  expect(formatDate("not a date", "en")).toBe("not a date");
});

it("has short, numeric and timestamp forms", () => {
  expect(formatShortDate("2027-02-28", "en")).toBe("Feb 28, 2027");
  expect(nbsp(formatShortDate("2027-02-28", "ru"))).toBe("28 февр. 2027 г.");
  expect(formatNumericDate("2027-02-28", "en")).toBe("02/28/2027");
  expect(formatNumericDate("2027-02-28", "ru")).toBe("28.02.2027");
  expect(formatDateTime("2026-11-23T14:05:00Z", "en")).toBe("Nov 23, 2026, 14:05");
  expect(formatMonth(2026, 10, "en")).toBe("November 2026");
  expect(nbsp(formatInteger(12345, "ru"))).toBe("12 345");
});
