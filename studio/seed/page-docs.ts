// Turns page sources (source/page-types.ts) into documents of the page model (decision 003):
// ids per convention, `_key` on every object in an array, Portable Text for rich text, references
// to the same language's location/software documents.
import { LANGUAGE_IDS, type Language } from "../../schemas/lib/languages";
import { keyOf, toPortableText } from "./source/dsl";
import { pageSourceId, type PageSource, type SectionSource, type SettingsExtras } from "./source/page-types";
import type { SeoSource } from "./source/types";
import { homeHeroImage, productPictures, type PictureSource } from "./source/pictures";

type Doc = Record<string, unknown> & { _id: string; _type: string };

/**
 * A local file as Sanity's import reads it: `sanity dataset import content.ndjson` uploads
 * `image@file://./<path>` (relative to the NDJSON's folder) and replaces it with the asset reference.
 * The offline build resolves the same reference (src/build/seo-images.ts).
 */
export const localImage = (file: string, alt: string) => ({ _type: "image", _sanityAsset: `image@file://./${file}`, alt });

const picture = (p: PictureSource | undefined, language: Language) => (p ? localImage(p.file, p.alt[language]) : undefined);

function seoValue(seo: SeoSource | undefined): Record<string, unknown> | undefined {
  if (seo === undefined) return undefined;
  if (seo === "empty") return { _type: "seo" };
  const { canonicalDocument, ...rest } = seo;
  return { _type: "seo", ...rest, ...(canonicalDocument ? { canonicalDocument: { _type: "reference", _ref: canonicalDocument, _weak: true } } : {}) };
}

/** Adds `_key` to every object inside arrays (stable: derived from the document id and the path). */
export function withKeys(value: unknown, docId: string, path: string): unknown {
  if (Array.isArray(value)) {
    return value.map((item, i) => {
      const inner = withKeys(item, docId, `${path}[${i}]`);
      return inner && typeof inner === "object" && !Array.isArray(inner) && !("_key" in inner) ? { _key: keyOf(docId, path, i), ...inner } : inner;
    });
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withKeys(v, docId, `${path}.${k}`)]));
  }
  return value;
}

function section(docId: string, s: SectionSource, index: number): Record<string, unknown> {
  const key = keyOf(docId, "section", index);
  switch (s._type) {
    case "richText":
      return { _type: "richText", _key: key, ...(s.heading ? { heading: s.heading } : {}), body: toPortableText(`${docId}-${index}`, s.body) };
    case "hero":
      return {
        _key: key,
        ...s,
        primaryCta: { _type: "ctaLink", ...s.primaryCta },
        ...(s.secondaryCta ? { secondaryCta: { _type: "ctaLink", ...s.secondaryCta } } : {}),
      };
    case "cta":
      return { _key: key, ...s, button: { _type: "ctaLink", ...s.button } };
    case "featureGrid":
      return { _key: key, ...s, items: s.items.map((i) => ({ _type: "feature", ...i })) };
    case "faq":
      return { _key: key, ...s, items: s.items.map((i) => ({ _type: "faqItem", ...i })) };
    case "comparison":
      return { _key: key, ...s, rows: s.rows.map((r) => ({ _type: "comparisonRow", ...r })) };
    case "planTable":
      return { _key: key, ...s };
  }
}

const ref = (id: string) => ({ _type: "reference", _ref: id });

/** The document of one page source in one language, before system fields. */
export function pageDocument(source: PageSource, language: Language): Doc {
  const _id = pageSourceId(source, language);
  const base = { _id, _type: source.type, language };
  const sections = (list: SectionSource[]) => list.map((s, i) => section(_id, s, i));
  let doc: Doc;
  switch (source.type) {
    case "homePage": {
      const t = source[language];
      doc = { ...base, title: t.title, lead: t.lead, heroImage: picture(homeHeroImage, language), sections: sections(t.sections), seo: seoValue(t.seo) };
      break;
    }
    case "productPage": {
      const t = source[language];
      doc = {
        ...base,
        productLine: source.productLine,
        title: t.title,
        lead: t.lead,
        heroImage: picture(productPictures[source.productLine].heroImage, language),
        productImage: picture(productPictures[source.productLine].productImage, language),
        sections: sections(t.sections),
        ...(t.vpnModes ? { vpnModes: t.vpnModes.map((m) => ({ _type: "vpnMode", ...m })) } : {}),
        seo: seoValue(t.seo),
      };
      break;
    }
    case "variantPage": {
      const t = source[language];
      doc = {
        ...base,
        productLine: source.productLine,
        prefix: source.prefix,
        title: t.title,
        slug: { _type: "slug", current: source.slug },
        lead: t.lead,
        ...(source.location ? { location: ref(`location-${source.location}-${language}`) } : {}),
        ...(source.software ? { software: ref(`software-${source.software}-${language}`) } : {}),
        sections: sections(t.sections),
        seo: seoValue(t.seo),
      };
      break;
    }
    case "planPage": {
      const t = source[language];
      doc = {
        ...base,
        productLine: source.productLine,
        planSlug: source.planSlug,
        ...(t.title ? { title: t.title } : {}),
        lead: t.lead,
        sections: sections(t.sections),
        seo: seoValue(t.seo),
      };
      break;
    }
    case "newsPost": {
      const t = source[language];
      doc = {
        ...base,
        title: t.title,
        slug: { _type: "slug", current: source.slug },
        publishedAt: source.publishedAt,
        excerpt: t.excerpt,
        body: toPortableText(_id, t.body),
        seo: seoValue(t.seo),
      };
      break;
    }
    case "legalPage": {
      const t = source[language];
      doc = { ...base, kind: source.kind, title: t.title, effectiveDate: source.effectiveDate, body: toPortableText(_id, t.body), seo: seoValue(t.seo) };
      break;
    }
    case "infoPage": {
      const t = source[language];
      doc = {
        ...base,
        kind: source.kind,
        title: t.title,
        lead: t.lead,
        sections: sections(t.sections),
        ...(t.contactSubjects ? { contactSubjects: t.contactSubjects.map((c) => ({ _type: "contactSubject", ...c })) } : {}),
        seo: seoValue(t.seo),
      };
      break;
    }
    case "location": {
      const t = source[language];
      doc = {
        ...base,
        name: t.name,
        slug: { _type: "slug", current: source.slug },
        kind: source.kind,
        countryCode: source.countryCode,
        city: t.city,
        catalogLocation: source.catalogLocation,
        flag: source.flag,
      };
      break;
    }
    case "software": {
      const t = source[language];
      doc = { ...base, name: t.name, slug: { _type: "slug", current: source.slug }, kind: source.kind, description: t.description };
      break;
    }
  }
  const clean = Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined)) as Doc;
  return withKeys(clean, _id, "") as Doc;
}

/** Samples first, then content; content replaces a sample with the same id (decision 003). */
export function mergePageSources(samples: PageSource[], content: PageSource[]): Doc[] {
  const byId = new Map<string, Doc>();
  for (const source of [...samples, ...content]) {
    for (const language of LANGUAGE_IDS) {
      const doc = pageDocument(source, language);
      byId.set(doc._id, doc);
    }
  }
  return [...byId.values()];
}

/** siteSettings fields of the page model, with `_type`/`_key` where Sanity wants them. */
export function settingsExtrasValue(settingsId: string, extras: SettingsExtras | undefined): Record<string, unknown> {
  if (!extras) return {};
  return {
    claims: { ...extras.claims },
    footerColumns: withKeys(
      extras.footerColumns.map((c) => ({ _type: "footerColumn", title: c.title, links: c.links.map((l) => ({ _type: "footerLink", ...l })) })),
      settingsId,
      "footerColumns",
    ),
  };
}
