import { computeRunway, upcomingRenewals, type RunwayOrder } from "./runway";

const order = (id: string, price: number, paidUntil: string | null, extra: Partial<RunwayOrder> = {}): RunwayOrder => ({
  id,
  name: `order ${id}`,
  price,
  months: 1,
  paid: paidUntil !== null,
  paidUntil,
  cancelMark: false,
  ...extra,
});

describe("renewals", () => {
  it("repeats each paid order every term within the horizon, skipping unpaid and cancel-marked ones", () => {
    const r = upcomingRenewals(
      [order("a", 10, "2026-12-31"), order("b", 5, null), order("c", 7, "2026-12-01", { cancelMark: true }), order("d", 30, "2027-01-15", { months: 6 })],
      "2026-11-23",
      3,
    );
    expect(r.map((x) => `${x.orderId}@${x.date}`)).toEqual(["a@2026-12-31", "d@2027-01-15", "a@2027-01-31"]);
  });

  it("treats an overdue order as due today", () => {
    const r = upcomingRenewals([order("a", 10, "2026-11-01")], "2026-11-23", 1);
    expect(r.map((x) => x.date)).toEqual(["2026-11-23", "2026-12-23"]);
  });
});

describe("balance runway", () => {
  it("finds the last covered day and the top-up reaching one month further", () => {
    const orders = [order("a", 12, "2026-12-05"), order("b", 20, "2026-12-20")];
    const runway = computeRunway(50, orders, "2026-11-23", 12);
    // 50 pays a (12) on Dec 5 and b (20) on Dec 20 → 18 left; a again on Jan 5 (12) → 6 left; b on Jan 20 (20) fails.
    expect(runway.shortfall?.orderId).toBe("b");
    expect(runway.coveredUntil).toBe("2027-01-19");
    expect(runway.topUpReaches).toBe("2027-02-19");
    // Due from Jan 20 to Feb 19: b 20 + a (Feb 5) 12 = 32, minus 6 left → 26.
    expect(runway.topUpForNextMonth).toBe(26);
  });

  it("covers the whole horizon when the balance is enough, or when nothing renews", () => {
    expect(computeRunway(1000, [order("a", 10, "2026-12-01")], "2026-11-23", 6).coveredUntil).toBeNull();
    const none = computeRunway(0, [order("b", 5, null)], "2026-11-23");
    expect(none.renewals).toEqual([]);
    expect(none.coveredUntil).toBeNull();
  });

  it("suggests a whole-unit top-up of more than 1 and rounds money by cents", () => {
    const runway = computeRunway(0.1 + 0.2, [order("a", 0.3, "2026-12-01"), order("b", 1.01, "2026-12-02")], "2026-11-23", 1);
    expect(runway.shortfall?.orderId).toBe("b");
    expect(runway.topUpForNextMonth).toBe(2);
  });

  it("says the balance does not reach the first renewal", () => {
    const runway = computeRunway(0, [order("a", 9.5, "2026-11-24")], "2026-11-23", 2);
    expect(runway.coveredUntil).toBe("2026-11-23");
    // Due until Dec 23: only the Nov 24 renewal (9.50) → 10 in whole units.
    expect(runway.topUpForNextMonth).toBe(10);
  });
});
