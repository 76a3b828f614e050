import { useTranslation } from "gatsby-plugin-react-i18next";
import { useFrameHidden } from "../../components/app-frame";
import { checkoutFrame } from "./checkout-frame";

/**
 * What the checkout's main area shows while the next route's chunk loads (issue 40): the loading line every
 * route shows first while it asks for its data (the stages, the payment page, the crypto page), the same
 * element in the same place, so the route's own line replaces it without moving anything below. On the first
 * load the static frame still stands in (decision 143): nothing is added under it.
 */
export function CheckoutRouteLoading() {
  const { t } = useTranslation();
  if (!useFrameHidden(checkoutFrame)) return null;
  return (
    <p role="status" data-testid="checkout-route-loading">
      {t("checkout:loading")}
    </p>
  );
}
