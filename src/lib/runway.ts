import { addDays, addMonths } from "./rules/day-of-month";
import { compareNames } from "./fixed-formats";

/** An order as the runway sees it: what it costs per term and when its paid period ends. */
export interface RunwayOrder {
  id: string;
  name: string;
  /** Price of one renewal term. */
  price: number;
  /** Length of a term in months (renewal period). */
  months: number;
  paid: boolean;
  /** ISO date the paid period ends, when the order renews; null for unpaid orders. */
  paidUntil: string | null;
  /** Marked for cancelation: it ends at the lease end and does not renew (spec §4). */
  cancelMark: boolean;
}

export interface Renewal {
  orderId: string;
  name: string;
  date: string;
  price: number;
}

export interface Runway {
  /** Renewals in the horizon, in date order. */
  renewals: Renewal[];
  /** Last day the balance pays every renewal; null when it covers the whole horizon (or nothing renews). */
  coveredUntil: string | null;
  /** The first renewal the balance cannot pay. */
  shortfall: Renewal | null;
  /** Top-up that keeps every renewal paid for one more month past `coveredUntil` (whole units, > 1). */
  topUpForNextMonth: number;
  /** Date the suggested top-up reaches. */
  topUpReaches: string | null;
  /** What the renewals in the horizon cost altogether. */
  horizonTotal: number;
  horizonEnd: string;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * Upcoming renewals of paid, uncancelled orders within `horizonMonths` of `today`. An order whose
 * paid period already ended renews today (it is overdue).
 */
export function upcomingRenewals(orders: RunwayOrder[], today: string, horizonMonths = 12): Renewal[] {
  const end = addMonths(today, horizonMonths);
  const out: Renewal[] = [];
  for (const o of orders) {
    if (!o.paid || !o.paidUntil || o.cancelMark || o.price <= 0) continue;
    const term = Math.max(1, Math.round(o.months));
    let date = o.paidUntil < today ? today : o.paidUntil;
    for (let i = 0; date <= end && i < 400; i++) {
      out.push({ orderId: o.id, name: o.name, date, price: o.price });
      date = addMonths(o.paidUntil < today ? today : o.paidUntil, term * (i + 1));
    }
  }
  return out.sort((a, b) => (a.date === b.date ? compareNames(a.name, b.name) : a.date < b.date ? -1 : 1));
}

/**
 * The balance runway ("your balance covers your orders until <date>"): spends the balance on the
 * renewals in date order; the day before the first one it cannot pay is the last covered day. The
 * suggested top-up pays everything due from that renewal up to one month later, minus what is left.
 */
export function computeRunway(balance: number, orders: RunwayOrder[], today: string, horizonMonths = 12): Runway {
  const renewals = upcomingRenewals(orders, today, horizonMonths);
  const horizonEnd = addMonths(today, horizonMonths);
  let left = cents(balance);
  let shortfallIndex = -1;
  for (let i = 0; i < renewals.length; i++) {
    const price = cents(renewals[i]!.price);
    if (left < price) {
      shortfallIndex = i;
      break;
    }
    left -= price;
  }
  const horizonTotal = renewals.reduce((s, r) => s + cents(r.price), 0) / 100;
  if (shortfallIndex < 0) {
    return { renewals, coveredUntil: null, shortfall: null, topUpForNextMonth: 0, topUpReaches: null, horizonTotal, horizonEnd };
  }
  const shortfall = renewals[shortfallIndex]!;
  const coveredUntil = addDays(shortfall.date, -1);
  const reaches = addMonths(coveredUntil, 1);
  const due = renewals
    .slice(shortfallIndex)
    .filter((r) => r.date <= reaches)
    .reduce((s, r) => s + cents(r.price), 0);
  // Whole units, and more than 1 (spec §5: a top-up must be more than 1 in the currency).
  const topUp = Math.max(2, Math.ceil((due - left) / 100));
  return { renewals, coveredUntil, shortfall, topUpForNextMonth: topUp, topUpReaches: reaches, horizonTotal, horizonEnd };
}
