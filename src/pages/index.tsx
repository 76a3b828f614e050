import { graphql, type HeadProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Layout } from "../components/layout";
import { SmartLink } from "../components/smart-link";
import { isLanguage } from "../lib/i18n-config";
import en from "../../locales/en/common.json";
import ru from "../../locales/ru/common.json";

// The home page's CMS content arrives with the public-site issue; until then it points to the help centre.
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Layout>
      <section className="hero">
        <h1>{t("help.title")}</h1>
        <p className="lead">{t("help.lead")}</p>
        <p className="actions">
          <SmartLink href="/help/" className="button">{t("nav.help")}</SmartLink>
          <SmartLink href="/my/" className="button button--ghost">{t("nav.account")}</SmartLink>
        </p>
      </section>
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, { language?: string }>) => {
  const language = isLanguage(pageContext.language) ? pageContext.language : "en";
  return (
    <>
      <html lang={language} />
      <title>{(language === "ru" ? ru : en).help.title}</title>
    </>
  );
};

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges { node { ns data language } }
    }
  }
`;
