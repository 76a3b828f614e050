/**
 * Day-of-month rule of spec §5: an issue or top-up day is 1..31; in shorter months the last day of
 * the month is used. Dates are ISO `YYYY-MM-DD` in UTC.
 */
export function isValidDayOfMonth(day: number): boolean {
  return Number.isInteger(day) && day >= 1 && day <= 31;
}

export function daysInMonth(year: number, monthIndex0: number): number {
  return new Date(Date.UTC(year, monthIndex0 + 1, 0)).getUTCDate();
}

/** The date in (year, month) for `day`, clamped to the month's last day. */
export function dayInMonth(year: number, monthIndex0: number, day: number): Date {
  const d = Math.min(day, daysInMonth(year, monthIndex0));
  return new Date(Date.UTC(year, monthIndex0, d));
}

/** Next occurrence of `day` strictly after `from` (a UTC date); if passed this month, `periodMonths` later. */
export function nextDateForDay(day: number, from: Date, periodMonths = 1): string {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth();
  const thisMonth = dayInMonth(y, m, day);
  if (thisMonth.getUTCDate() > from.getUTCDate()) return isoDate(thisMonth);
  // Date.UTC normalises a month index past 11 into the next year.
  return isoDate(dayInMonth(y, m + periodMonths, day));
}

export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  return isoDate(dayInMonth(first.getUTCFullYear(), first.getUTCMonth(), d));
}

/** `iso` moved by `days` (negative: back). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return isoDate(new Date(Date.UTC(y, m - 1, d + days)));
}

export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
export const today = (): string => isoDate(new Date());
