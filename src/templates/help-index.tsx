import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { ArticleList, TagList } from "../components/help-lists";
import type { HelpIndexContext } from "../build/page-types";

export default function HelpIndexPage({ pageContext }: PageProps<unknown, HelpIndexContext>) {
  const { t } = useTranslation();
  return (
    <Layout breadcrumbs={pageContext.breadcrumbs}>
      <header className="page-header">
        <h1>{pageContext.heading}</h1>
        <p className="lead">{t("help.lead")}</p>
      </header>
      <section aria-labelledby="help-tags">
        <h2 id="help-tags">{t("help.tags")}</h2>
        <TagList tags={pageContext.tags} />
      </section>
      <section aria-labelledby="help-all">
        <h2 id="help-all">{t("help.allArticles")}</h2>
        <ArticleList articles={pageContext.articles} />
      </section>
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, HelpIndexContext>) => (
  <Seo seo={pageContext.seo} language={pageContext.language} breadcrumbs={pageContext.breadcrumbs} />
);

export const query = graphql`
  query HelpIndexPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges { node { ns data language } }
    }
  }
`;
