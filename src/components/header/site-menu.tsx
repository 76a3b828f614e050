import { useEffect, useRef } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "../smart-link";
import { Icon } from "../icons";
import { wireMenuPanel } from "./menu-panel";

export type NavLink = { href: string; label: string };

/**
 * The header's menu button and panel, shown below lg (1024 px) where the navigation links do not fit
 * (site.css). The links are in the server's HTML (hidden until opened); the behaviour is wired by
 * `wireMenuPanel`, plain DOM code a small script can run as well: on static content pages the boot script
 * wires it (src/islands/boot.ts), with the button's labels from its data attributes.
 */
export function SiteMenu({ links }: { links: NavLink[] }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!button.current || !panel.current) return;
    const b = button.current;
    return wireMenuPanel(b, panel.current, (open) => b.setAttribute("aria-label", t(open ? "site:site.menu.close" : "site:site.menu.open")));
  }, [t]);
  return (
    <div className="site-menu">
      <button
        ref={button}
        type="button"
        className="nav-toggle"
        aria-expanded="false"
        aria-controls="site-menu-panel"
        aria-label={t("site:site.menu.open")}
        data-label-open={t("site:site.menu.open")}
        data-label-close={t("site:site.menu.close")}
      >
        <Icon name="menu" size={22} />
      </button>
      {/* Kept clear of the chat launcher while open (launcher-placement.ts): it reaches the bottom of a phone's screen. */}
      <div ref={panel} id="site-menu-panel" className="site-menu__panel" hidden data-keep-clear="">
        <nav aria-label={t("site:site.menu.title")}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className="site-menu__link">
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
