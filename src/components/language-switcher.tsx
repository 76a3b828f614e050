import { useSyncExternalStore, type MouseEvent } from "react";
import { Link, navigate } from "gatsby";
import { useLocation } from "@reach/router";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { builtPagePath, switchedAddress } from "../lib/language-switch";
import { rememberLanguage } from "../lib/stored-language";
import { isLanguage, localizePath } from "../lib/i18n-config";
import { isUnprefixedRoute } from "../lib/links";

const noSubscription = () => () => undefined;
/** False while React hydrates the server's HTML (and on the server), true from then on. */
const useAfterHydration = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Links to the same screen in the other languages: where the visitor is (path and query) with the
 * other prefix (decision 001). Static pages render the right href on the server, so the links work
 * without JavaScript. A client-only app (/my, /checkout) and the not-found page are prerendered for
 * another address than the one they show, so their links follow the browser's address once
 * hydrated. Auth routes have no prefix: there the switch changes the language in place (decision 076).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { languages, language, originalPath } = useI18next();
  const location = useLocation();
  const live = useAfterHydration();
  const built = builtPagePath(originalPath);
  return (
    <ul className="language-switcher" aria-label={t("language.label")}>
      {languages.map((lng) => {
        if (!isLanguage(lng)) return null;
        if (lng === language) {
          return (
            <li key={lng}>
              <span aria-current="true" lang={lng} className="language-switcher__current">
                {lng.toUpperCase()}
              </span>
            </li>
          );
        }
        const href = live ? switchedAddress(location, lng) : isUnprefixedRoute(built) ? built : localizePath(built, lng);
        const inPlace = isUnprefixedRoute(href.split(/[?#]/)[0] ?? href);
        const onClick = (event: MouseEvent) => {
          rememberLanguage(lng);
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          // The address at the moment of the click: an app may keep its state in the query without a
          // navigation (the checkout's cart), which the router's location does not see.
          if (!inPlace) void navigate(switchedAddress(window.location, lng));
        };
        return (
          <li key={lng}>
            <Link
              to={href}
              onClick={onClick}
              hrefLang={lng}
              lang={lng}
              aria-label={`${lng.toUpperCase()}: ${t("language.switchTo", { name: t(`language.${lng}`) })}`}
            >
              {lng.toUpperCase()}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
