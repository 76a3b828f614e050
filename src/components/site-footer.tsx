import { memo } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "./smart-link";
import type { SettingsNode } from "./site-settings";
import { PRODUCT_LINES } from "../../schemas/lib/site-model";

/** The product line a footer link leads to (`data-line`: the VPN line hides for whom spec §6 denies it, site.css). */
function lineOfHref(href: string): string | undefined {
  return PRODUCT_LINES.find((l) => href === l.base)?.id;
}

/** The site's footer. Memoised like the header (site-header.tsx): it renders again only when the settings or the language change. */
export const SiteFooter = memo(function SiteFooter({ settings }: { settings: SettingsNode }) {
  const { t } = useTranslation();
  return (
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
  );
});
