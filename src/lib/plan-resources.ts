import { formatNumber } from "./format";

/**
 * How a plan's resources read on the site (issue 37): a disk of a thousand gigabytes or more in terabytes,
 * as drives are sold ("2 TB", "3.84 TB", «3,84 ТБ»), smaller ones in gigabytes; and which plan of a list
 * carries the "Popular" badge: the one the catalog marks, so it is the same plan on every page.
 */
export type DiskUnit = "GB" | "TB";

export function diskSize(gb: number, language: string): { size: string; unit: DiskUnit } {
  return gb >= 1000 ? { size: formatNumber(gb / 1000, language, "decimal"), unit: "TB" } : { size: formatNumber(gb, language, "integer"), unit: "GB" };
}

/** The slug of the plan marked popular in `plans` (none when the list does not show it). */
export function popularPlan(plans: ReadonlyArray<{ slug: string; popular: boolean }>): string | undefined {
  return plans.find((p) => p.popular)?.slug;
}
