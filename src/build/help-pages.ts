import { LANGUAGES, localizePath, type Language } from "../lib/i18n-config";
import type { HelpCentreResult, SiteSettings } from "./content-schemas";
import type { ArticleSummary, Breadcrumb, HelpArticleContext, HelpIndexContext, HelpTagContext, TagSummary } from "./page-types";
import { latest, resolveSeo, settingsFor } from "./seo";
import { firstParagraph, fitTitle } from "../../schemas/lib/seo-limits";
import type { PageSpec } from "./page-spec";
import { buildStrings } from "./strings";
import { HELP_PATH, helpArticlePath, helpTagPath } from "../../schemas/lib/routes";

type Article = HelpCentreResult["articles"][number];

const summary = (a: Article): ArticleSummary => ({ title: a.title, slug: a.slug, excerpt: a.excerpt, tags: a.tags, updatedAt: a.updatedAt });

/** The help centre route family (spec §2): /help/, /help/:slug/, /help/tag/:slug/ in every language. */
export function helpPages(data: HelpCentreResult, allSettings: SiteSettings[], siteUrl: string): PageSpec[] {
  const pages: PageSpec[] = [];
  // Which languages each path exists in, for hreflang: an article missing in one language gets no alternate.
  const articleLangs = groupLanguages(data.articles);
  const tagLangs = groupLanguages(data.tags);

  for (const language of LANGUAGES) {
    const settings = settingsFor(allSettings, language);
    const s = buildStrings(language);
    const articles = data.articles.filter((a) => a.language === language);
    const tags = data.tags.filter((t) => t.language === language);
    const tagSummaries: TagSummary[] = tags.map((t) => ({
      title: t.title,
      slug: t.slug,
      description: t.description,
      count: articles.filter((a) => a.tags.some((at) => at.slug === t.slug)).length,
    }));
    const crumbs: Breadcrumb[] = [
      { name: s.home, path: localizePath("/", language) },
      { name: s.helpCentre, path: localizePath(HELP_PATH, language) },
    ];

    const index: HelpIndexContext = {
      language,
      heading: s.helpCentre,
      // The list the help search shows its results from (its positions: help-search-index.ts): hidden articles
      // (seo.noindex) are out of both; tag pages and related links still show them.
      articles: articles.filter((a) => !a.seo.noindex).map(summary),
      tags: tagSummaries,
      breadcrumbs: crumbs,
      // The index has no document of its own: its metadata is siteSettings.helpSeo (decision 093); it changes with any article.
      seo: resolveSeo(
        {
          seo: settings.helpSeo,
          heading: s.helpCentre,
          language,
          path: HELP_PATH,
          modifiedAt: latest([settings.modifiedAt, ...articles.map((a) => a.modifiedAt), ...tags.map((t) => t.modifiedAt)]),
        },
        settings,
        siteUrl,
      ),
    };
    pages.push({ path: localizePath(HELP_PATH, language), template: "help-index", context: index });

    for (const article of articles) {
      const path = helpArticlePath(article.slug);
      const related = articles
        .filter((other) => other.slug !== article.slug && other.tags.some((t) => article.tags.some((own) => own.slug === t.slug)))
        .slice(0, 4)
        .map(summary);
      const context: HelpArticleContext = {
        language,
        article: { ...summary(article), body: article.body, publishedAt: article.publishedAt },
        related,
        breadcrumbs: [...crumbs, { name: article.title, path: localizePath(path, language) }],
        seo: resolveSeo(
          {
            seo: article.seo,
            heading: article.title,
            language,
            path,
            languages: articleLangs.get(article.slug),
            summary: article.excerpt ?? firstParagraph(article.body),
            modifiedAt: article.modifiedAt,
          },
          settings,
          siteUrl,
        ),
      };
      pages.push({ path: localizePath(path, language), template: "help-article", context });
    }

    for (const tag of tagSummaries) {
      const source = tags.find((t) => t.slug === tag.slug)!;
      const path = helpTagPath(tag.slug);
      const context: HelpTagContext = {
        language,
        tag,
        articles: articles.filter((a) => a.tags.some((t) => t.slug === tag.slug)).map(summary),
        breadcrumbs: [...crumbs, { name: tag.title, path: localizePath(path, language) }],
        seo: resolveSeo(
          {
            seo: source.seo,
            heading: `${s.articlesTagged} ${tag.title}`,
            language,
            path,
            languages: tagLangs.get(tag.slug),
            summary: tag.description,
            modifiedAt: latest([source.modifiedAt, ...articles.filter((a) => a.tags.some((t) => t.slug === tag.slug)).map((a) => a.modifiedAt)]),
          },
          settings,
          siteUrl,
        ),
      };
      // Tag pages' titles end with the site name like every other page's (issue 36), the editor's title included.
      if (source.seo.title) context.seo.title = fitTitle(source.seo.title, settings.siteName);
      pages.push({ path: localizePath(path, language), template: "help-tag", context });
    }
  }
  return pages;
}

function groupLanguages(docs: Array<{ slug: string; language: Language }>): Map<string, Language[]> {
  const map = new Map<string, Language[]>();
  for (const doc of docs) map.set(doc.slug, [...(map.get(doc.slug) ?? []), doc.language]);
  return map;
}
