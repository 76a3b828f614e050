import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SiteLayout } from "./parts/site-layout";
import { Seo } from "../components/seo";
import { ArticleList } from "../components/help-lists";
import { LongText } from "../components/long-text";
import { SmartLink } from "../components/smart-link";
import type { HelpTagContext } from "../build/page-types";

export default function HelpTagPage({ pageContext }: PageProps<unknown, HelpTagContext>) {
  const { t } = useTranslation();
  const { tag, articles } = pageContext;
  return (
    <SiteLayout breadcrumbs={pageContext.breadcrumbs}>
      <header className="page-header">
        <h1>
          {t("help.taggedPrefix")} {tag.title}
        </h1>
        {tag.description ? <p className="lead">{tag.description}</p> : null}
        <p className="muted">{t("help.articleCount", { count: articles.length })}</p>
      </header>
      <ArticleList articles={articles} level={2} />
      <LongText text={pageContext.seo.longText} />
      <p>
        <SmartLink href="/help/">{t("help.backToHelp")}</SmartLink>
      </p>
    </SiteLayout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, HelpTagContext>) => (
  <Seo seo={pageContext.seo} language={pageContext.language} breadcrumbs={pageContext.breadcrumbs} />
);

export const query = graphql`
  query HelpTagPage($language: String!) {
    ...ContentLocales
  }
`;
