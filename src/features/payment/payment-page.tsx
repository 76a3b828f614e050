import { useEffect, useMemo, useRef, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { getPaymentContext, startPayment } from "../../api-client/payment";
import { errorText } from "../../api-client/error-text";
import type { PaymentContext, PaymentProvider } from "../../api-client/schemas/payment";
import { convertFromEur, preselectedProvider } from "../../lib/currency";
import { formatMoney, isCurrencyCode } from "../../lib/money";
import { formatPercent } from "../../lib/format";
import { AMOUNT_MAX } from "../../lib/rules/amounts";
import { localizePath, isLanguage } from "../../lib/i18n-config";
import { pushEcommerce, toItem } from "../../lib/analytics";
import { useCurrency } from "../../components/pricing";
import { redirectToCardSession } from "./card-script";
import { rememberProducts, trackPurchase } from "./purchase";
import { rememberPaymentLanguage, rememberStartedPayment } from "./return-language";
import { resultAction, submitForm } from "./results";
import { cryptoPagePath, readTopUpPrefill, TOP_UP_REF } from "../../lib/payment-links";
import { Field } from "../../components/forms/field";
import { PaymentSummary } from "./payment-summary";
import { SavedCardChoices } from "./saved-card-choices";
import { useScreenTitle } from "../../components/screen-title";
import {
  allowedProviders,
  amountProblemKey,
  currencyWidget,
  loadErrorOf,
  paymentRequest,
  paymentSummary,
  payFailureKey,
  providerCurrency,
  selectionFor,
  withLegalEntity,
  type LoadError,
  type Selection,
} from "./payment-rules";

type Props = RouteComponentProps<{ paymentRef: string }>;

/**
 * The payment page for a paymentRef (spec §4, §7): the providers of the payment context with their
 * options and regional restrictions; changing provider resets the amount and derives the currency.
 */
export function PaymentPage(props: Props) {
  // A new ref (route change) starts from a fresh selection.
  return <PaymentPageInner key={props.paymentRef} {...props} />;
}

function PaymentPageInner({ paymentRef = "", location }: Props) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lang = isLanguage(language) ? language : "en";
  const display = useCurrency();
  const [context, setContext] = useState<PaymentContext | null>(null);
  const [loadError, setLoadError] = useState<LoadError | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [status, setStatus] = useState<"idle" | "loading">("idle");
  const loadingRef = useRef(false);
  const [error, setError] = useState<string | null>(null);
  // The top-up amount's own message (issue 19: after a provider change the amount is empty and Pay must say so).
  const [amountError, setAmountError] = useState<string | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const isTopUp = paymentRef === TOP_UP_REF;
  useScreenTitle(isTopUp ? t("checkout:pay.topUpTitle") : t("checkout:pay.title"), t("checkout:title"));
  // A top-up started from the account arrives with its amount and currency (src/features/payment/links.ts).
  const [prefill] = useState(() => (isTopUp ? readTopUpPrefill(location?.search ?? "") : { amount: "", currency: null }));

  useEffect(() => {
    let live = true;
    getPaymentContext(paymentRef).then(
      (c) => {
        if (!live) return;
        setContext(c);
        rememberProducts(paymentRef, c.eecProducts.products);
        rememberPaymentLanguage(paymentRef, lang);
        if (c.eecProducts.products.length) pushEcommerce("view_cart", c.eecProducts.products.map(toItem));
      },
      (e: unknown) => {
        if (live) setLoadError(loadErrorOf(e));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one load per payment; the page language is recorded with it, not a reason to load again
  }, [paymentRef]);

  const providers = useMemo(() => allowedProviders(context), [context]);

  const choose = (provider: PaymentProvider, initial = false) => {
    const wanted = initial ? (prefill.currency ?? display.current) : (selection?.currency ?? display.current);
    setError(null);
    setAmountError(null);
    // Spec §4: changing provider resets the amount; the first choice keeps a top-up's prefilled one.
    setSelection(selectionFor(provider, wanted, initial ? prefill.amount : ""));
  };

  // The first allowed provider that can take the amount is preselected (lib/currency.ts).
  useEffect(() => {
    const first = context ? preselectedProvider(providers, isTopUp ? null : (context.amount ?? null), context.balance) : undefined;
    if (!selection && first) choose(first, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the provider list arrives; choose and selection are read, not watched
  }, [providers]);

  if (loadError?.kind === "personal") {
    return (
      <section className="payment-page">
        <h1>{t("checkout:pay.title")}</h1>
        <p className="form-error" role="alert">
          {t("errors:personalInfoRequired")}
        </p>
        <a className="button" href={localizePath("/checkout/", lang)}>
          {t("checkout:pay.fillPersonal")}
        </a>
      </section>
    );
  }
  if (loadError) {
    return (
      <section className="payment-page">
        <h1>{t("checkout:pay.title")}</h1>
        <p className="form-error" role="alert">
          {t("errors:fetchPaymentProviders")}
          {loadError.network ? `: ${t("errors:requestFailed")}` : loadError.message ? `: ${loadError.message}` : ""}
        </p>
      </section>
    );
  }
  if (!context || !selection) return <p role="status">{t("checkout:loading")}</p>;

  const provider = providers.find((p) => p.key === selection.provider) ?? providers[0]!;
  const widget = currencyWidget(provider, selection.legalentity_id);
  const currencyInfo = display.available.find((c) => c.short === selection.currency);
  // Amount in EUR (the payment's own, or the typed top-up amount converted back), the balance's part, the minimum,
  // VAT and the lines in the chosen currency (payment-rules.ts; lib/rules/amounts.ts for the typed amount).
  const { typed, typedProblem, balanceUsed, chargeEur, minimum, vatRate, shownCode, split } = paymentSummary(
    context,
    provider,
    selection,
    currencyInfo,
    isTopUp,
  );
  const typedPayable = typedProblem === null;
  const shown = (eur: number) => formatMoney(currencyInfo ? convertFromEur(eur, currencyInfo) : eur, shownCode, lang);
  const shownSplit = (amount: number) => formatMoney(amount, shownCode, lang);

  const pay = async () => {
    if (loadingRef.current) return; // double click: one payment
    const problem = typedProblem;
    setError(null); // a new press: the last request's failure no longer stands beside this one's messages
    const amountKey = amountProblemKey(problem, selection.currency);
    const amountText = amountKey ? t(amountKey, { max: formatMoney(AMOUNT_MAX[selection.currency], selection.currency, lang) }) : null;
    setAmountError(amountText);
    if (amountText) {
      amountInput.current?.focus();
      return;
    }
    if (minimum !== null) return;
    loadingRef.current = true;
    setStatus("loading");
    setError(null);
    pushEcommerce("add_payment_info", context.eecProducts.products.map(toItem), { payment_type: provider.analytics_name });
    try {
      const result = await startPayment(paymentRef, paymentRequest(provider, selection, isTopUp, typed));
      // The gateway sends the customer back with the payment's own ref (a top-up's is not `balance`).
      rememberStartedPayment(paymentRef, result.paymentRef, lang);
      const action = resultAction(result, window.location.origin);
      switch (action.kind) {
        case "form":
          submitForm(placeholder.current, action);
          return; // the page leaves; stay "loading"
        case "in-app":
          if (action.paid) trackPurchase(result.paymentRef, context.eecProducts.products, provider.analytics_name);
          await navigate(localizePath(action.path, lang));
          return;
        case "external":
          window.location.assign(action.url);
          return;
        case "card":
          await redirectToCardSession(action.widget);
          return;
        case "crypto":
          await navigate(localizePath(cryptoPagePath(paymentRef, action), lang));
          return;
      }
    } catch (e) {
      // The selection (provider, amount, currency) stays as it was so the customer can retry.
      const key = payFailureKey(e);
      setError(key ? t(key) : errorText(e, t));
      loadingRef.current = false;
      setStatus("idle");
    }
  };

  return (
    <section className="payment-page" data-status={status}>
      <h1>{isTopUp ? t("checkout:pay.topUpTitle") : t("checkout:pay.title")}</h1>
      {context.eecProducts.products.length ? (
        <ul className="payment-products">
          {context.eecProducts.products.map((p) => (
            <li key={`${p.id}-${p.name}`}>
              {p.name} <span className="muted">{shown(p.price * p.quantity)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <PaymentSummary summary={context.summary} />
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void pay();
        }}
      >
        <fieldset
          className="providers"
          onClickCapture={(e) => {
            // The second click of a double click (its click count is 2) on the checkout's "Place order and pay"
            // lands on this page, where a method's radio may sit under the pointer: it chose that method. A
            // method is chosen with one click; a second one in a row is not a choice.
            if (e.detail > 1) {
              e.preventDefault();
              e.stopPropagation();
            }
          }}
        >
          <legend>{t("checkout:pay.method")}</legend>
          {providers.map((p) =>
            p.component === "SavedCard" ? (
              // Each saved card is a way to pay of its own, charged without the card page (issue 37 item 6).
              <SavedCardChoices
                key={p.key}
                provider={p}
                chosen={p.key === provider.key ? selection.saved_card_id : null}
                disabled={status === "loading"}
                onChoose={(id) => {
                  if (p.key !== provider.key) choose(p);
                  setSelection((s) => (s ? { ...s, saved_card_id: id } : s));
                }}
              />
            ) : (
              <label key={p.key} className={p.key === provider.key ? "provider provider--selected" : "provider"}>
                <input type="radio" name="provider" value={p.key} checked={p.key === provider.key} onChange={() => choose(p)} disabled={status === "loading"} />
                {t(`checkout:providers.${p.key}`, { defaultValue: p.key })}
                {/* What the balance holds, so the choice is an informed one (it showed nothing). */}
                {p.component === "Balance" ? <span className="muted"> ({shown(context.balance)})</span> : null}
              </label>
            ),
          )}
        </fieldset>
        {provider.options.legalEntities.length ? (
          <Field label={t("checkout:pay.legalEntity")}>
            {(control) => (
              <select
                {...control}
                className="input"
                name="legalentity"
                value={selection.legalentity_id ?? ""}
                onChange={(e) => setSelection(withLegalEntity(selection, provider, Number(e.target.value)))}
              >
                {provider.options.legalEntities.map((le) => (
                  <option key={le.pk} value={le.pk}>
                    {/* The company's name (issue 19: it read "#1 (EUR)"); the name is customer data. */}
                    {le.name} ({le.currency_select_widget.value})
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={t("checkout:pay.currency")}>
          {(control) => (
            <select
              {...control}
              className="input"
              name="currency"
              value={selection.currency}
              onChange={(e) => {
                if (isCurrencyCode(e.target.value))
                  setSelection({ ...selection, currency: providerCurrency(provider, selection.legalentity_id, e.target.value) });
              }}
            >
              {widget.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {/* The name from the catalogue (issue 19: the API's label is English, or the code again). */}
                  {c.value} — {t(`checkout:currency.names.${c.value}`, { defaultValue: c.value })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {isTopUp ? (
          <Field label={t("checkout:pay.amount", { currency: selection.currency })} error={amountError ?? undefined} required>
            {(control) => (
              <input
                {...control}
                ref={amountInput}
                className="input"
                name="amount"
                inputMode="decimal"
                value={selection.amount}
                onChange={(e) => {
                  setAmountError(null);
                  setSelection({ ...selection, amount: e.target.value });
                }}
              />
            )}
          </Field>
        ) : null}
        {provider.options.include_balance ? (
          <label className="choice">
            <input
              type="checkbox"
              name="include_balance"
              checked={selection.include_balance}
              onChange={(e) => setSelection({ ...selection, include_balance: e.target.checked })}
            />{" "}
            {t("checkout:pay.includeBalance", { balance: shown(context.balance) })}
          </label>
        ) : null}
        {provider.options.save_payment_method ? (
          <label className="choice">
            <input
              type="checkbox"
              name="save_payment_method"
              checked={selection.save_payment_method}
              onChange={(e) => setSelection({ ...selection, save_payment_method: e.target.checked })}
            />{" "}
            {t("checkout:pay.saveCard")}
          </label>
        ) : null}
        {provider.options.corporate_invoice_include_overdraft ? (
          <label className="choice">
            <input
              type="checkbox"
              name="overdraft"
              checked={selection.corporate_invoice_include_overdraft}
              onChange={(e) => setSelection({ ...selection, corporate_invoice_include_overdraft: e.target.checked })}
            />{" "}
            {t("checkout:pay.overdraft")}
          </label>
        ) : null}
        {provider.component === "Crypto" ? <p className="warning">{t("checkout:crypto.usWarning")}</p> : null}
        {minimum !== null ? (
          <p className="hint" role="status" data-testid="min-amount">
            {t("checkout:pay.minAmount", { amount: shown(minimum) })}
          </p>
        ) : null}
        {typedPayable ? (
          <dl className="payment-breakdown" data-testid="payment-breakdown">
            {/* A top-up is a prepayment: no VAT line; the invoices the balance pays carry the VAT (decision 162). */}
            {isTopUp ? null : (
              <>
                <div>
                  <dt>{t("checkout:sidebar.net")}</dt>
                  <dd data-testid="net">{shownSplit(split.net)}</dd>
                </div>
                <div>
                  <dt>{t("checkout:pay.vatRate", { rate: formatPercent(Math.round(vatRate * 10000) / 100, lang) })}</dt>
                  <dd data-testid="vat">{shownSplit(split.vat)}</dd>
                </div>
              </>
            )}
            <div>
              <dt>{t("checkout:sidebar.total")}</dt>
              <dd data-testid="total">{shownSplit(split.total)}</dd>
            </div>
            {balanceUsed > 0 ? (
              <div>
                <dt>{t("checkout:pay.fromBalance")}</dt>
                <dd data-testid="from-balance">−{shown(balanceUsed)}</dd>
              </div>
            ) : null}
            <div className="payment-total">
              <dt>{t("checkout:pay.toPay")}</dt>
              <dd>
                <strong data-testid="to-pay">{shown(chargeEur)}</strong>
              </dd>
            </div>
          </dl>
        ) : null}
        {isTopUp ? (
          <p className="hint" data-testid="top-up-vat">
            {t("checkout:pay.topUpNoVat")}
          </p>
        ) : null}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--large" aria-busy={status === "loading"} disabled={minimum !== null} data-testid="pay">
          {status === "loading" ? t("checkout:pay.paying") : t("checkout:pay.pay")}
        </button>
      </form>
      <div ref={placeholder} hidden data-testid="form-placeholder" />
    </section>
  );
}
