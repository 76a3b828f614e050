import { expiringOrders } from "./attention";

const o = (id: string, paidUntil: string | null, extra: { paid?: boolean; overdueDays?: number } = {}) => ({
  id,
  paid: extra.paid ?? paidUntil !== null,
  paidUntil,
  overdueDays: extra.overdueDays ?? 0,
});

test("orders ending within 14 days, and overdue ones, soonest first; unpaid and later ones left out", () => {
  const list = expiringOrders(
    [o("later", "2026-12-10"), o("day14", "2026-12-09"), o("today", "2026-11-25"), o("overdue", "2026-11-20", { overdueDays: 5 }), o("unpaid", null)],
    "2026-11-25",
  );
  expect(list.map((x) => x.id)).toEqual(["overdue", "today", "day14"]);
});

test("the window crosses a month end by calendar days (February has 28)", () => {
  expect(expiringOrders([o("a", "2026-03-01"), o("b", "2026-03-02")], "2026-02-15").map((x) => x.id)).toEqual(["a"]);
});
