import type { RouteComponentProps } from "@reach/router";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../ui/section-nav";
import { SshKeysManager } from "./ssh-keys-manager";

export default function SshKeysPage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  return (
    <div className="account-page">
      <PageHeader title={t("ssh.title")} lead={t("ssh.lead")} />
      <section className="panel">
        <SshKeysManager />
      </section>
    </div>
  );
}
