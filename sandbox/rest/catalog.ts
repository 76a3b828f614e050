import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { parseJson } from "../db/database";
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

export function readCatalog(ctx: SandboxContext) {
  const rows = ctx.db.prepare("SELECT id, slug, line, data FROM plans ORDER BY id").all() as Array<{ id: number; slug: string; line: string; data: string }>;
  const locations = parseJson<LocationSeed[]>(rows.find((r) => r.slug === "__locations__")?.data, []);
  const plans = rows.filter((r) => r.line !== "meta").map((r) => parseJson<PlanSeed>(r.data, null as unknown as PlanSeed));
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
  });
  const lines = (Object.keys(LINE_NAMES) as ProductLine[]).map((line) => ({
    id: line,
    name: LINE_NAMES[line],
    plans: plans.filter((p) => p.line === line).map(plan),
    locations: locations.filter((l) => l.lines.includes(line)).map((l) => l.slug),
  }));
  return { currency: "EUR" as const, lines, locations: locations.map((l) => ({ slug: l.slug, name: l.name, country_code: l.country_code, city: l.city, lines: l.lines })) };
}

export function findPlan(ctx: SandboxContext, slug: string): PlanSeed | undefined {
  const row = ctx.db.prepare("SELECT data FROM plans WHERE slug = ? AND line != 'meta'").get(slug) as { data: string } | undefined;
  return row ? parseJson<PlanSeed>(row.data, null as unknown as PlanSeed) : undefined;
}

/** Lowest monthly price per product line (home page and minPrices). */
export function minPrices(ctx: SandboxContext): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of readCatalog(ctx).lines) out[line.id] = Math.min(...line.plans.map((p) => p.price));
  return out;
}

export function registerCatalogRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/my/api/catalog/", async () => readCatalog(ctx));
}
