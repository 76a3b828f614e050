import type { FastifyInstance } from "fastify";
import type { SandboxContext } from "../context";
import { parseJson } from "../db/database";
import type { LocationSeed, PlanSeed } from "../db/catalog-data";

import { catalogOf } from "./catalog-shape";

export function readCatalog(ctx: SandboxContext) {
  const rows = ctx.db.prepare("SELECT id, slug, line, data FROM plans ORDER BY id").all() as Array<{ id: number; slug: string; line: string; data: string }>;
  const locations = parseJson<LocationSeed[]>(rows.find((r) => r.slug === "__locations__")?.data, []);
  const plans = rows.filter((r) => r.line !== "meta").map((r) => parseJson<PlanSeed>(r.data, null as unknown as PlanSeed));
  return catalogOf(plans, locations);
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
