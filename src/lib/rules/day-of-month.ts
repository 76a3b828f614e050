/**
 * Day-of-month rule of spec §5: an invoice issue day or a monthly top-up day is 1..31, and in shorter
 * months the month's last day is used (31 in February → 28 or 29). Dates are ISO `YYYY-MM-DD`, in UTC,
 * the same convention as the hosting API.
 */
export const DAY_MIN = 1;
export const DAY_MAX = 31;

export function isValidDayOfMonth(day: number): boolean {
  return Number.isInteger(day) && day >= DAY_MIN && day <= DAY_MAX;
}

export function daysInMonth(year: number, monthIndex0: number): number {
  return new Date(Date.UTC(year, monthIndex0 + 1, 0)).getUTCDate();
}

export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

export function parseIsoDate(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** The date for `day` in (year, month), clamped to the month's last day. Month indexes past 11 roll over. */
export function dateForDay(year: number, monthIndex0: number, day: number): string {
  const first = new Date(Date.UTC(year, monthIndex0, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  return isoDate(new Date(Date.UTC(y, m, Math.min(day, daysInMonth(y, m)))));
}

/**
 * The next date for `day` strictly after `from` (ISO date): this month's if it is still ahead, else the
 * one `periodMonths` later. Same rule as the API's `nextPayment`.
 */
export function nextDateForDay(day: number, from: string, periodMonths = 1): string {
  const f = parseIsoDate(from);
  const y = f.getUTCFullYear();
  const m = f.getUTCMonth();
  const thisMonth = dateForDay(y, m, day);
  if (thisMonth > from) return thisMonth;
  return dateForDay(y, m + periodMonths, day);
}

/** `count` consecutive dates for `day`, every `periodMonths`, starting with the next one after `from`. */
export function scheduleForDay(day: number, from: string, count: number, periodMonths = 1): string[] {
  const first = nextDateForDay(day, from, periodMonths);
  const f = parseIsoDate(first);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(dateForDay(f.getUTCFullYear(), f.getUTCMonth() + i * periodMonths, day));
  return out;
}

/** Adds months keeping the day where the month allows (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = parseIsoDate(iso);
  return dateForDay(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate());
}

export function addDays(iso: string, days: number): string {
  const d = parseIsoDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

export const todayIso = (now: Date = new Date()): string => isoDate(now);

/** Whole days from `from` to `to` (ISO dates; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000);
}
