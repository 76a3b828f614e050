import { inPeriod, isIsoDate, periodProblem, previousMonth, utcDay } from "./period";

describe("period", () => {
  const october = { from: "2026-10-01", to: "2026-10-31" };

  it("includes both ends and counts UTC days", () => {
    expect(inPeriod("2026-10-01T00:00:00.000Z", october)).toBe(true);
    expect(inPeriod("2026-10-31T23:59:59.999Z", october)).toBe(true);
    expect(inPeriod("2026-10-31", october)).toBe(true);
    expect(inPeriod("2026-09-30T23:59:59.999Z", october)).toBe(false);
    expect(inPeriod("2026-11-01T00:00:00.000Z", october)).toBe(false);
    // 01:30 in Moscow on 1 November is still 31 October in UTC, where the API counts it.
    expect(inPeriod("2026-11-01T01:30:00+03:00", october)).toBe(true);
    expect(inPeriod("not a date", october)).toBe(false);
    expect(inPeriod("2026-10-05", { from: "2026-10-05", to: "2026-10-05" })).toBe(true);
  });

  it("reads days from timestamps and dates", () => {
    expect(utcDay("2026-02-28T12:00:00Z")).toBe("2026-02-28");
    expect(utcDay("2026-02-28")).toBe("2026-02-28");
    expect(utcDay("")).toBeNull();
  });

  it("knows real dates and names what is wrong with a period", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-01")).toBe(false);
    expect(periodProblem(october)).toBeNull();
    expect(periodProblem({ from: "", to: "2026-10-31" })).toBe("from");
    expect(periodProblem({ from: "2026-10-01", to: "2026-13-01" })).toBe("to");
    expect(periodProblem({ from: "2026-10-31", to: "2026-10-01" })).toBe("order");
  });

  it("offers the previous calendar month, across a year end and in February", () => {
    expect(previousMonth(new Date("2026-11-25T10:00:00Z"))).toEqual(october);
    expect(previousMonth(new Date("2027-01-01T00:00:00Z"))).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(previousMonth(new Date("2028-03-31T23:00:00Z"))).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
});
