import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SiteLayout } from "../templates/parts/site-layout";
import { SmartLink } from "../components/smart-link";
import { AddressLanguage } from "../components/address-language";
import { splitLanguage } from "../lib/i18n-config";
import en from "../../locales/en/common.json";
import ru from "../../locales/ru/common.json";

// The language comes from the address, not from the page: Gatsby renders /404.html's page for every
// unknown address, /ru/ ones included, when the visitor navigates inside the app (decision 059).
export default function NotFoundPage({ location }: PageProps) {
  return (
    <AddressLanguage language={splitLanguage(location.pathname).language}>
      <NotFound />
    </AddressLanguage>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <SiteLayout>
      <section className="error-page">
        <h1>{t("notFound.title")}</h1>
        <p className="lead">{t("notFound.text")}</p>
        <p className="actions">
          <SmartLink href="/" className="button">
            {t("notFound.home")}
          </SmartLink>
          <SmartLink href="/help/" className="button button--ghost">
            {t("notFound.help")}
          </SmartLink>
        </p>
      </section>
    </SiteLayout>
  );
}

// Head has no i18n context: read the catalogue directly (its title and text).
export const Head = ({ location }: HeadProps) => {
  const language = splitLanguage(location.pathname).language;
  const { notFound } = language === "ru" ? ru : en;
  return (
    <>
      <html lang={language} />
      <title>{notFound.title}</title>
      <meta name="description" content={notFound.text} />
      <meta name="robots" content="noindex" />
    </>
  );
};

// Both languages' catalogues: this page is shown at unknown addresses of either language.
export const query = graphql`
  query NotFoundPage {
    ...ContentLocalesAllLanguages
  }
`;
