import { monthCost, type CostOrder } from "./month-cost";

const order = (id: string, price: number, extra: Partial<CostOrder> = {}): CostOrder => ({
  id,
  price,
  months: 1,
  paid: true,
  startedAt: "2025-01-01",
  paidUntil: "2099-01-01",
  cancelMark: false,
  ...extra,
});

describe("month-to-date cost and month-end forecast", () => {
  it("spreads the monthly price over the month's days: a whole month costs the price in months of 28 to 31 days", () => {
    for (const [today, days] of [
      ["2026-02-28", 28],
      ["2028-02-29", 29],
      ["2026-11-30", 30],
      ["2026-12-31", 31],
    ] as const) {
      const cost = monthCost([order("a", 31)], today);
      expect(cost.forecast).toBe(31);
      expect(cost.toDate).toBe(31);
      expect(cost.monthEnd.slice(8)).toBe(String(days));
    }
  });

  it("counts the 1st up to and including today, and forecasts the whole month", () => {
    // November has 30 days: 30 € a month is 1 € a day; the 10th means 10 days so far.
    const cost = monthCost([order("a", 30), order("b", 60)], "2026-11-10");
    expect(cost.orders).toEqual([
      { id: "a", toDate: 10, forecast: 30 },
      { id: "b", toDate: 20, forecast: 60 },
    ]);
    expect(cost.toDate).toBe(30);
    expect(cost.forecast).toBe(90);
    expect(cost.monthStart).toBe("2026-11-01");
    expect(cost.monthEnd).toBe("2026-11-30");
  });

  it("divides a longer term's price by its months", () => {
    // 6 months for 186 € → 31 € a month; December has 31 days → 1 € a day.
    expect(monthCost([order("a", 186, { months: 6 })], "2026-12-05").orders[0]).toEqual({ id: "a", toDate: 5, forecast: 31 });
  });

  it("starts an order created mid-month on its first day", () => {
    // February 2026: 28 days, 28 € a month → 1 € a day; started on the 20th, today the 25th → 6 days.
    expect(monthCost([order("a", 28, { startedAt: "2026-02-20" })], "2026-02-25").orders[0]).toEqual({ id: "a", toDate: 6, forecast: 9 });
  });

  it("stops an order marked for cancelation after its last paid day, and keeps a renewing one running", () => {
    const cost = monthCost([order("gone", 30, { cancelMark: true, paidUntil: "2026-11-25" }), order("renews", 30, { paidUntil: "2026-11-25" })], "2026-11-20");
    expect(cost.orders).toEqual([
      { id: "gone", toDate: 20, forecast: 25 },
      { id: "renews", toDate: 20, forecast: 30 },
    ]);
  });

  it("an overdue order (its renewal not paid) stops at its last paid day: its cost does not grow by the day (issue 37)", () => {
    // Paid until the 12th, today the 20th: 12 days of 30 € a month in November, today and at the month's end.
    const overdue = order("overdue", 30, { paidUntil: "2026-11-12" });
    expect(monthCost([overdue], "2026-11-20").orders[0]).toEqual({ id: "overdue", toDate: 12, forecast: 12 });
    expect(monthCost([overdue], "2026-11-28").orders[0]).toEqual({ id: "overdue", toDate: 12, forecast: 12 });
    // Overdue since last month: nothing this month.
    expect(monthCost([order("old", 30, { paidUntil: "2026-10-30" })], "2026-11-20").orders[0]).toEqual({ id: "old", toDate: 0, forecast: 0 });
    // Its last paid day is today: not overdue yet, it renews.
    expect(monthCost([order("today", 30, { paidUntil: "2026-11-20" })], "2026-11-20").orders[0]).toEqual({ id: "today", toDate: 20, forecast: 30 });
  });

  it("an order that ends later this month costs up to today, and is forecast to its end", () => {
    expect(monthCost([order("a", 30, { cancelMark: true, paidUntil: "2026-11-25" })], "2026-11-10").orders[0]).toEqual({
      id: "a",
      toDate: 10,
      forecast: 25,
    });
  });

  it("costs nothing for unpaid orders and orders that start after today", () => {
    const cost = monthCost([order("unpaid", 30, { paid: false, paidUntil: null }), order("later", 30, { startedAt: "2026-12-02" })], "2026-11-10");
    expect(cost.toDate).toBe(0);
    expect(cost.forecast).toBe(0);
  });

  it("rounds each order to cents and totals the rounded amounts", () => {
    // 10 € over 31 days = 0.32258… a day; 3 days → 0.97, the month → 10.
    const cost = monthCost([order("a", 10), order("b", 10)], "2026-12-03");
    expect(cost.orders[0]).toEqual({ id: "a", toDate: 0.97, forecast: 10 });
    expect(cost.toDate).toBe(1.94);
    expect(cost.forecast).toBe(20);
  });
});
