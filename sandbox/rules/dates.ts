/**
 * Day-of-month rule of spec §5 for the sandbox: the one rule of src/lib/rules/day-of-month.ts (1..31, the
 * month's last day in shorter months; ISO `YYYY-MM-DD` dates in UTC), with the sandbox's Date-based entry.
 */
import { isoDate, nextDateForDay as nextIsoDateForDay, todayIso } from "../../src/lib/rules/day-of-month";

export { addDays, addMonths, isoDate, isValidDayOfMonth } from "../../src/lib/rules/day-of-month";

/** Next occurrence of `day` strictly after `from` (a UTC date); if passed this month, `periodMonths` later. */
export const nextDateForDay = (day: number, from: Date, periodMonths = 1): string => nextIsoDateForDay(day, isoDate(from), periodMonths);

export const today = (): string => todayIso();
