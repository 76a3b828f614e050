import { z } from "zod";
import { LANGUAGES } from "../lib/i18n-config";

// Query results are checked when the build reads them, so a broken document stops the build with
// its name instead of rendering a half-empty page.

const nullableText = z.string().nullish().transform((v) => (v && v.trim() ? v : null));

export const seoResult = z
  .object({
    title: nullableText,
    description: nullableText,
    keywords: z.array(z.string()).nullish().transform((v) => v ?? []),
    longText: nullableText,
  })
  .nullish()
  .transform((v) => v ?? { title: null, description: null, keywords: [], longText: null });

const language = z.enum(LANGUAGES);

export const siteSettingsResult = z.array(
  z.object({
    language,
    siteName: z.string().min(1),
    seo: seoResult,
    contacts: z.object({ email: nullableText, phone: nullableText, address: nullableText }).nullish(),
    footerLinks: z.array(z.object({ label: z.string().min(1), href: z.string().min(1) })).nullish().transform((v) => v ?? []),
  }),
);
export type SiteSettings = z.infer<typeof siteSettingsResult>[number];

const tagRef = z.object({ title: z.string(), slug: z.string() });

export const helpCentreResult = z.object({
  tags: z.array(
    z.object({ language, title: z.string().min(1), slug: z.string().min(1), description: nullableText, seo: seoResult }),
  ),
  articles: z.array(
    z.object({
      language,
      title: z.string().min(1),
      slug: z.string().min(1),
      excerpt: nullableText,
      body: z.array(z.looseObject({ _type: z.string(), _key: z.string() })).nullish().transform((v) => v ?? []),
      publishedAt: nullableText,
      updatedAt: nullableText,
      seo: seoResult,
      // A reference to a missing tag dereferences to null: drop it rather than render a broken chip.
      tags: z.array(tagRef.nullable()).nullish().transform((v) => (v ?? []).filter((t): t is z.infer<typeof tagRef> => t !== null)),
    }),
  ),
});
export type HelpCentreResult = z.infer<typeof helpCentreResult>;

/** Parses a query result, naming the document (by type, language and slug/title) when it does not fit. */
export function parseContent<S extends z.ZodType>(schema: S, data: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  let node: unknown = data;
  const trail: string[] = [];
  for (const key of issue.path) {
    if (node && typeof node === "object") node = (node as Record<PropertyKey, unknown>)[key as PropertyKey];
    if (node && typeof node === "object" && !Array.isArray(node)) {
      const doc = node as Record<string, unknown>;
      const name = doc.slug ?? doc.title ?? doc.siteName;
      if (typeof name === "string") trail.push(`${doc.language ?? ""} "${name}"`.trim());
    }
  }
  throw new Error(`Content for ${what} is invalid at ${issue.path.join(".")} (${trail.join(" → ") || "top level"}): ${issue.message}`);
}
