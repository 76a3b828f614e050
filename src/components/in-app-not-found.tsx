import type { RouteComponentProps } from "@reach/router";
import { useTranslation } from "gatsby-plugin-react-i18next";

/** The not-found screen of a client-only app's router (account area, checkout): an unknown path inside it. */
export function InAppNotFound(_props: RouteComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="error-page">
      <h1>{t("notFound.title")}</h1>
      <p className="lead">{t("notFound.text")}</p>
    </section>
  );
}
