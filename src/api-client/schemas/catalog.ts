import { z } from "zod";

export const productLineSchema = z.enum(["web-hosting", "vps", "dedicated", "vpn", "backup", "s3"]);

/** Tariff of spec §3 (null where the product has no such resource). */
export const tariffSchema = z.object({
  cpu: z.number().int().nullable(),
  memory: z.number().nullable(),
  hdd_space: z.number().nullable(),
  sites: z.number().int().nullable(),
});

/** Plan of spec §3; prices in EUR. */
export const planSchema = z.object({
  id: z.string(),
  pk: z.number().int(),
  slug: z.string(),
  name: z.string(),
  line: productLineSchema,
  order_type: z.string(),
  price: z.number().positive(),
  months: z.array(z.number().int().positive()),
  prices: z.array(z.object({ months: z.number().int(), price: z.number(), discount: z.number() })),
  cpu_arch: z.enum(["arm", "x86"]).nullable(),
  min_cpu_freq: z.number().nullable(),
  test_supported: z.boolean(),
  space: z.number().nullable(),
  tariff: tariffSchema,
  locations: z.array(z.string()),
  // Issue 37 (decision 165): the plan marked "Popular" in its line; a dedicated server's threads
  // (`tariff.cpu` counts its physical cores) and drive type. Absent in an older answer: not marked, unknown.
  popular: z.boolean().default(false),
  cpu_threads: z.number().int().positive().nullable().default(null),
  disk_type: z.enum(["nvme", "ssd", "hdd"]).nullable().default(null),
});
export type Plan = z.infer<typeof planSchema>;

export const locationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  country_code: z.string().length(2),
  city: z.string(),
  lines: z.array(productLineSchema),
});

/** GET /my/api/catalog/: what the site's build reads. */
export const catalogSchema = z.object({
  currency: z.literal("EUR"),
  lines: z.array(z.object({ id: productLineSchema, name: z.string(), plans: z.array(planSchema), locations: z.array(z.string()) })),
  locations: z.array(locationSchema),
});
export type Catalog = z.infer<typeof catalogSchema>;
