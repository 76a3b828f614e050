import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SiteLayout } from "./parts/site-layout";
import { Seo } from "../components/seo";
import { JsonLd } from "../components/json-ld";
import { articleLd, articleTimes } from "../components/structured-data";
import { PortableText } from "../components/portable-text";
import { SmartLink } from "../components/smart-link";
import { ArticleList } from "../components/help-lists";
import { LongText } from "../components/long-text";
import { ReviewProposal } from "./parts/review-proposal";
import { formatDate } from "../lib/format";
import type { HelpArticleContext } from "../build/page-types";

export default function HelpArticlePage({ pageContext }: PageProps<unknown, HelpArticleContext>) {
  const { t } = useTranslation();
  const { article, related, language } = pageContext;
  return (
    <SiteLayout breadcrumbs={pageContext.breadcrumbs}>
      <article className="article">
        <header className="page-header">
          <h1>{article.title}</h1>
          {article.excerpt ? <p className="lead">{article.excerpt}</p> : null}
          <ul className="chips" aria-label={t("help.tags")}>
            {article.tags.map((tag) => (
              <li key={tag.slug}>
                <SmartLink href={`/help/tag/${tag.slug}/`} className="chip">
                  {tag.title}
                </SmartLink>
              </li>
            ))}
          </ul>
          {article.updatedAt ? <p className="muted">{t("help.updated", { date: formatDate(article.updatedAt, language) })}</p> : null}
        </header>
        <div className="prose">
          <PortableText value={article.body} />
        </div>
      </article>
      <ReviewProposal article={article.slug} language={language} />
      {related.length ? (
        <section aria-labelledby="related">
          <h2 id="related">{t("help.related")}</h2>
          <ArticleList articles={related} />
        </section>
      ) : null}
      <LongText text={pageContext.seo.longText} />
      <p>
        <SmartLink href="/help/">{t("help.backToHelp")}</SmartLink>
      </p>
    </SiteLayout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, HelpArticleContext>) => (
  <Seo
    seo={pageContext.seo}
    language={pageContext.language}
    breadcrumbs={pageContext.breadcrumbs}
    article={articleTimes({
      seo: pageContext.seo,
      datePublished: pageContext.article.publishedAt,
      dateModified: pageContext.article.updatedAt ?? pageContext.seo.lastModified,
    })}
  >
    <JsonLd
      data={articleLd({
        headline: pageContext.article.title,
        language: pageContext.language,
        seo: pageContext.seo,
        datePublished: pageContext.article.publishedAt,
        dateModified: pageContext.article.updatedAt ?? pageContext.seo.lastModified,
      })}
    />
  </Seo>
);

export const query = graphql`
  query HelpArticlePage($language: String!) {
    ...ContentLocales
  }
`;
