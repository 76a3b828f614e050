import { graphql, type HeadProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Layout } from "../components/layout";
import { SmartLink } from "../components/smart-link";
import { isLanguage } from "../lib/i18n-config";
import en from "../../locales/en/common.json";
import ru from "../../locales/ru/common.json";

type Context = { language?: string };

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Layout>
      <section className="error-page">
        <h1>{t("notFound.title")}</h1>
        <p className="lead">{t("notFound.text")}</p>
        <p className="actions">
          <SmartLink href="/" className="button">{t("notFound.home")}</SmartLink>
          <SmartLink href="/help/" className="button button--ghost">{t("notFound.help")}</SmartLink>
        </p>
      </section>
    </Layout>
  );
}

// Head has no i18n context: read the catalogue directly (two short strings).
export const Head = ({ pageContext }: HeadProps<unknown, Context>) => {
  const language = isLanguage(pageContext.language) ? pageContext.language : "en";
  return (
    <>
      <html lang={language} />
      <title>{(language === "ru" ? ru : en).notFound.title}</title>
      <meta name="robots" content="noindex" />
    </>
  );
};

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges { node { ns data language } }
    }
  }
`;

