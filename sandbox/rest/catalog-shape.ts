// The catalog answer's shape, built from plan and location seeds: no database, so the site's build
// can import it (src/build/catalog-source.ts) as well as the sandbox route.
import type { LocationSeed, PlanSeed, ProductLine } from "../db/catalog-data";
import { TERM_DISCOUNTS } from "../db/catalog-data";

export const LINE_NAMES: Record<ProductLine, string> = {
  "web-hosting": "Web hosting",
  vps: "Virtual private servers",
  dedicated: "Dedicated servers",
  vpn: "VPN",
  backup: "Backup storage",
  s3: "S3 storage",
};

/** The `GET /my/api/catalog/` answer for a list of plans and locations (also read by the site's build). */
export function catalogOf(plans: readonly PlanSeed[], locations: readonly LocationSeed[]) {
  const plan = (p: PlanSeed) => ({
    id: `${p.line}:${p.slug}`,
    pk: p.pk,
    slug: p.slug,
    name: p.name,
    line: p.line,
    order_type: p.orderType,
    price: p.priceEur,
    months: p.months,
    prices: p.months.map((m) => ({ months: m, price: Math.round(p.priceEur * m * (100 - (TERM_DISCOUNTS[m] ?? 0))) / 100, discount: TERM_DISCOUNTS[m] ?? 0 })),
    cpu_arch: p.cpu_arch,
    min_cpu_freq: p.min_cpu_freq,
    test_supported: p.test_supported,
    space: p.space,
    tariff: p.tariff,
    locations: p.locations,
    popular: p.popular ?? false,
    cpu_threads: p.cpu_threads ?? null,
    disk_type: p.disk_type ?? null,
  });
  const lines = (Object.keys(LINE_NAMES) as ProductLine[]).map((line) => ({
    id: line,
    name: LINE_NAMES[line],
    plans: plans.filter((p) => p.line === line).map(plan),
    locations: locations.filter((l) => l.lines.includes(line)).map((l) => l.slug),
  }));
  return {
    currency: "EUR" as const,
    lines,
    locations: locations.map((l) => ({ slug: l.slug, name: l.name, country_code: l.country_code, city: l.city, lines: l.lines })),
  };
}
