import { addDays, addMonths, dateForDay, daysBetween, daysInMonth, isValidDayOfMonth, nextDateForDay, scheduleForDay } from "./day-of-month";

describe("day-of-month rule (spec §5)", () => {
  it("accepts 1..31 integers only", () => {
    expect([1, 15, 31].every(isValidDayOfMonth)).toBe(true);
    expect([0, 32, 1.5, Number.NaN, -1].some(isValidDayOfMonth)).toBe(false);
  });

  it("knows month lengths, leap years included", () => {
    expect(daysInMonth(2027, 1)).toBe(28);
    expect(daysInMonth(2028, 1)).toBe(29);
    expect(daysInMonth(2100, 1)).toBe(28);
    expect(daysInMonth(2000, 1)).toBe(29);
    expect(daysInMonth(2026, 3)).toBe(30);
  });

  it("uses the last day in shorter months", () => {
    expect(dateForDay(2027, 1, 31)).toBe("2027-02-28");
    expect(dateForDay(2028, 1, 31)).toBe("2028-02-29");
    expect(dateForDay(2026, 10, 31)).toBe("2026-11-30");
    expect(dateForDay(2026, 12, 31)).toBe("2027-01-31");
    expect(dateForDay(2026, 0, 30)).toBe("2026-01-30");
  });

  it("finds the next date strictly after the given day", () => {
    expect(nextDateForDay(31, "2026-11-23")).toBe("2026-11-30");
    expect(nextDateForDay(31, "2026-11-30")).toBe("2026-12-31");
    expect(nextDateForDay(5, "2026-11-23")).toBe("2026-12-05");
    expect(nextDateForDay(23, "2026-11-23")).toBe("2026-12-23");
    expect(nextDateForDay(31, "2027-01-31")).toBe("2027-02-28");
    expect(nextDateForDay(10, "2026-11-23", 3)).toBe("2027-02-10");
  });

  it("schedules a run of dates with the February date on the 28th or 29th", () => {
    expect(scheduleForDay(31, "2026-11-23", 4)).toEqual(["2026-11-30", "2026-12-31", "2027-01-31", "2027-02-28"]);
    expect(scheduleForDay(30, "2027-12-01", 3)).toEqual(["2027-12-30", "2028-01-30", "2028-02-29"]);
    expect(scheduleForDay(31, "2026-11-23", 3, 3)).toEqual(["2026-11-30", "2027-02-28", "2027-05-31"]);
  });

  it("adds months and days", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2026-11-15", 2)).toBe("2027-01-15");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-11-23", "2026-12-01")).toBe(8);
  });
});
