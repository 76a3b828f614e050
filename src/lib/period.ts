/**
 * A period of whole days, both ends included, as ISO dates (YYYY-MM-DD). Days are UTC days: the
 * API's timestamps are UTC and its own period filter (`transactions(from, to)`) counts UTC days, so a
 * record the API puts in a period is in it here too.
 */
export interface Period {
  from: string;
  to: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in ISO form (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The UTC day of an ISO timestamp or date ("2026-10-31T23:30:00Z" → "2026-10-31"); null when it is neither. */
export function utcDay(value: string): string | null {
  if (isIsoDate(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** Whether a timestamp or date falls in the period (both ends included). */
export function inPeriod(value: string, period: Period): boolean {
  const day = utcDay(value);
  return day !== null && day >= period.from && day <= period.to;
}

/** What is wrong with a period a person typed: a missing or impossible date, or an end before the start. */
export function periodProblem(period: Period): "from" | "to" | "order" | null {
  if (!isIsoDate(period.from)) return "from";
  if (!isIsoDate(period.to)) return "to";
  return period.from > period.to ? "order" : null;
}

/** The calendar month before the one `today` is in (a bookkeeper's usual period), in UTC. */
export function previousMonth(today: Date): Period {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
