/**
 * Terms (`months`) of a catalog plan: the price of a term, its per-month price and discount, and the
 * checkout link that carries the chosen term. Plan pages, plan cards and the checkout's order sidebar
 * all price a term here, so the page and the checkout cannot disagree.
 */
export type TermPrices = { price: number; prices: ReadonlyArray<{ months: number; price: number; discount: number }> };

export type TermQuote = { months: number; total: number; perMonth: number; discount: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The price of `months` (EUR): the catalog's term price, else the monthly price times the months. */
export function termPrice(plan: TermPrices, months: number): number {
  return plan.prices.find((p) => p.months === months)?.price ?? plan.price * months;
}

export function termQuote(plan: TermPrices, months: number): TermQuote {
  const total = termPrice(plan, months);
  return { months, total, perMonth: round2(total / months), discount: plan.prices.find((p) => p.months === months)?.discount ?? 0 };
}

/** A term the plan sells: `months` when the catalog has it, else the plan's first (shortest listed) term. */
export function pickTerm(plan: TermPrices, months: number | null | undefined): number {
  if (months && plan.prices.some((p) => p.months === months)) return months;
  return plan.prices[0]?.months ?? 1;
}

/**
 * The client-only checkout of a plan (src/pages/checkout/[...].tsx reads `plan`, `months` and `location`):
 * a country landing's Order opens it at that landing's location.
 */
export function checkoutHref(slug: string, months?: number, location?: string): string {
  const query = new URLSearchParams({ plan: slug });
  if (months) query.set("months", String(months));
  if (location) query.set("location", location);
  return `/checkout/?${query.toString()}`;
}

/**
 * Spec §9 marketing claim "VPS test 4 days (7 days free)": a VPS plan with `test_supported` can be
 * tested for 4 days, and verified new customers get 7 days free (the terms of service say the same).
 * Other lines with `test_supported` (web hosting) have a free test period whose length the spec does
 * not give, so their badge names no number (docs/decisions/035-test-period-badge.md).
 */
export const VPS_TEST_DAYS = 4;
export const VPS_FREE_TEST_DAYS = 7;

export type TestPeriod = { kind: "vps"; days: number; freeDays: number } | { kind: "free" } | null;

export function testPeriodOf(plan: { line: string; testSupported: boolean }): TestPeriod {
  if (!plan.testSupported) return null;
  return plan.line === "vps" ? { kind: "vps", days: VPS_TEST_DAYS, freeDays: VPS_FREE_TEST_DAYS } : { kind: "free" };
}
