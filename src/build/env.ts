import path from "node:path";
import { z } from "zod";
import { LOCAL_SITE_URL } from "../lib/domains";

const schema = z.object({
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, "SANITY_PROJECT_ID: lowercase letters, digits and dashes")
    .optional(),
  SANITY_DATASET: z.string().min(1).default("production"),
  SANITY_API_TOKEN: z.string().min(1).optional(),
  // Decision 172: "drafts" only for a draft preview build; the site is built from published documents.
  SANITY_PERSPECTIVE: z.enum(["published", "drafts"]).default("published"),
  SANITY_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  // Only for tests and proxies: where the Sanity API is (default: Sanity's own host).
  SANITY_API_HOST: z.string().url().optional(),
  CONTENT_SEED_DIR: z.string().min(1).optional(),
  SITE_URL: z.string().url().optional(),
  // The hosting API the catalog (plans, prices, locations) is read from; unset: the sandbox's seed.
  HOSTING_API_URL: z.string().url().optional(),
  CATALOG_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

/** The embedded dataset (Sanity export format) and its local images, relative to the project. */
export const EMBEDDED_DATASET_DIR = "studio/seed";

export type ContentEnv = {
  projectId?: string;
  dataset: string;
  token?: string;
  /** Published documents only (the site), or drafts over them (a preview build, decision 172). */
  perspective: "published" | "drafts";
  timeoutMs: number;
  apiHost?: string;
  seedDir: string;
  siteUrl: string;
  hostingApiUrl?: string;
  catalogTimeoutMs: number;
};

/** Build environment, read once and checked (an empty variable counts as unset). */
export function readContentEnv(raw: NodeJS.ProcessEnv = process.env, root = process.cwd()): ContentEnv {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(`Invalid build environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const env = parsed.data;
  // Decision 094: a build from a real content source or hosting API is a production build, and its
  // canonical URLs, hreflang, sitemaps and og:image must name the real origin, so it refuses to guess one.
  // Only the offline demo (embedded dataset + sandbox catalog) defaults to the local origin.
  const production = env.SANITY_PROJECT_ID ? "SANITY_PROJECT_ID" : env.HOSTING_API_URL ? "HOSTING_API_URL" : null;
  if (!env.SITE_URL && production) {
    throw new Error(
      `Invalid build environment: SITE_URL is required when ${production} is set (a production build): set it to the site's public origin, e.g. SITE_URL=https://www.example.com`,
    );
  }
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    token: env.SANITY_API_TOKEN,
    perspective: env.SANITY_PERSPECTIVE,
    timeoutMs: env.SANITY_TIMEOUT_MS,
    apiHost: env.SANITY_API_HOST,
    seedDir: path.resolve(root, env.CONTENT_SEED_DIR ?? EMBEDDED_DATASET_DIR),
    siteUrl: (env.SITE_URL ?? LOCAL_SITE_URL).replace(/\/$/, ""),
    hostingApiUrl: env.HOSTING_API_URL?.replace(/\/$/, ""),
    catalogTimeoutMs: env.CATALOG_TIMEOUT_MS,
  };
}
