import type { ReactNode } from "react";
import { graphql, Link, useStaticQuery } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import type { MenuItem } from "./product-menu";
import type { SettingsNode } from "./site-settings";
import { useVpnHidden } from "./vpn-availability";
import type { Breadcrumb } from "../build/page-types";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

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
  return (
    <div className={`site${vpnHidden ? " site--vpn-hidden" : ""}`}>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <SiteHeader settings={settings} account={account} currency={currency} chatBadge={chatBadge} productMenu={productMenu} />
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
      <SiteFooter settings={settings} />
      {chatLauncher}
    </div>
  );
}
