import { addDays, daysBetween, daysInMonth, parseIsoDate } from "./rules/day-of-month";

/** An order as the month's cost sees it: its tariff (price per term), its term and its paid period. */
export interface CostOrder {
  id: string;
  /** Price of one renewal term (EUR). */
  price: number;
  /** Length of a term in months. */
  months: number;
  /** False for an order that was never paid: it has not started and costs nothing yet. */
  paid: boolean;
  /** ISO date the order was created: its cost runs from that day. */
  startedAt: string;
  /** ISO date, the last paid day (null for unpaid orders). */
  paidUntil: string | null;
  /** Marked for cancelation: it ends with its paid period and does not renew (spec §4). */
  cancelMark: boolean;
}

export interface OrderMonthCost {
  id: string;
  /** What the order has cost from the 1st (or its start) up to and including today. */
  toDate: number;
  /** What the whole month costs at today's rate: to the month's last day, or to the order's end. */
  forecast: number;
}

export interface MonthCost {
  /** First and last day of the month of `today` (ISO). */
  monthStart: string;
  monthEnd: string;
  orders: OrderMonthCost[];
  toDate: number;
  forecast: number;
}

const cents = (n: number) => Math.round(n * 100);

/** Days from `from` to `to`, both included; 0 when `to` is before `from`. */
const daysIncl = (from: string, to: string) => Math.max(0, daysBetween(from, to) + 1);

/**
 * Month-to-date cost and month-end forecast of each order and of all (issue 19, "beyond the peers").
 * An order's monthly price (price / months) is spread evenly over the days of the current month, so a
 * whole month costs the monthly price whether the month has 28, 29, 30 or 31 days. An order counts from
 * the day it started (an order created mid-month costs only its days); one marked for cancelation stops
 * after its last paid day; an unpaid, never-started order costs nothing. Paid orders that are not
 * marked renew, so they run to the month's end; an overdue one (its last paid day before today: the
 * renewal was not paid) stops there too, until it is renewed (issue 37: its cost did not grow by the day
 * while it was not renewed; what is owed is its renewal's invoice, shown as overdue).
 */
export function monthCost(orders: CostOrder[], today: string): MonthCost {
  const d = parseIsoDate(today);
  const days = daysInMonth(d.getUTCFullYear(), d.getUTCMonth());
  const monthStart = today.slice(0, 8) + "01";
  const monthEnd = addDays(monthStart, days - 1);
  const rows = orders.map((o): OrderMonthCost => {
    if (!o.paid || o.price <= 0) return { id: o.id, toDate: 0, forecast: 0 };
    const perDay = o.price / Math.max(1, Math.round(o.months)) / days;
    const from = o.startedAt > monthStart ? o.startedAt.slice(0, 10) : monthStart;
    const overdue = o.paidUntil !== null && o.paidUntil.slice(0, 10) < today;
    const end = (o.cancelMark || overdue) && o.paidUntil && o.paidUntil < monthEnd ? o.paidUntil.slice(0, 10) : monthEnd;
    const toDate = daysIncl(from, today < end ? today : end);
    const forecast = daysIncl(from, end);
    return { id: o.id, toDate: cents(perDay * toDate) / 100, forecast: cents(perDay * forecast) / 100 };
  });
  const sum = (key: "toDate" | "forecast") => rows.reduce((s, r) => s + cents(r[key]), 0) / 100;
  return { monthStart, monthEnd, orders: rows, toDate: sum("toDate"), forecast: sum("forecast") };
}
