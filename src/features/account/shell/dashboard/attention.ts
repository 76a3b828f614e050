import { addDays } from "@/lib/rules/day-of-month";

/** Orders ending soon are listed as needing action this many days ahead (issue 19). */
export const EXPIRING_WITHIN_DAYS = 14;

interface ExpiringInput {
  id: string;
  paid: boolean;
  paidUntil: string | null;
  overdueDays: number;
}

/**
 * Paid orders whose paid period ends within `days` of `today` (today and the last day included), or
 * already ended (overdue), soonest first: renew them, or let those marked for cancelation go.
 */
export function expiringOrders<T extends ExpiringInput>(orders: T[], today: string, days = EXPIRING_WITHIN_DAYS): T[] {
  const last = addDays(today, days);
  return orders
    .filter((o) => o.paid && o.paidUntil !== null && (o.overdueDays > 0 || o.paidUntil <= last))
    .sort((a, b) => (a.paidUntil! < b.paidUntil! ? -1 : a.paidUntil! > b.paidUntil! ? 1 : 0));
}
