import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { setupCard } from "@/api-client/payment";
import { cardSetupResult, RETURN_REASONS, type CardSetupResult } from "@/lib/return-reason";
import { useFailureToast } from "@/components/app-ui/failure";

/**
 * Saving a card without paying (decision 108): a zero-amount card session on the card provider's hosted
 * page. Its URL is followed as it is (a provider's checkout session carries one), so the account area
 * never loads the card script, which only the payment pages' policy allows.
 */
export function AddCardButton() {
  const { t } = useTranslation("account");
  const showFailure = useFailureToast();
  const [starting, setStarting] = useState(false);
  return (
    <button
      type="button"
      className="button button--small"
      disabled={starting}
      onClick={() => {
        setStarting(true);
        setupCard()
          .then((setup) => window.location.assign(setup.widget.url))
          .catch((e: unknown) => {
            setStarting(false);
            showFailure(e, "completeRequest");
          });
      }}
    >
      {starting ? t("ui.working") : t("cards.add")}
    </button>
  );
}

/**
 * The hosted page sends the customer back to `/my/finance/?card=added|declined[&reason=bank]`: this says
 * how it went (a decline by its catalogue text, never the address's words) and drops the parameters, so a
 * reload does not say it again.
 */
export function CardSetupNotice() {
  const { t } = useTranslation("account");
  const [result, setResult] = useState<CardSetupResult | null>(null);
  useEffect(() => {
    const found = cardSetupResult(new URLSearchParams(window.location.search));
    if (!found) return;
    setResult(found);
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);
  if (!result) return null;
  if (result.status === "added")
    return (
      <p className="notice notice--success" role="status" data-testid="card-setup-notice">
        {t("cards.added")}
      </p>
    );
  return (
    <p className="notice notice--error" role="alert" data-testid="card-setup-notice">
      <strong>{t("cards.declined")}</strong> {t(result.reason ? RETURN_REASONS[result.reason] : "errors:paymentFailed")}
    </p>
  );
}
