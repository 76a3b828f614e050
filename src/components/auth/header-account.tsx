import { useEffect, useId, useRef, useState } from "react";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { useAuth } from "./auth-context";
import { AccountEntryLink } from "../account-entry";
import { SmartLink } from "../smart-link";
import { Icon } from "../icons";

/**
 * The header's account entry on pages that hold the auth context (the checkout): the signed-in
 * customer's account menu (menu_context items, log out) as a disclosure, else the static "My account"
 * link. It reads the one auth store, so a sign-in anywhere on the page shows here at once.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { language } = useI18next();
  const { state, store } = useAuth();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const signedIn = state.status === "settled" && !!state.user;
  const userId = state.user?.id;

  useEffect(() => {
    if (signedIn) void store.loadAccount();
  }, [signedIn, userId, store]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onPointer);
    return () => document.removeEventListener("mousedown", onPointer);
  }, [open]);

  if (!signedIn || !state.user) return <AccountEntryLink />;
  const who = state.user.email ?? state.user.display;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from anywhere in the open menu closes it; the button and links are the controls
    <div
      className="header-account"
      data-testid="header-account"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="button button--small account-entry"
        aria-label={who}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <Icon name="user" size={16} />
        <span className="header-account__who">{who}</span>
      </button>
      {/* Open, it is kept clear of the chat launcher (launcher-placement.ts): its last items, Log out among them, come down to
          the launcher's corner on a 720 px tall screen. */}
      <div id={id} className="header-account__panel" hidden={!open} data-keep-clear="">
        <ul data-testid="header-account-menu">
          {(state.menu?.items ?? []).map((item) => {
            const label = t(`account.sections.${item.key}`, { defaultValue: "" }) || item.title;
            return (
              <li key={item.key} data-key={item.key}>
                {item.external ? (
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                ) : (
                  <SmartLink href={item.url} language={language}>
                    {label}
                  </SmartLink>
                )}
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-busy={leaving}
          onClick={async () => {
            if (leaving) return;
            setLeaving(true);
            await store.logout();
            setLeaving(false);
          }}
        >
          {leaving ? t("account.nav.loggingOut") : t("account.nav.logout")}
        </button>
      </div>
    </div>
  );
}
