import { Router, type RouteComponentProps } from "@reach/router";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { PartnerRoute } from "../partner/partner-route";

function AccountHome(_props: RouteComponentProps) {
  const { t } = useTranslation();
  return <h1>{t("account.title")}</h1>;
}

function AccountNotFound(_props: RouteComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <h1>{t("notFound.title")}</h1>
      <p className="lead">{t("notFound.text")}</p>
    </section>
  );
}

/** The account area's router (`/my/*`); its sections arrive with the account issues. */
export function AccountApp() {
  const { language, defaultLanguage } = useI18next();
  const basepath = language === defaultLanguage ? "/my" : `/${language}/my`;
  return (
    <Router basepath={basepath} primary={false}>
      <AccountHome path="/" />
      <PartnerRoute path="/partner/" />
      <AccountNotFound default />
    </Router>
  );
}
