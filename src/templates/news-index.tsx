import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SiteLayout } from "./parts/site-layout";
import { Seo } from "../components/seo";
import { SmartLink } from "../components/smart-link";
import { useLang } from "../components/use-lang";
import { formatDate } from "../lib/format";
import type { NewsIndexContext } from "../build/page-types";

export default function NewsIndexPage({ pageContext }: PageProps<unknown, NewsIndexContext>) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <SiteLayout breadcrumbs={pageContext.breadcrumbs}>
      <header className="page-header">
        <h1>{pageContext.title}</h1>
        <p className="lead">{pageContext.lead}</p>
      </header>
      <ul className="card-list">
        {pageContext.posts.map((post) => (
          <li key={post.slug} className="card">
            <p className="card__meta">
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time>
            </p>
            <h2 className="card__title">
              <SmartLink href={`/news/${post.slug}/`}>{post.title}</SmartLink>
            </h2>
            <p className="card__text">{post.excerpt}</p>
            {/* The post's title goes with "Read more" for a screen reader's list of links and a crawler (it is not "Read more"
                five times over); the eye has it in the card. */}
            <SmartLink href={`/news/${post.slug}/`}>
              {t("site:site.news.readMore")}
              <span className="visually-hidden">: {post.title}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </SiteLayout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, NewsIndexContext>) => (
  <Seo seo={pageContext.seo} language={pageContext.language} breadcrumbs={pageContext.breadcrumbs} />
);

export const query = graphql`
  query NewsIndexPage($language: String!) {
    ...ContentLocales
  }
`;
