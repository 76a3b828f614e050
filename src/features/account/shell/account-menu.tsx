import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type * as z from "zod/mini";
import type { menuItemSchema } from "@/api-client/schemas/account";
import { SmartLink } from "@/components/smart-link";
import { isCurrent, sectionOf } from "./paths";

type MenuItem = z.infer<typeof menuItemSchema>;

type Props = { items: MenuItem[]; pathname: string; language: string };

/**
 * The account's sections (menu_context, spec §2). On a desktop, a list beside the section. Below the two-column
 * layout (a phone), it was a clipped sideways strip of 14 entries (issue 37): there a "Menu" button naming the
 * current section discloses the whole list (app.css hides the button on a desktop and the closed list on a
 * phone). Choosing a section or Escape closes it and gives the focus back to the button.
 */
export function AccountMenu({ items, pathname, language }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const listId = useId();
  // A page inside a section (an order, a project, a new ticket) marks its section's item (aria-current="true").
  const section = sectionOf(
    items.filter((i) => !i.external).map((i) => i.url),
    pathname,
  );
  const currentOf = (item: MenuItem) => (isCurrent(item.url, pathname) ? "page" : item.url === section ? "true" : undefined);
  const nameOf = (item: MenuItem) => t(`account.sections.${item.key}`, { defaultValue: "" }) || item.title;
  const current = items.find((i) => !i.external && currentOf(i) !== undefined);
  // Escape and a choice (any link's click: SmartLink takes no handler) close an open list, the focus back on the
  // button; listened to natively, as the wrapper is no control of its own.
  useEffect(() => {
    const box = wrapper.current;
    if (!box || !open) return;
    const close = () => {
      setOpen(false);
      toggle.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.stopPropagation();
      close();
    };
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest("a")) close();
    };
    box.addEventListener("keydown", onKey);
    box.addEventListener("click", onClick);
    return () => {
      box.removeEventListener("keydown", onKey);
      box.removeEventListener("click", onClick);
    };
  }, [open]);
  return (
    <div className="account-menu" data-open={open} ref={wrapper}>
      <button
        type="button"
        ref={toggle}
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="account-menu-toggle"
        onClick={() => setOpen(!open)}
      >
        <span className="account-menu__word">{t("account.nav.menu")}</span>
        {current ? <span className="account-menu__current">{nameOf(current)}</span> : null}
      </button>
      <ul id={listId} data-testid="account-menu">
        {items.map((item) => (
          <li key={item.key} data-key={item.key}>
            {item.external ? (
              // Another application on this origin (the control panel): a new tab, no referrer (spec §2).
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                {nameOf(item)}
              </a>
            ) : (
              <SmartLink href={item.url} language={language} aria-current={currentOf(item)}>
                {nameOf(item)}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
