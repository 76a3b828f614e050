import { useLayoutEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

/**
 * The account's frame (decision 131): what `/my/*`'s static HTML shows before the app has run and while the
 * session and the menu are asked, so that the page paints its heading, a lead paragraph and the shell's boxes
 * with the document, not after React, Gatsby's runtime and two API answers. It is neutral (no name, no
 * balance, no menu): the same HTML serves every `/my/*` address and visitors who are not signed in, who are
 * then sent to the login page with it still in place. It stays one DOM subtree from the server render to the
 * moment the signed-in shell (or the session's error) replaces it, in the same commit (no frame in between).
 */
let hidden = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const accountFrame = {
  /** The shell (or an error) is shown: the frame goes, before the browser paints that commit. */
  hide() {
    if (hidden) return;
    hidden = true;
    notify();
  },
  /** The account page unmounted (a client navigation away): its next mount starts with the frame again. */
  reset() {
    hidden = false;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isHidden: () => hidden,
};

/** Hides the frame in the layout phase of the commit that shows what replaces it. */
export function useHideAccountFrame(when: boolean) {
  useLayoutEffect(() => {
    if (when) accountFrame.hide();
  }, [when]);
}

export function AccountFrame() {
  const { t } = useTranslation();
  // The server snapshot (shown) is also the hydration's: the static HTML and the first client render match.
  const isHidden = useSyncExternalStore(accountFrame.subscribe, accountFrame.isHidden, () => false);
  if (isHidden) return null;
  return (
    <div className="account account-frame" data-testid="account-frame">
      <div className="account-nav account-frame__nav" aria-hidden="true">
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
      <div className="account-main">
        <h1>{t("account.title")}</h1>
        <p className="account-frame__lead">{t("account.frame.lead")}</p>
        <p className="muted" role="status">
          {t("account.loading")}
        </p>
        <div className="dash-grid" aria-hidden="true">
          {[0, 1].map((i) => (
            <div key={i} className="card dash-part account-frame__card">
              <span className="skeleton" />
              <span className="skeleton" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
