import { useTranslation } from "react-i18next";
import { useScreenTitle } from "../screen-title";

/** An account screen's name in the tab ("Finance · My account") and, after a navigation, for screen readers. */
export function useAccountScreenTitle(title: string): void {
  const { t } = useTranslation();
  useScreenTitle(title, t("common:account.title"));
}
