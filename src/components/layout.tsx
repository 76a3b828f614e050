import type { ReactNode } from "react";
import { graphql, Link, useStaticQuery } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "./smart-link";
import { LanguageSwitcher } from "./language-switcher";
import { ChatLauncher } from "../features/support-chat/chat-launcher";
import type { Breadcrumb } from "../build/page-types";

type SettingsQuery = {
  allSiteSettings: { nodes: Array<{ language: string; siteName: string; footerLinks: Array<{ label: string; href: string }> }> };
};

function useSiteSettings(language: string) {
  const data = useStaticQuery<SettingsQuery>(graphql`
    query LayoutSiteSettings {
      allSiteSettings {
        nodes { language siteName footerLinks { label href } }
      }
    }
  `);
  const nodes = data.allSiteSettings.nodes;
  return nodes.find((n) => n.language === language) ?? nodes.find((n) => n.language === "en") ?? { language, siteName: "", footerLinks: [] };
}

export function Layout({ children, breadcrumbs }: { children: ReactNode; breadcrumbs?: Breadcrumb[] }) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const settings = useSiteSettings(language);
  return (
    <div className="site">
      <a className="skip-link" href="#main">{t("skipToContent")}</a>
      <header className="site-header">
        <div className="container site-header__inner">
          <SmartLink href="/" className="brand">
            <span className="brand__mark" aria-hidden="true" />
            {settings.siteName}
          </SmartLink>
          <nav aria-label={t("nav.primary")} className="site-nav">
            <SmartLink href="/help/">{t("nav.help")}</SmartLink>
            <SmartLink href="/my/" className="button button--small">{t("nav.account")}</SmartLink>
            <LanguageSwitcher />
          </nav>
        </div>
      </header>
      {breadcrumbs && breadcrumbs.length > 1 ? (
        <nav aria-label={t("nav.breadcrumbs")} className="container breadcrumbs">
          <ol>
            {breadcrumbs.map((b, i) => (
              <li key={b.path}>
                {i < breadcrumbs.length - 1 ? <Link to={b.path}>{b.name}</Link> : <span aria-current="page">{b.name}</span>}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <main id="main" className="container site-main">
        {children}
      </main>
      <footer className="site-footer">
        <div className="container site-footer__inner">
          <nav aria-label={t("footer.links")}>
            <ul className="footer-links">
              {settings.footerLinks.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="copyright">{t("footer.copyright", { year: new Date().getFullYear(), siteName: settings.siteName })}</p>
        </div>
      </footer>
      <ChatLauncher />
    </div>
  );
}
