import * as z from "zod/mini";

// zod/mini, like every schema the browser loads: no zod classic anywhere in the bundles lets webpack shake
// zod's core to what the schemas use (decision 212).

export const productLineSchema = z.enum(["web-hosting", "vps", "dedicated", "vpn", "backup", "s3"]);

/** Tariff of spec §3 (null where the product has no such resource). */
export const tariffSchema = z.object({
  cpu: z.nullable(z.int()),
  memory: z.nullable(z.number()),
  hdd_space: z.nullable(z.number()),
  sites: z.nullable(z.int()),
});

/** Plan of spec §3; prices in EUR. */
export const planSchema = z.object({
  id: z.string(),
  pk: z.int(),
  slug: z.string(),
  name: z.string(),
  line: productLineSchema,
  order_type: z.string(),
  price: z.number().check(z.positive()),
  months: z.array(z.int().check(z.positive())),
  prices: z.array(z.object({ months: z.int(), price: z.number(), discount: z.number() })),
  cpu_arch: z.nullable(z.enum(["arm", "x86"])),
  min_cpu_freq: z.nullable(z.number()),
  test_supported: z.boolean(),
  space: z.nullable(z.number()),
  tariff: tariffSchema,
  locations: z.array(z.string()),
  // Issue 37 (decision 165): the plan marked "Popular" in its line; a dedicated server's threads
  // (`tariff.cpu` counts its physical cores) and drive type. Absent in an older answer: not marked, unknown.
  popular: z._default(z.boolean(), false),
  cpu_threads: z._default(z.nullable(z.int().check(z.positive())), null),
  disk_type: z._default(z.nullable(z.enum(["nvme", "ssd", "hdd"])), null),
});
export type Plan = z.infer<typeof planSchema>;

export const locationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  country_code: z.string().check(z.length(2)),
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
