import { useTranslation } from "gatsby-plugin-react-i18next";
import { createFrameStore, useFrameHidden, useHideFrame } from "../../components/app-frame";

/**
 * The checkout's frame (decision 143, after the account's of decision 131): what `/checkout/*`'s static HTML
 * shows until the app has its catalog (or a payment page has started): the heading and the lead that the
 * checkout itself shows in the same place, the status line and one empty panel. It is painted with the
 * document, so the lead is the page's largest paint, not the configuration panel after React, Gatsby's
 * runtime and the catalog call. The same HTML serves every `/checkout/*` address: nothing in it depends on
 * the plan, the customer or the payment.
 */
export const checkoutFrame = createFrameStore();

/** Hides the frame in the layout phase of the commit that shows the checkout, a payment page or an error. */
export const useHideCheckoutFrame = (when: boolean) => useHideFrame(checkoutFrame, when);

/** The checkout's heading and lead: the frame's and the flow's, the same text in the same place. */
export function CheckoutHeading() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("checkout:title")}</h1>
      <p className="checkout__lead">{t("checkout:lead")}</p>
    </>
  );
}

export function CheckoutFrame() {
  const { t } = useTranslation();
  if (useFrameHidden(checkoutFrame)) return null;
  return (
    <div className="checkout checkout-frame" data-testid="checkout-frame" data-app-frame="checkout">
      <CheckoutHeading />
      <p className="muted" role="status">
        {t("checkout:loading")}
      </p>
      <div className="stage-panel checkout-frame__panel" aria-hidden="true">
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
    </div>
  );
}
