// Turns the authored seed (source/*.ts) into documents in Sanity's export format.
// `generate.ts` writes them to content.ndjson; a test checks the file is in step with the source.
import { createHash } from "node:crypto";
import { LANGUAGE_IDS, type Language } from "../../schemas/lib/languages";
import { keyOf, toPortableText } from "./source/dsl";
import { serverArticles } from "./source/articles-servers";
import { serviceArticles } from "./source/articles-services";
import { siteSettings, tags } from "./source/site";
import type { ArticleSource, SeoSource, TagSource } from "./source/types";
import { localImage, mergePageSources, settingsExtrasValue } from "./page-docs";
import { pageSamples, settingsSamples } from "./source/pages-sample";
import { pageContent, settingsContent } from "./source/pages-content";
import { redirects } from "./source/redirects";
import { redirectIdFor } from "../../schemas/lib/redirect-rules";

export const articleSources: ArticleSource[] = [...serverArticles, ...serviceArticles];
export const tagSources: TagSource[] = tags;

export type SeedDocument = { _id: string; _type: string; _createdAt: string; _updatedAt: string; _rev: string } & Record<string, unknown>;

export const tagId = (slug: string, language: Language) => `tag-${slug}-${language}`;
export const articleId = (slug: string, language: Language) => `help-${slug}-${language}`;

export function seoValue(seo: SeoSource | undefined): Record<string, unknown> | undefined {
  if (seo === undefined) return undefined;
  if (seo === "empty") return { _type: "seo" };
  const { image, ...rest } = seo;
  return { _type: "seo", ...rest, ...(image ? { image: localImage(image.file, image.alt) } : {}) };
}

/** Adds the system fields; `_rev` is a content hash so regenerating an unchanged seed changes nothing. */
function finish(doc: Record<string, unknown> & { _id: string; _type: string }, createdAt: string, updatedAt: string): SeedDocument {
  const content = JSON.stringify(doc);
  const _rev = createHash("sha1").update(content).digest("base64url").slice(0, 22);
  const { _id, _type, ...rest } = doc;
  return { _id, _type, _createdAt: createdAt, _updatedAt: updatedAt, _rev, ...rest };
}

export function buildSeedDocuments(): SeedDocument[] {
  const docs: SeedDocument[] = [];
  const settingsDate = "2026-02-01T09:00:00Z";
  for (const s of siteSettings) {
    const _id = `siteSettings-${s.language}`;
    docs.push(
      finish(
        {
          _id,
          _type: "siteSettings",
          language: s.language,
          siteName: s.siteName,
          seo: seoValue(s.seo),
          helpSeo: seoValue(s.helpSeo),
          partnersSeo: seoValue(s.partnersSeo),
          contacts: s.contacts,
          footerLinks: s.footerLinks.map((l, i) => ({ _type: "footerLink", _key: keyOf(_id, "footer", i), ...l })),
          socialLoginDisabledForRu: s.socialLoginDisabledForRu,
          // Claims and footer columns of the page model (decision 003): the full seed wins over the samples.
          ...settingsExtrasValue(_id, settingsContent[s.language] ?? settingsSamples[s.language]),
        },
        settingsDate,
        settingsDate,
      ),
    );
  }
  for (const t of tagSources) {
    for (const language of LANGUAGE_IDS) {
      const loc = t[language];
      const seo = seoValue(loc.seo);
      docs.push(
        finish(
          {
            _id: tagId(t.slug, language),
            _type: "tag",
            language,
            title: loc.title,
            slug: { _type: "slug", current: t.slug },
            description: loc.description,
            ...(seo ? { seo } : {}),
          },
          t.createdAt,
          t.createdAt,
        ),
      );
    }
  }
  for (const a of articleSources) {
    for (const language of LANGUAGE_IDS) {
      const loc = a[language];
      const _id = articleId(a.slug, language);
      const seo = seoValue(loc.seo);
      docs.push(
        finish(
          {
            _id,
            _type: "helpArticle",
            language,
            title: loc.title,
            slug: { _type: "slug", current: a.slug },
            excerpt: loc.excerpt,
            body: toPortableText(_id, loc.body),
            tags: a.tags.map((slug) => ({ _type: "reference", _ref: tagId(slug, language), _key: keyOf(_id, "tag", slug) })),
            ...(seo ? { seo } : {}),
            publishedAt: a.publishedAt,
            ...(a.updatedAt ? { updatedAt: a.updatedAt } : {}),
          },
          a.publishedAt,
          a.updatedAt ?? a.publishedAt,
        ),
      );
    }
  }
  const pagesDate = "2026-03-01T09:00:00Z";
  for (const doc of mergePageSources(pageSamples, pageContent)) {
    const date = typeof doc.publishedAt === "string" ? doc.publishedAt : pagesDate;
    docs.push(finish(doc, date, date));
  }
  for (const r of redirects) {
    const reason = r.reason ? { reason: r.reason } : {};
    docs.push(finish({ _id: redirectIdFor(r.from), _type: "redirect", from: r.from, to: r.to, statusCode: r.statusCode, ...reason }, r.createdAt, r.createdAt));
  }
  return docs;
}

export function toNdjson(docs: readonly SeedDocument[]): string {
  return docs.map((d) => JSON.stringify(d)).join("\n") + "\n";
}
