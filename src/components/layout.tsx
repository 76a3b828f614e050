import type { ReactNode } from "react";
import { graphql, Link, useStaticQuery } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "./smart-link";
import { LanguageSwitcher } from "./language-switcher";
import type { MenuItem } from "./product-menu";
import { AccountEntryLink } from "./account-entry";
import { SiteMenu, type NavLink } from "./header/site-menu";
import { useVpnHidden } from "./vpn-availability";
import type { Breadcrumb } from "../build/page-types";
import { PRODUCT_LINES } from "../../schemas/lib/site-model";

type FooterLink = { label: string; href: string };
type SettingsNode = {
  language: string;
  siteName: string;
  footerLinks: FooterLink[];
  footerColumns: Array<{ title: string; links: FooterLink[] }>;
  productMenu: MenuItem[];
  email: string | null;
  phone: string | null;
  address: string | null;
  /** Spec §5 (decision 034): social-login provider ids hidden from Russian users. */
  socialLoginDisabledForRu: string[];
  /** Spec §9 claim "partner cashback up to N%" (siteSettings.claims). */
  partnerCashbackPercent: number | null;
};
type SettingsQuery = { allSiteSettings: { nodes: SettingsNode[] } };

/** The CMS site settings of a language (en when it has none), from the SiteSettings nodes gatsby-node makes. */
export function useSiteSettings(language: string): SettingsNode {
  const data = useStaticQuery<SettingsQuery>(graphql`
    query LayoutSiteSettings {
      allSiteSettings {
        nodes {
          language
          siteName
          footerLinks {
            label
            href
          }
          footerColumns {
            title
            links {
              label
              href
            }
          }
          productMenu {
            line
            href
            fromPrice
          }
          email
          phone
          address
          socialLoginDisabledForRu
          partnerCashbackPercent
        }
      }
    }
  `);
  const nodes = data.allSiteSettings.nodes;
  return (
    nodes.find((n) => n.language === language) ??
    nodes.find((n) => n.language === "en") ?? {
      language,
      siteName: "",
      footerLinks: [],
      footerColumns: [],
      productMenu: [],
      email: null,
      phone: null,
      address: null,
      socialLoginDisabledForRu: [],
      partnerCashbackPercent: null,
    }
  );
}

/** The product line a footer link leads to (`data-line`: the VPN line hides for whom spec §6 denies it, site.css). */
function lineOfHref(href: string): string | undefined {
  return PRODUCT_LINES.find((l) => href === l.base)?.id;
}

/**
 * `account`: the header's account entry on pages with the auth context (the checkout); the static link otherwise.
 * `currency`, `chatBadge`, `chatLauncher`, `productMenu`: the header's parts owned by features or islands, filled
 * in by the page level (src/templates/parts/site-layout.tsx): shared UI imports no feature and no island entry.
 */
export function Layout({
  children,
  breadcrumbs,
  wide = false,
  account,
  currency,
  chatBadge,
  chatLauncher,
  productMenu,
}: {
  children: ReactNode;
  breadcrumbs?: Breadcrumb[];
  wide?: boolean;
  account?: ReactNode;
  currency?: ReactNode;
  chatBadge?: ReactNode;
  chatLauncher?: ReactNode;
  productMenu?: (items: MenuItem[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const settings = useSiteSettings(language);
  const vpnHidden = useVpnHidden();
  // Below lg the header's links move into the menu panel (components/header/site-menu.tsx).
  const menuLinks: NavLink[] = [
    { href: "/help/", label: t("nav.help") },
    { href: "/news/", label: t("site:site.menu.news") },
    { href: "/contacts/", label: t("site:site.menu.contacts") },
    { href: "/partners/", label: t("site:site.menu.partners") },
  ];
  return (
    <div className={`site${vpnHidden ? " site--vpn-hidden" : ""}`}>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
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
      {breadcrumbs && breadcrumbs.length > 1 ? (
        <nav aria-label={t("nav.breadcrumbs")} className="container breadcrumbs">
          <ol>
            {breadcrumbs.map((b, i) => (
              <li key={b.path}>{i < breadcrumbs.length - 1 ? <Link to={b.path}>{b.name}</Link> : <span aria-current="page">{b.name}</span>}</li>
            ))}
          </ol>
        </nav>
      ) : null}
      <main id="main" className={wide ? "site-main site-main--wide" : "container site-main"}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <div className="site-footer__grid">
            <div className="site-footer__about">
              <SmartLink href="/" className="brand brand--footer">
                <span className="brand__mark" aria-hidden="true" />
                {settings.siteName}
              </SmartLink>
              {settings.email ? (
                <p>
                  <SmartLink href={`mailto:${settings.email}`}>{settings.email}</SmartLink>
                </p>
              ) : null}
              {settings.phone ? (
                <p>
                  <SmartLink href={`tel:${settings.phone.replace(/[^+\d]/g, "")}`}>{settings.phone}</SmartLink>
                </p>
              ) : null}
              {settings.address ? (
                <address>
                  {settings.address.split("\n").map((line, i) => (
                    <span key={i}>
                      {line}
                      <br />
                    </span>
                  ))}
                </address>
              ) : null}
            </div>
            {settings.footerColumns.map((column) => (
              <nav key={column.title} aria-label={column.title} className="site-footer__column">
                <h2 className="site-footer__title">{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.href} data-line={lineOfHref(link.href)}>
                      <SmartLink href={link.href}>{link.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <div className="site-footer__bottom">
            <nav aria-label={t("footer.links")}>
              <ul className="footer-links">
                {settings.footerLinks.map((link) => (
                  <li key={link.href} data-line={lineOfHref(link.href)}>
                    <SmartLink href={link.href}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="copyright">{t("footer.copyright", { year: new Date().getFullYear(), siteName: settings.siteName })}</p>
          </div>
        </div>
      </footer>
      {chatLauncher}
    </div>
  );
}
