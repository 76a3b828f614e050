import type { RouteComponentProps } from "@reach/router";
import { useTranslation } from "react-i18next";

/** Sections built by the account issues (finance, projects, tickets, legal entities, SSH keys). */
export default function ComingLater({ title }: RouteComponentProps & { title: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{title}</h1>
      <p className="lead">{t("account.later")}</p>
    </section>
  );
}
