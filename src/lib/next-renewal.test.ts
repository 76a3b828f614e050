import { nextRenewal } from "./next-renewal";

it("names a renewal today or later as the next one", () => {
  expect(nextRenewal("2026-12-20", "2026-12-05")).toEqual({ kind: "due", date: "2026-12-20" });
  expect(nextRenewal("2026-12-05", "2026-12-05")).toEqual({ kind: "due", date: "2026-12-05" });
});

it("never names a past date as the next renewal: an order paid until yesterday is overdue (issue 37)", () => {
  expect(nextRenewal("2026-12-04", "2026-12-05")).toEqual({ kind: "overdue", paidUntil: "2026-12-04" });
  expect(nextRenewal("2026-10-31T00:00:00Z", "2026-12-05")).toEqual({ kind: "overdue", paidUntil: "2026-10-31" });
});

it("says nothing renews when no paid order renews", () => {
  expect(nextRenewal(null, "2026-12-05")).toEqual({ kind: "none" });
});
