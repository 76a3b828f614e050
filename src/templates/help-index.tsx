import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SiteLayout } from "./parts/site-layout";
import { Seo } from "../components/seo";
import { TagList } from "../components/help-lists";
import { Island } from "../islands/island";
import helpSearchIsland from "../islands/entries/help-search";
import type { HelpIndexContext } from "../build/page-types";

export default function HelpIndexPage({ pageContext }: PageProps<unknown, HelpIndexContext>) {
  const { t } = useTranslation();
  return (
    <SiteLayout breadcrumbs={pageContext.breadcrumbs}>
      <header className="page-header">
        <h1>{pageContext.heading}</h1>
        <p className="lead">{t("help.lead")}</p>
      </header>
      {/* An island (decision 078): every article is in the HTML; the search loads when the visitor reaches for it. */}
      <Island of={helpSearchIsland} props={{ language: pageContext.language, articles: pageContext.articles, tags: pageContext.tags }} />
      <section aria-labelledby="help-tags">
        <h2 id="help-tags">{t("help.tags")}</h2>
        <TagList tags={pageContext.tags} />
      </section>
    </SiteLayout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, HelpIndexContext>) => (
  <Seo seo={pageContext.seo} language={pageContext.language} breadcrumbs={pageContext.breadcrumbs} />
);

export const query = graphql`
  query HelpIndexPage($language: String!) {
    ...ContentLocales
  }
`;
