import { z } from "zod";
import { LANGUAGES } from "../lib/i18n-config";

// Query results are checked when the build reads them, so a broken document stops the build with
// its name instead of rendering a half-empty page.

const nullableText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v : null));

/**
 * An image field as the queries read it: the asset's CDN URL and size from a Sanity project, or the
 * `_sanityAsset` import reference of the embedded dataset (`local`), resolved by src/build/seo-images.ts.
 */
const imageFields = z.object({
  url: nullableText,
  local: nullableText,
  width: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  height: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  alt: nullableText,
});
const imageResult = imageFields.nullish().transform((v) => (v && (v.url || v.local) ? v : null));

/** A picture field (hero, product image; decision 097): an image field with the editor's crop. */
const pictureResult = imageFields
  .extend({
    crop: z
      .object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() })
      .nullish()
      .transform((v) => v ?? null),
  })
  .nullish()
  .transform((v) => (v && (v.url || v.local) ? v : null));

export const seoResult = z
  .object({
    title: nullableText,
    description: nullableText,
    keywords: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
    longText: nullableText,
    image: imageResult,
    noindex: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    // Checked in the studio too (schemas/lib/seo-controls.ts); a dataset written around it stops the build here.
    canonicalUrl: nullableText.refine(
      (v) => v === null || /^https?:\/\/[^\s#]+$/.test(v),
      "the canonical address must be an absolute http(s) URL without a #fragment",
    ),
    // A weak reference to a deleted document dereferences to null: the page is its own canonical again.
    canonicalDocument: z
      .object({
        _id: z.string(),
        _type: z.string(),
        language: z.string().nullish(),
        slug: z.string().nullish(),
        productLine: z.string().nullish(),
        prefix: z.string().nullish(),
        planSlug: z.string().nullish(),
        kind: z.string().nullish(),
      })
      .nullish()
      .transform((v) => v ?? null),
  })
  .nullish()
  .transform(
    (v) => v ?? { title: null, description: null, keywords: [], longText: null, image: null, noindex: false, canonicalUrl: null, canonicalDocument: null },
  );

/** When the document last changed (`_updatedAt`): the sitemap's lastmod and Article dateModified. */
const modifiedAt = nullableText;

const language = z.enum(LANGUAGES);

export const siteSettingsResult = z.array(
  z.object({
    language,
    siteName: z.string().min(1),
    seo: seoResult,
    helpSeo: seoResult,
    partnersSeo: seoResult,
    modifiedAt,
    contacts: z
      .object({
        email: nullableText,
        phone: nullableText,
        address: nullableText,
        postalAddress: z
          .object({ streetAddress: z.string(), postalCode: z.string(), addressLocality: z.string(), addressCountry: z.string() })
          .nullish()
          .transform((v) => v ?? null),
      })
      .nullish(),
    footerLinks: z
      .array(z.object({ label: z.string().min(1), href: z.string().min(1) }))
      .nullish()
      .transform((v) => v ?? []),
    // Spec §5 (decision 034): provider ids hidden from Russian users; unset = none.
    socialLoginDisabledForRu: z
      .array(z.string().min(1))
      .nullish()
      .transform((v) => v ?? []),
  }),
);
export type SiteSettings = z.infer<typeof siteSettingsResult>[number];

const tagRef = z.object({ title: z.string(), slug: z.string() });

export const helpCentreResult = z.object({
  tags: z.array(z.object({ language, title: z.string().min(1), slug: z.string().min(1), description: nullableText, seo: seoResult, modifiedAt })),
  articles: z.array(
    z.object({
      language,
      title: z.string().min(1),
      slug: z.string().min(1),
      excerpt: nullableText,
      body: z
        .array(z.looseObject({ _type: z.string(), _key: z.string() }))
        .nullish()
        .transform((v) => v ?? []),
      publishedAt: nullableText,
      updatedAt: nullableText,
      modifiedAt,
      seo: seoResult,
      // A reference to a missing tag dereferences to null: drop it rather than render a broken chip.
      tags: z
        .array(tagRef.nullable())
        .nullish()
        .transform((v) => (v ?? []).filter((t): t is z.infer<typeof tagRef> => t !== null)),
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

// ——— Page model (decision 003) ———
const text = z.string().min(1);
const linkResult = z.object({ label: text, href: text });
const blocks = z
  .array(z.looseObject({ _type: z.string(), _key: z.string() }))
  .nullish()
  .transform((v) => v ?? []);

const knownSections = {
  hero: z.object({
    _type: z.literal("hero"),
    _key: z.string(),
    heading: text,
    text: nullableText,
    primaryCta: linkResult,
    secondaryCta: linkResult.nullish().transform((v) => v ?? null),
    highlights: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
  }),
  planTable: z.object({
    _type: z.literal("planTable"),
    _key: z.string(),
    heading: text,
    intro: nullableText,
    productLine: z.string(),
    planSlugs: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
  }),
  featureGrid: z.object({
    _type: z.literal("featureGrid"),
    _key: z.string(),
    heading: text,
    intro: nullableText,
    items: z.array(
      z.object({
        _key: z.string(),
        title: text,
        text: text,
        icon: z
          .string()
          .nullish()
          .transform((v) => v ?? "server"),
      }),
    ),
  }),
  faq: z.object({
    _type: z.literal("faq"),
    _key: z.string(),
    heading: text,
    items: z.array(z.object({ _key: z.string(), question: text, answer: text })).min(1),
  }),
  cta: z.object({ _type: z.literal("cta"), _key: z.string(), heading: text, text: nullableText, button: linkResult }),
  richText: z.object({ _type: z.literal("richText"), _key: z.string(), heading: nullableText, body: blocks }),
  comparison: z.object({
    _type: z.literal("comparison"),
    _key: z.string(),
    heading: text,
    intro: nullableText,
    columns: z.array(z.string()),
    rows: z.array(z.object({ _key: z.string(), label: text, values: z.array(z.string()) })),
  }),
} as const;

export type KnownSection = { [K in keyof typeof knownSections]: z.infer<(typeof knownSections)[K]> }[keyof typeof knownSections];
/** A block type the site does not know yet (an editor added it in a newer studio): rendered as a visible fallback. */
export type UnknownSection = { _type: string; _key: string; unknown: true };
export type SectionResult = KnownSection | UnknownSection;

const sectionResult = z.looseObject({ _type: z.string(), _key: z.string() }).transform((value, ctx): SectionResult => {
  const schema = (knownSections as Record<string, z.ZodType<KnownSection>>)[value._type];
  if (!schema) return { _type: value._type, _key: value._key, unknown: true };
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [...issue.path], message: `${value._type} block: ${issue.message}` } as never);
  return z.NEVER;
});
const sections = z
  .array(sectionResult)
  .nullish()
  .transform((v) => v ?? []);

const pageBase = { language, title: text, lead: text, sections, seo: seoResult, modifiedAt };

export const homeResult = z.array(z.object({ ...pageBase, heroImage: pictureResult }));
export const productPagesResult = z.array(
  z.object({
    ...pageBase,
    heroImage: pictureResult,
    productImage: pictureResult,
    productLine: z.string(),
    vpnModes: z
      .array(
        z.object({
          mode: z.enum(["single-hop", "multi-hop"]),
          title: text,
          text: text,
          planSlug: text,
          features: z
            .array(z.string())
            .nullish()
            .transform((v) => v ?? []),
        }),
      )
      .nullish()
      .transform((v) => v ?? []),
  }),
);
const locationResult = z.object({
  name: text,
  slug: text,
  kind: z.string(),
  countryCode: z.string().length(2),
  city: text,
  catalogLocation: text,
  flag: text,
  language,
});
const softwareResult = z.object({ name: text, slug: text, kind: z.string(), description: text, language });
export const variantPagesResult = z.array(
  z.object({
    ...pageBase,
    heroImage: pictureResult,
    productLine: z.string(),
    prefix: z.enum(["for", "in", "on", "with"]),
    slug: text,
    location: locationResult.nullish().transform((v) => v ?? null),
    software: softwareResult.nullish().transform((v) => v ?? null),
  }),
);
export const planPagesResult = z.array(z.object({ ...pageBase, title: nullableText, productImage: pictureResult, productLine: z.string(), planSlug: text }));
export const newsResult = z.object({
  index: z.array(z.object(pageBase)),
  posts: z.array(z.object({ language, title: text, slug: text, publishedAt: text, excerpt: text, body: blocks, seo: seoResult, modifiedAt })),
});
export const legalPagesResult = z.array(z.object({ language, kind: z.string(), title: text, effectiveDate: text, body: blocks, seo: seoResult, modifiedAt }));
export const infoPagesResult = z.array(
  z.object({
    ...pageBase,
    kind: z.enum(["api", "services", "contacts"]),
    contactSubjects: z
      .array(z.object({ value: text, label: text }))
      .nullish()
      .transform((v) => v ?? []),
  }),
);
export const settingsExtrasResult = z.array(
  z.object({
    language,
    claims: z
      .record(z.string(), z.union([z.number(), z.array(z.string())]))
      .nullish()
      .transform((v) => v ?? {}),
    footerColumns: z
      .array(z.object({ title: text, links: z.array(linkResult) }))
      .nullish()
      .transform((v) => v ?? []),
  }),
);
export type SettingsExtras = z.infer<typeof settingsExtrasResult>[number];

/** Redirect documents (issue 36); the rules between them are src/build/redirects.ts's. */
export const redirectsResult = z.array(
  z.object({
    _id: z.string(),
    from: z.string().min(1),
    to: z.string().min(1),
    statusCode: z
      .number()
      .nullish()
      .transform((v) => v ?? null),
  }),
);
