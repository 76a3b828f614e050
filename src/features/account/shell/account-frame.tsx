import { useTranslation } from "react-i18next";
import { createFrameStore, useFrameHidden, useHideFrame } from "../../../components/app-frame";

/**
 * The account's frame (decision 131): what `/my/*`'s static HTML shows before the app has run and while the
 * session and the menu are asked, so that the page paints its heading, a lead paragraph and the shell's boxes
 * with the document, not after React, Gatsby's runtime and two API answers. It is neutral (no name, no
 * balance, no menu): the same HTML serves every `/my/*` address and visitors who are not signed in, who are
 * then sent to the login page with it still in place. It stays one DOM subtree from the server render to the
 * moment the signed-in shell (or the session's error) replaces it, in the same commit (no frame in between).
 */
export const accountFrame = createFrameStore();

/** Hides the frame in the layout phase of the commit that shows the shell or the session's error. */
export const useHideAccountFrame = (when: boolean) => useHideFrame(accountFrame, when);

export function AccountFrame() {
  if (useFrameHidden(accountFrame)) return null;
  return (
    <div className="account account-frame" data-testid="account-frame" data-app-frame="account">
      <div className="account-nav account-frame__nav" aria-hidden="true">
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
      <div className="account-main">
        <AccountFrameMain />
      </div>
    </div>
  );
}

/**
 * The frame's section part: the area's heading, a lead, the loading line and two empty cards. The shell shows it
 * too while a section's code is on its way (its Suspense fallbacks), so the heading and the boxes the frame painted
 * stay until the section replaces them: a lone loading line in between had the heading vanish and the page
 * collapse for a moment, a second time when the section came.
 */
export function AccountFrameMain() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("account.title")}</h1>
      <p className="account-frame__lead">{t("account.frame.lead")}</p>
      <p className="muted" role="status">
        {t("account.loading")}
      </p>
      <div className="dash-grid account-frame__grid" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="card dash-part account-frame__card">
            <span className="skeleton" />
            <span className="skeleton" />
          </div>
        ))}
      </div>
    </>
  );
}
