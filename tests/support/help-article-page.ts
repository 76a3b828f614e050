import type { PageSpec } from "../../src/build/page-spec";
import type { HelpArticleContext } from "../../src/build/page-types";

const SITE = "https://www.example.com";

/** What a help article's page says besides its language, slug and title (each has a plain default). */
type ArticleOptions = { body?: HelpArticleContext["article"]["body"]; noindex?: boolean; updatedAt?: string | null };

/**
 * A help article's page as the route table holds it (template "help-article", its page context), for the tests of
 * what is built from those pages: the search index and its shards, the sitemaps.
 */
export function helpArticlePage(
  language: "en" | "ru",
  slug: string,
  title: string,
  { body = [], noindex = false, updatedAt = null }: ArticleOptions = {},
): PageSpec {
  const pagePath = `${language === "en" ? "" : "/ru"}/help/${slug}/`;
  const url = SITE + pagePath;
  const context = {
    language,
    seo: {
      title,
      description: "",
      keywords: [],
      longText: null,
      canonical: url,
      url,
      alternates: [{ hrefLang: language, href: url }],
      noindex,
      image: null,
      lastModified: updatedAt,
      publisher: { name: "Site", url: `${SITE}/`, logo: `${SITE}/logo.png` },
    },
    breadcrumbs: [],
    article: { slug, title, excerpt: `About ${title}`, tags: [{ slug: "vps", title: "VPS" }], updatedAt, publishedAt: null, body },
    related: [],
  } satisfies HelpArticleContext;
  return { path: pagePath, template: "help-article", context };
}
