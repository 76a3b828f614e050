/**
 * What the finance page says under "Next renewal" (issue 37). The summary's `nextCharge` is the earliest
 * last paid day of the paid orders that renew; when that day is already behind, the order was not renewed
 * and is overdue: the page says so instead of naming a past date as the next renewal.
 */
export type NextRenewal = { kind: "none" } | { kind: "due"; date: string } | { kind: "overdue"; paidUntil: string };

export function nextRenewal(nextCharge: string | null, today: string): NextRenewal {
  if (!nextCharge) return { kind: "none" };
  const day = nextCharge.slice(0, 10);
  return day < today ? { kind: "overdue", paidUntil: day } : { kind: "due", date: day };
}
