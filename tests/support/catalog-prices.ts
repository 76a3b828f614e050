import { CURRENCIES, PLANS, type PlanSeed, type ProductLine } from "../../sandbox/db/catalog-data";
import { formatMoney, fromEur } from "../../src/lib/money";
import type { Language } from "../../src/lib/i18n-config";

/**
 * The tests' own catalog computation over the sandbox's seed (sandbox/db/catalog-data.ts): the plan a
 * custom configuration is billed as (decision 021: the cheapest plan of the line, offered in the
 * location, that covers every resource) and a EUR price as the page shows it in a currency.
 */
export function coveringPlan(line: ProductLine, choice: { cpu: number; memory: number; disk: number }, location: string): PlanSeed {
  // A custom configuration is x86: never billed as an ARM plan (issue 19, docs/decisions/089).
  const fits = PLANS.filter((p) => p.line === line && p.locations.includes(location) && p.cpu_arch !== "arm")
    .filter((p) => (p.tariff.cpu ?? 0) >= choice.cpu && (p.tariff.memory ?? 0) >= choice.memory && (p.tariff.hdd_space ?? 0) >= choice.disk)
    .sort((a, b) => a.priceEur - b.priceEur);
  if (!fits[0]) throw new Error(`no ${line} plan covers ${JSON.stringify(choice)} in ${location}`);
  return fits[0];
}

export function planBySlug(slug: string): PlanSeed {
  const plan = PLANS.find((p) => p.slug === slug);
  if (!plan) throw new Error(`no plan ${slug} in the sandbox catalog`);
  return plan;
}

/** Range of a resource over a line's plans (the configurator's min and max). */
export function resourceRange(line: ProductLine, resource: "cpu" | "memory" | "hdd_space"): { min: number; max: number } {
  const values = PLANS.filter((p) => p.line === line).map((p) => p.tariff[resource] ?? 0);
  return { min: Math.min(...values), max: Math.max(...values) };
}

export function priceText(amountEur: number, currency: (typeof CURRENCIES)[number]["short"], language: Language): string {
  const info = CURRENCIES.find((c) => c.short === currency)!;
  return formatMoney(fromEur(amountEur, info.multiplier, currency), currency, language);
}
