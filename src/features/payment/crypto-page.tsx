import { useCallback, useEffect, useRef, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { getCryptoStatus, getPaymentContext, startPayment, triggerCryptoCheck } from "../../api-client/payment";
import { errorText } from "../../api-client/error-text";
import type { CryptoInvoice } from "../../api-client/schemas/payment";
import type { CurrencyCode } from "../../api-client/schemas/common";
import { isLanguage, localizePath } from "../../lib/i18n-config";
import { cryptoPagePath } from "../../lib/payment-links";
import { useCurrency } from "../../components/pricing";
import { rememberedProducts, trackPurchase } from "./purchase";
import { useRealtime } from "./realtime";
import { Field } from "../../components/forms/field";
import { QrCode } from "../../components/qr-code";
import { formatMoney } from "../../lib/money";
import { formatTimeLeft } from "../../lib/format";
import { useScreenTitle } from "../../components/screen-title";
import { canSwitchNetwork, concernsInvoice, isOpen, networkChoices, quoteLeft, shouldPoll, switchableNetworks } from "./crypto-rules";

type Props = RouteComponentProps<{ paymentRef: string }>;

const LOCALES = { en: "en-US", ru: "ru-RU" } as const;
/** Date and time in the visitor's time zone: the invoice lifetime is hours, not days. */
const formatDateTime = (iso: string, lang: "en" | "ru") =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));

/**
 * The quote's countdown (issue 19): ticks every second while the invoice awaits funds and ends in the
 * catalogue's expired message; at zero it asks for the status, which the server then answers as expired.
 */
function Countdown({ expiresAt, onEnd }: { expiresAt: string; onEnd: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const { left, ended } = quoteLeft(expiresAt, now);
  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ended]);
  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd]);
  return ended ? (
    <dd className="form-error" data-testid="crypto-countdown" data-ended="true">
      {t("checkout:crypto.status.expired")}
    </dd>
  ) : (
    <dd data-testid="crypto-countdown" data-ended="false">
      <span role="timer" aria-label={t("checkout:crypto.timeLeft")}>
        {formatTimeLeft(left)}
      </span>
    </dd>
  );
}

/** How often the status call runs while the realtime connection is down (fallback). */
const POLL_MS = 10_000;

/**
 * Crypto payment page (spec §4): awaiting → pending (confirmations) → paid, or expired; live over the
 * realtime connection, with the status call as fallback and a manual "check now" (trigger_check).
 */
export function CryptoPage({ paymentRef = "", location }: Props) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lang = isLanguage(language) ? language : "en";
  const { current: displayCurrency } = useCurrency();
  useScreenTitle(t("checkout:crypto.title"), t("checkout:title"));
  const query = new URLSearchParams(location?.search ?? "");
  const id = query.get("id") ?? "";
  const network = query.get("network") ?? "";
  const [invoice, setInvoice] = useState<CryptoInvoice | null>(null);
  // The status call's failure, cleared by its next success; a press's failure (check, network switch) is kept
  // apart, so a status refresh (the realtime socket opening, an invoice event) does not wipe it unread.
  const [error, setError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const [live, setLive] = useState(false);
  const [networks, setNetworks] = useState<string[]>([]);
  const [switching, setSwitching] = useState(false);
  const [checking, setChecking] = useState(false);
  const switchingRef = useRef(false);

  const refresh = useCallback(async () => {
    if (!id || !network) return;
    try {
      setInvoice(await getCryptoStatus(network, id));
      setError(null);
    } catch (e) {
      setError(errorText(e, t));
    }
  }, [id, network, t]);

  useEffect(() => {
    setInvoice(null);
    void refresh();
  }, [refresh]);
  const onQuoteEnd = useCallback(() => void refresh(), [refresh]);

  // Networks the customer may switch to: the crypto providers of the payment context.
  useEffect(() => {
    getPaymentContext(paymentRef).then(
      (c) => setNetworks(switchableNetworks(c)),
      () => setNetworks([]),
    );
  }, [paymentRef]);

  useRealtime(
    (event) => {
      if (concernsInvoice(event, id, paymentRef)) void refresh();
    },
    (open) => {
      setLive(open);
      if (open) void refresh(); // catch up on anything missed while disconnected
    },
  );

  // Fallback: poll while the socket is down and the invoice can still change.
  const poll = shouldPoll(live, invoice?.status);
  useEffect(() => {
    if (!poll) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [poll, refresh]);

  useEffect(() => {
    if (invoice?.status === "paid") trackPurchase(paymentRef, rememberedProducts(paymentRef) ?? [], `crypto_${invoice.network}`);
  }, [invoice?.status, invoice?.network, paymentRef]);

  const switchNetwork = async (next: string) => {
    if (switchingRef.current || next === network) return;
    switchingRef.current = true;
    setSwitching(true);
    setActionError(null);
    try {
      const currency: CurrencyCode = displayCurrency;
      const result = await startPayment(paymentRef, { payment_type: next, currency });
      if ("widget" in result && result.widget.type === "crypto") {
        await navigate(localizePath(cryptoPagePath(paymentRef, result.widget), lang), { replace: true });
      }
    } catch (e) {
      setActionError(errorText(e, t));
    } finally {
      switchingRef.current = false;
      setSwitching(false);
    }
  };

  const copyAddress = async () => {
    if (!invoice) return;
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(invoice.address);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  if (!id || !network)
    return (
      <p className="form-error" role="alert">
        {t("checkout:crypto.missing")}
      </p>
    );
  if (!invoice)
    return error ? (
      <p className="form-error" role="alert">
        {error}
      </p>
    ) : (
      <p role="status">{t("checkout:loading")}</p>
    );

  return (
    <section className="crypto-page" data-status={invoice.status} aria-labelledby="crypto-heading">
      <h1 id="crypto-heading">{t("checkout:crypto.title")}</h1>
      <p className={`crypto-status crypto-status--${invoice.status}`} role="status" aria-live="polite" data-testid="crypto-status">
        {t(`checkout:crypto.status.${invoice.status}`)}
      </p>
      {isOpen(invoice.status) ? (
        <>
          <Field label={t("checkout:crypto.network")}>
            {(control) => (
              <select
                {...control}
                className="input"
                name="network"
                value={invoice.network}
                disabled={!canSwitchNetwork(invoice.status, networks, switching)}
                onChange={(e) => void switchNetwork(e.target.value)}
              >
                {networkChoices(networks, invoice.network).map((n) => (
                  <option key={n} value={n}>
                    {t(`checkout:providers.${n}`, { defaultValue: n })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="crypto-qr">
            <QrCode value={invoice.paymentUri} label={t("checkout:crypto.qrLabel")} className="crypto-qr__code" testId="crypto-qr" />
            <a className="button button--small button--secondary" href={invoice.paymentUri} data-testid="crypto-uri">
              {t("checkout:crypto.openWallet")}
            </a>
          </div>
          <dl className="crypto-details">
            <div>
              <dt>{t("checkout:crypto.amount")}</dt>
              <dd data-testid="crypto-amount">
                {invoice.amount} {invoice.asset}
              </dd>
            </div>
            <div>
              <dt>{t("checkout:crypto.fiat")}</dt>
              <dd data-testid="crypto-fiat">{formatMoney(invoice.fiatAmount, invoice.fiatCurrency, lang)}</dd>
            </div>
            <div>
              <dt>{t("checkout:crypto.address")}</dt>
              <dd className="crypto-address">
                <code data-testid="crypto-address">{invoice.address}</code>
                <button type="button" className="button button--small" onClick={() => void copyAddress()}>
                  {t("checkout:crypto.copy")}
                </button>
                <span role="status" className={copy === "failed" ? "form-error" : "muted"}>
                  {copy === "copied" ? t("checkout:crypto.copied") : copy === "failed" ? t("errors:copyFailed") : ""}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t("checkout:crypto.expires")}</dt>
              <dd>{formatDateTime(invoice.expiresAt, lang)}</dd>
            </div>
            {invoice.status === "awaiting" ? (
              <div>
                <dt>{t("checkout:crypto.timeLeft")}</dt>
                <Countdown expiresAt={invoice.expiresAt} onEnd={onQuoteEnd} />
              </div>
            ) : null}
          </dl>
          <p className="warning" role="note">
            {t("checkout:crypto.chainWarning", {
              network: t(`checkout:providers.${invoice.network}`, { defaultValue: invoice.network }),
              asset: invoice.asset,
            })}
          </p>
          <p className="warning" role="note">
            {t("checkout:crypto.usWarning")}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={checking}
            onClick={async () => {
              setChecking(true);
              setActionError(null);
              try {
                setInvoice(await triggerCryptoCheck(invoice.network, invoice.id));
              } catch (e) {
                setActionError(errorText(e, t));
              } finally {
                setChecking(false);
              }
            }}
          >
            {t("checkout:crypto.check")}
          </button>
        </>
      ) : null}
      {invoice.status === "expired" ? <p>{t("checkout:crypto.expiredText", { date: formatDateTime(invoice.walletDeactivatesAt, lang) })}</p> : null}
      {invoice.status === "paid" ? (
        <p>
          <a className="button" href={localizePath("/my/", lang)}>
            {t("checkout:crypto.toAccount")}
          </a>
        </p>
      ) : null}
      {[...new Set([actionError, error])].map((text) =>
        text ? (
          <p key={text} className="form-error" role="alert">
            {text}
          </p>
        ) : null,
      )}
      <p className="muted small" data-testid="realtime-state">
        {live ? t("checkout:crypto.live") : t("checkout:crypto.polling")}
      </p>
    </section>
  );
}
