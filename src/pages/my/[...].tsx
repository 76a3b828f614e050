import { startTransition, useEffect, useState } from "react";
import { graphql, type HeadProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Layout } from "../../components/layout";
import { AccountApp } from "../../features/account-shell/account-app";
import { PaymentReturnNotice } from "../../features/payment/payment-return-notice";
import { isLanguage } from "../../lib/i18n-config";
import en from "../../../locales/en/common.json";
import ru from "../../../locales/ru/common.json";

/**
 * Client-only mount point for the account area (`/my/*`, `/ru/my/*`). The HTML is prerendered once
 * for every path, so the router mounts after hydration: rendering it during hydration gives React
 * error #418 (TOOLCHAIN.md).
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  // The app's first render is a transition: time-sliced like the hydration (decision 062), not one long task.
  useEffect(() => startTransition(() => setMounted(true)), []);
  return (
    <Layout>
      {/* The gateways send the customer back to /my/?payment=…: only this page carries the notice, so
          content pages do not load it (docs/perf/js-size-analysis.md §3 step 6). */}
      <PaymentReturnNotice />
      {mounted ? <AccountApp /> : <p className="muted" role="status">{t("account.loading")}</p>}
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<unknown, { language?: string }>) => {
  const language = isLanguage(pageContext.language) ? pageContext.language : "en";
  return (
    <>
      <html lang={language} />
      <title>{(language === "ru" ? ru : en).account.title}</title>
      <meta name="robots" content="noindex" />
    </>
  );
};

export const query = graphql`
  query AccountPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges { node { ns data language } }
    }
  }
`;
