import { useEffect, useState } from "react";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { isLanguage, localizePath, splitLanguage } from "../../lib/i18n-config";
import { paymentPagePath } from "../../lib/payment-links";
import { navigate } from "gatsby";
import { useLocation } from "@reach/router";
import { rememberedProducts, trackPurchase } from "./purchase";
import { rememberedPaymentLanguage, returnAddress } from "./return-language";
import { RETURN_REASONS, returnReason, type ReturnReason } from "../../lib/return-reason";

type Return = { status: "paid" | "failed"; ref: string; reason: ReturnReason | null };

/**
 * The card page and the form gateways send the customer back to `/my/?payment=paid|failed&paymentRef=…`.
 * This notice shows the outcome there ("Payment failed", its reason by code, a retry link) and reports the purchase.
 * Only the /my/ page renders it (not the shared layout, so content pages do not load it); it renders
 * nothing without the return parameters.
 */
export function PaymentReturnNotice() {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lang = isLanguage(language) ? language : "en";
  const [result, setResult] = useState<Return | null>(null);
  // The account's pages change the address without leaving this page: the notice belongs to the gateway's
  // return address only, and goes once the customer moves on (issue 37: it stayed on every page until a reload).
  const onReturnAddress = new URLSearchParams(useLocation().search).has("payment");
  useEffect(() => {
    const { path } = splitLanguage(window.location.pathname);
    if (!path.startsWith("/my/")) return;
    const q = new URLSearchParams(window.location.search);
    const status = q.get("payment");
    const ref = q.get("paymentRef");
    if ((status !== "paid" && status !== "failed") || !ref) return;
    // Back from a gateway in another language than the payment was started in: continue in that one.
    const home = returnAddress(window.location.pathname, window.location.search, rememberedPaymentLanguage);
    if (home) {
      void navigate(home, { replace: true });
      return;
    }
    setResult({ status, ref, reason: returnReason(q) });
    if (status === "paid") trackPurchase(ref, rememberedProducts(ref) ?? []);
  }, []);
  if (!result || !onReturnAddress) return null;
  if (result.status === "paid") {
    return (
      <div className="notice notice--success" role="status" data-testid="payment-notice">
        {t("checkout:return.paid")}
      </div>
    );
  }
  return (
    <div className="notice notice--error" role="alert" data-testid="payment-notice">
      <strong>{t("errors:paymentFailed")}</strong>
      {/* A catalogue text picked by a known code, never the address's own words (return-reason.ts). */}
      {result.reason ? <span> {t(RETURN_REASONS[result.reason])}</span> : null}{" "}
      <a href={localizePath(paymentPagePath(result.ref), lang)}>{t("checkout:return.retry")}</a>
    </div>
  );
}
