import { memo, type ReactNode } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "./smart-link";
import { LanguageSwitcher } from "./language-switcher";
import type { MenuItem } from "./product-menu";
import { AccountEntryLink } from "./account-entry";
import { SiteMenu, type NavLink } from "./header/site-menu";
import type { SettingsNode } from "./site-settings";

/**
 * The site's header. Memoised: a client app's page re-renders the layout on every state change of its main
 * part (the account's session, menu and sections arrive in several commits), and the header's links and
 * islands re-rendered with it each time. Its props are stable (the CMS settings, and slots the page level
 * makes once: src/templates/parts/site-layout.tsx), so it renders again only when they or its language change.
 */
export const SiteHeader = memo(function SiteHeader({
  settings,
  account,
  currency,
  chatBadge,
  productMenu,
}: {
  settings: SettingsNode;
  account?: ReactNode;
  currency?: ReactNode;
  chatBadge?: ReactNode;
  productMenu?: (items: MenuItem[]) => ReactNode;
}) {
  const { t } = useTranslation();
  // Below lg the header's links move into the menu panel (components/header/site-menu.tsx).
  const menuLinks: NavLink[] = [
    { href: "/help/", label: t("nav.help") },
    { href: "/news/", label: t("site:site.menu.news") },
    { href: "/contacts/", label: t("site:site.menu.contacts") },
    { href: "/partners/", label: t("site:site.menu.partners") },
  ];
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <SmartLink href="/" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          {settings.siteName}
        </SmartLink>
        <nav aria-label={t("nav.primary")} className="site-nav">
          {productMenu?.(settings.productMenu)}
          <SmartLink href="/help/" className="site-nav__link">
            {t("nav.help")}
          </SmartLink>
          <SmartLink href="/news/" className="site-nav__link site-nav__link--wide">
            {t("site:site.menu.news")}
          </SmartLink>
          <SmartLink href="/contacts/" className="site-nav__link site-nav__link--wide">
            {t("site:site.menu.contacts")}
          </SmartLink>
        </nav>
        <SiteMenu links={menuLinks} />
        <div className="site-tools">
          {chatBadge}
          {currency}
          <LanguageSwitcher />
          {account ?? <AccountEntryLink />}
        </div>
      </div>
    </header>
  );
});
