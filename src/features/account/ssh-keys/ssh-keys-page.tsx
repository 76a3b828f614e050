import type { RouteComponentProps } from "@reach/router";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/app-ui/section-nav";
import { SshKeysManager } from "./ssh-keys-manager";
import { LimitedPage } from "@/components/app-ui/limited";

export default function SshKeysPage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  return (
    <LimitedPage>
      <PageHeader title={t("ssh.title")} lead={t("ssh.lead")} />
      <section className="panel">
        <SshKeysManager />
      </section>
    </LimitedPage>
  );
}
