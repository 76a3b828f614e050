import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SiteLayout } from "./parts/site-layout";
import { Seo } from "../components/seo";
import { JsonLd } from "../components/json-ld";
import { articleLd, articleTimes } from "../components/structured-data";
import { PortableText } from "../components/portable-text";
import { SmartLink } from "../components/smart-link";
import { LongText } from "../components/long-text";
import { useLang } from "../components/use-lang";
import { formatDate } from "../lib/format";
import type { DocumentContext } from "../build/page-types";

/** A text page: a news post or one of the six legal pages. */
export default function DocumentPage({ pageContext }: PageProps<unknown, DocumentContext>) {
  const { t } = useTranslation();
  const lang = useLang();
  const ctx = pageContext;
  return (
    <SiteLayout breadcrumbs={ctx.breadcrumbs}>
      <div className="document-layout">
        <article className="article">
          <header className="page-header">
            {ctx.publishedAt ? (
              <p className="muted">
                <time dateTime={ctx.publishedAt}>{t("site:site.news.published", { date: formatDate(ctx.publishedAt, lang) })}</time>
              </p>
            ) : null}
            <h1>{ctx.title}</h1>
            {ctx.lead ? <p className="lead">{ctx.lead}</p> : null}
            {ctx.effectiveDate ? <p className="muted">{t("site:site.legal.effective", { date: formatDate(ctx.effectiveDate, lang) })}</p> : null}
          </header>
          <div className="prose">
            <PortableText value={ctx.body} />
          </div>
        </article>
        {ctx.others.length ? (
          <aside className="document-aside" aria-labelledby="document-others">
            <h2 id="document-others">{ctx.kind === "legal" ? t("site:site.legal.documents") : t("site:site.news.all")}</h2>
            <ul>
              {ctx.others.map((o) => (
                <li key={o.href}>
                  <SmartLink href={o.href}>{o.title}</SmartLink>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
      <LongText text={ctx.seo.longText} />
    </SiteLayout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, DocumentContext>) => (
  <Seo
    seo={pageContext.seo}
    language={pageContext.language}
    breadcrumbs={pageContext.breadcrumbs}
    article={
      pageContext.kind === "news"
        ? articleTimes({ seo: pageContext.seo, datePublished: pageContext.publishedAt, dateModified: pageContext.seo.lastModified })
        : undefined
    }
  >
    {pageContext.kind === "news" ? (
      <JsonLd
        data={articleLd({
          headline: pageContext.title,
          language: pageContext.language,
          seo: pageContext.seo,
          datePublished: pageContext.publishedAt,
          dateModified: pageContext.seo.lastModified,
        })}
      />
    ) : null}
  </Seo>
);

export const query = graphql`
  query DocumentPage($language: String!) {
    ...ContentLocales
  }
`;
