import { Suspense } from "react";
import { Router, type RouteComponentProps } from "@reach/router";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { AccountData } from "../account/account-data";
import { ACCOUNT_SECTIONS, sectionComponent } from "../account/sections";

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
  const { t } = useTranslation();
  const { language, defaultLanguage } = useI18next();
  const basepath = language === defaultLanguage ? "/my" : `/${language}/my`;
  return (
    <AccountData>
      <Suspense fallback={<p className="muted" role="status">{t("account.loading")}</p>}>
        <Router basepath={basepath} primary={false}>
          <AccountHome path="/" />
          {ACCOUNT_SECTIONS.map((section) => {
            const Section = sectionComponent(section);
            return <Section key={section.path} path={section.path} />;
          })}
          <AccountNotFound default />
        </Router>
      </Suspense>
    </AccountData>
  );
}
