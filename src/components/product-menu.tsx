import { startTransition, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { navigate } from "gatsby";
import { createTypeahead } from "../lib/typeahead";
import { useMoney } from "./pricing/currency-store";
import { localizePath, isLanguage } from "../lib/i18n-config";
import { LineIcon } from "./icons";
import { useVpnHidden } from "./vpn-availability";

export type MenuItem = { line: string; href: string; fromPrice: number | null };

const noSubscription = () => () => undefined;

/**
 * Whether the closed menu's "from" prices are rendered. A page's first Intl formatter loads the locale data (tens
 * of ms on a phone, decision 146), and an auth screen shows no other amount: a menu mounted afresh in the browser
 * renders its prices once the visitor heads for the button (pointer over it, focus, touch) or opens it. A menu
 * rendered on the server, or hydrated from that HTML, keeps them from the start (its HTML has them: the boot
 * script of a content page opens that list without React).
 */
function usePricesWanted(open: boolean): [boolean, () => void] {
  // true on the server and while hydrating (getServerSnapshot), false on a fresh client render.
  const fromHtml = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [always] = useState(fromHtml);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => startTransition(() => setWanted(true)), []);
  return [always || wanted || open, want];
}

/**
 * The header's product menu: a real menu button (WAI-ARIA menu pattern). Enter, Space and ArrowDown
 * open it on the first item, ArrowUp on the last; arrows, Home and End move; Escape and Tab close;
 * letters jump by type-ahead (reset after 350 ms, spec §9). Items are links, so they work without JS.
 */
export function ProductMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lang = isLanguage(language) ? language : "en";
  const money = useMoney(lang);
  // Spec §6 (the VPN rule): the server's menu lists every line; the page's features answer may hide VPN.
  const vpnHidden = useVpnHidden();
  const visible = items.filter((i) => !(vpnHidden && i.line === "vpn"));
  const [open, setOpen] = useState(false);
  const [pricesWanted, wantPrices] = usePricesWanted(open);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const typeahead = useRef(createTypeahead());
  const id = useId();

  const focusItem = useCallback((index: number) => {
    setActive(index);
    itemRefs.current[index]?.focus();
  }, []);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves only when the menu opens; while open, focusItem moves it
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      const root = buttonRef.current?.parentElement;
      if (root && !root.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onPointer);
    return () => document.removeEventListener("mousedown", onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setActive(0);
      setOpen(true);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive(visible.length - 1);
      setOpen(true);
    }
  };

  const labels = visible.map((i) => t(`site:site.lines.${i.line}`));
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = visible.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusItem(active === last ? 0 : active + 1);
        return;
      case "ArrowUp":
        event.preventDefault();
        focusItem(active === 0 ? last : active - 1);
        return;
      case "Home":
        event.preventDefault();
        focusItem(0);
        return;
      case "End":
        event.preventDefault();
        focusItem(last);
        return;
      case "Escape":
        event.preventDefault();
        close(true);
        return;
      case "Tab":
        setOpen(false);
        return;
      case " ":
        event.preventDefault();
        itemRefs.current[active]?.click();
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          focusItem(typeahead.current(event.key, labels, active));
        }
    }
  };

  return (
    <div className="product-menu">
      <button
        ref={buttonRef}
        type="button"
        className="product-menu__button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : (setActive(0), setOpen(true)))}
        onKeyDown={onButtonKey}
        onPointerEnter={wantPrices}
        onPointerDown={wantPrices}
        onFocus={wantPrices}
      >
        {t("site:site.menu.products")}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className="product-menu__chevron">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul role="menu" id={`${id}-menu`} aria-labelledby={`${id}-button`} className="product-menu__list" hidden={!open} onKeyDown={onMenuKey}>
        {visible.map((item, index) => (
          <li role="none" key={item.line} data-line={item.line}>
            <a
              role="menuitem"
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              tabIndex={index === active ? 0 : -1}
              href={localizePath(item.href, lang)}
              className="product-menu__item"
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
                void navigate(localizePath(item.href, lang));
              }}
            >
              <LineIcon line={item.line} />
              <span className="product-menu__text">
                <span className="product-menu__label">{t(`site:site.lines.${item.line}`)}</span>
                <span className="product-menu__blurb">{t(`site:site.lineBlurbs.${item.line}`)}</span>
              </span>
              {item.fromPrice !== null && pricesWanted ? (
                <span className="product-menu__price">{t("site:site.menu.from", { price: money(item.fromPrice) })}</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
