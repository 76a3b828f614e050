import { useEffect, useState } from "react";
import { navigate } from "gatsby";
import { useTranslation } from "react-i18next";
import type { PaymentContext } from "../../../api-client/schemas/payment";
import { currencyCodeSchema } from "../../../api-client/schemas/common";
import { localizePath } from "../../../lib/i18n-config";
import { formatMoney } from "../../../lib/money";
import { Dialog } from "../ui/dialog";
import { Loading } from "../ui/states";
import { useLang } from "../ui/use-lang";
import { isApiError, messageOf } from "../../../api-client/http";
import { ACCOUNT_PROVIDER_COMPONENTS, followPaymentResult, getPaymentContext, startPayment } from "./start-payment";

/** The first text of an error answer that is a list (spec §8: payment creation). */
const firstOfList = (body: unknown): string | null => (Array.isArray(body) && typeof body[0] === "string" ? body[0] : null);

/**
 * Spec §8 for the payment calls: "Request failed…" without an answer, a 429's detail (or "Too many
 * attempts…"), the server's own text of a 4xx when it sent one, else the call's catalogue text.
 */
function failureText(error: unknown, t: (key: string) => string, fallback: string): string {
  if (!isApiError(error)) return t(fallback);
  if (error.kind === "network" || error.kind === "rate-limited") return messageOf(error, t);
  if (error.kind === "http" && error.status !== null && error.status < 500) return firstOfList(error.body) ?? error.serverMessage ?? t(fallback);
  return t(fallback);
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** "balance" for a top-up, else a payment's reference. */
  paymentRef: string;
  /** Top-up amount in the display currency (only for "balance"). */
  amount?: number;
  title: string;
}

/** Chooses a payment method for a payment and starts it (top-up, debts, tariff surcharge). */
export function PayDialog({ open, onClose, paymentRef, amount, title }: Props) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const [context, setContext] = useState<PaymentContext | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [provider, setProvider] = useState<string>("");
  const [saveCard, setSaveCard] = useState(false);
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setContext(null);
    setLoadError(null);
    setSubmitError(null);
    getPaymentContext(paymentRef)
      .then((c) => {
        if (!live) return;
        setContext(c);
        setProvider(c.paymentProviders.find((p) => ACCOUNT_PROVIDER_COMPONENTS.has(p.component))?.key ?? "");
      })
      .catch((error: unknown) => {
        if (!live) return;
        // Spec §8: PERSONAL_INFO_REQUIRED → "Please fill in the personal data"; else the server's message or the named one.
        if (isApiError(error) && error.code === "PERSONAL_INFO_REQUIRED") setLoadError(t("errors.personalInfoRequired"));
        else setLoadError(failureText(error, t, "errors.paymentProviders"));
      });
    return () => {
      live = false;
    };
  }, [open, paymentRef, lang, t]);

  const providers = context?.paymentProviders.filter((p) => ACCOUNT_PROVIDER_COMPONENTS.has(p.component)) ?? [];
  const chosen = providers.find((p) => p.key === provider);

  const submit = async () => {
    if (!chosen || busy) return;
    setBusy(true);
    setSubmitError(null);
    try {
      const result = await startPayment(
        paymentRef,
        {
          payment_type: chosen.key,
          // The provider's currency choice is a plain string in the context: checked before it is sent.
          currency: currencyCodeSchema.parse(chosen.options.selectWidget.value),
          save_payment_method: chosen.options.save_payment_method ? saveCard : false,
          include_balance: chosen.options.include_balance,
          legalentity_id: chosen.options.legalentity_id,
          ...(amount !== undefined ? { amount } : {}),
        },
      );
      followPaymentResult(result, (path) => {
        onClose();
        void navigate(localizePath(path, lang));
      });
    } catch (error) {
      // Spec §8: a payment-creation error shows the first element of the answer's array.
      setSubmitError(failureText(error, t, "errors.completeRequest"));
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {loadError ? (
        <p className="form__error" role="alert">
          {loadError}
        </p>
      ) : !context ? (
        <Loading rows={2} />
      ) : (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {context.amount !== null ? (
            <p className="pay__amount">
              {t("pay.toPay")} <strong>{formatMoney(context.amount, "EUR", lang)}</strong>
            </p>
          ) : null}
          <fieldset className="choice-list">
            <legend>{t("pay.method")}</legend>
            {providers.map((p) => (
              <label key={p.key} className="choice">
                <input type="radio" name="provider" value={p.key} checked={provider === p.key} onChange={() => setProvider(p.key)} />
                <span>{t(`pay.providers.${p.key}`, { defaultValue: p.key })}</span>
              </label>
            ))}
          </fieldset>
          {chosen?.options.save_payment_method ? (
            <label className="checkbox">
              <input type="checkbox" checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} />
              {t("pay.saveCard")}
            </label>
          ) : null}
          {submitError ? (
            <p className="form__error" role="alert">
              {submitError}
            </p>
          ) : null}
          <div className="actions">
            <button type="submit" className="button" disabled={!chosen || busy}>
              {busy ? t("ui.working") : t("pay.continue")}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t("ui.cancel")}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
