import { useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "./smart-link";
import { Icon } from "./icons";

/** The header's static "My account" link (content pages carry no auth code: docs/decisions/002). */
export function AccountEntryLink() {
  const { t } = useTranslation();
  return (
    <SmartLink href="/my/" className="button button--small account-entry">
      <Icon name="user" size={16} />
      <span>{t("nav.account")}</span>
    </SmartLink>
  );
}
