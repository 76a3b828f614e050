import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { call, ensureCsrfCookie } from "../../../api-client/client";
import { isApiError, messageOf, type ApiError } from "../../../api-client/http";
import { partnerPayoutSchema, partnerSummarySchema, PAYOUT_METHODS, type PartnerSummary } from "../../../api-client/schemas/partner";
import { formatDate, formatPercent } from "../../../lib/format";
import { formatMoney } from "../../../lib/money";
import { SmartLink } from "../../../components/smart-link";
import { isLanguage, localizePath } from "../../../lib/i18n-config";

type LoadState = { kind: "loading" } | { kind: "signed-out" } | { kind: "error"; cause: ApiError | null } | { kind: "ready"; data: PartnerSummary };

/** Account screen /my/partner/: referral link, referred customers, accrued and paid cashback, payout request. */
export default function PartnerAccount(_props: RouteComponentProps) {
  const { t } = useTranslation("partners", { keyPrefix: "partners" });
  const { t: tRoot } = useTranslation();
  const { language } = useI18next();
  const [state, setState] = useState<LoadState>({ kind: "loading" });
  const [copied, setCopied] = useState<"ok" | "failed" | null>(null);

  const load = useCallback(async () => {
    try {
      setState({ kind: "ready", data: await call({ path: "/my/api/partner/", schema: partnerSummarySchema }) });
    } catch (e) {
      setState(isApiError(e) && (e.status === 401 || e.status === 403) ? { kind: "signed-out" } : { kind: "error", cause: isApiError(e) ? e : null });
    }
    // The client sends the page's language (accept-language): a language switch loads the summary again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is the reason to load again (line above)
  }, [language]);
  useEffect(() => void load(), [load]);

  if (state.kind === "loading")
    return (
      <p className="muted" role="status">
        {t("account.loading")}
      </p>
    );
  if (state.kind === "signed-out")
    return (
      <section className="partner-account">
        <h1>{t("account.title")}</h1>
        <p>{t("account.signIn")}</p>
        <SmartLink href={`/auth/login/?next=${localizePath("/my/partner/", isLanguage(language) ? language : "en")}`} className="button">
          {t("account.signInButton")}
        </SmartLink>
      </section>
    );
  // Spec §8: "Request failed…" without an answer, "Too many attempts…" for a 429, else the generic text.
  if (state.kind === "error") return <p role="alert">{state.cause ? messageOf(state.cause, tRoot) : tRoot("errors:generic")}</p>;

  const d = state.data;
  const link = `${window.location.origin}${d.link_path}`;
  const money = (n: number) => formatMoney(n, d.currency, isLanguage(language) ? language : "en");

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("ok");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <section className="partner-account">
      <h1>{t("account.title")}</h1>
      <p className="lead">{t("account.lead", { rate: formatPercent(d.rate_percent, language), max: formatPercent(d.max_rate_percent, language) })}</p>

      <div className="partner-card">
        <h2 className="partner-card__title">{t("account.linkTitle")}</h2>
        <div className="partner-link">
          <input readOnly value={link} aria-label={t("account.linkTitle")} data-testid="referral-link" onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button" onClick={copy}>
            {t("account.copy")}
          </button>
        </div>
        {copied ? (
          <p role="status" className={copied === "ok" ? "partner-ok" : "partner-error"}>
            {copied === "ok" ? t("account.copied") : tRoot("errors:copyFailed")}
          </p>
        ) : null}
      </div>

      <dl className="partner-stats">
        <div>
          <dt>{t("account.rate")}</dt>
          <dd data-testid="cashback-rate">{formatPercent(d.rate_percent, language)}</dd>
        </div>
        <div>
          <dt>{t("account.accrued")}</dt>
          <dd data-testid="cashback-accrued">{money(d.accrued)}</dd>
        </div>
        <div>
          <dt>{t("account.paid")}</dt>
          <dd data-testid="cashback-paid">{money(d.paid)}</dd>
        </div>
        <div>
          <dt>{t("account.available")}</dt>
          <dd data-testid="cashback-available">{money(d.available)}</dd>
        </div>
      </dl>

      <h2>{t("account.referralsTitle")}</h2>
      {d.referrals.length ? (
        <table className="partner-table" data-testid="referrals">
          <thead>
            <tr>
              <th scope="col">{t("account.customer")}</th>
              <th scope="col">{t("account.joined")}</th>
              <th scope="col">{t("account.paidTotal")}</th>
              <th scope="col">{t("account.cashback")}</th>
            </tr>
          </thead>
          <tbody>
            {d.referrals.map((r) => (
              <tr key={`${r.customer}-${r.joined_at}`}>
                <td>{r.customer}</td>
                <td>
                  <time dateTime={r.joined_at}>{formatDate(r.joined_at, language, "short")}</time>
                </td>
                <td>{money(r.paid_total)}</td>
                <td>{money(r.cashback)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted" data-testid="no-referrals">
          {t("account.noReferrals")}
        </p>
      )}

      <PayoutForm summary={d} onDone={load} />

      {d.payouts.length ? (
        <>
          <h2>{t("account.payoutsTitle")}</h2>
          <table className="partner-table">
            <thead>
              <tr>
                <th scope="col">{t("account.date")}</th>
                <th scope="col">{t("account.amount")}</th>
                <th scope="col">{t("account.method")}</th>
                <th scope="col">{t("account.status")}</th>
              </tr>
            </thead>
            <tbody>
              {d.payouts.map((p) => (
                <tr key={p.id}>
                  <td>
                    <time dateTime={p.created_at}>{formatDate(p.created_at, language, "short")}</time>
                  </td>
                  <td>{money(p.amount)}</td>
                  <td>{t(`account.methods.${p.method}`)}</td>
                  <td>{t(`account.payoutStatus.${p.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}

/**
 * Spec §8 for a failed payout request: "Request failed…" without an answer, a 429's detail (or "Too
 * many attempts…"), the server's word for a 403 (what the partner must do), else "Failed to complete request".
 */
function payoutFailure(err: unknown, t: (key: string) => string, tRoot: (key: string) => string): string {
  if (!isApiError(err)) return tRoot("errors:completeRequest");
  if (err.kind === "network" || err.kind === "rate-limited") return messageOf(err, tRoot);
  if (err.status === 403 && err.serverMessage) return err.serverMessage;
  return tRoot("errors:completeRequest");
}

function PayoutForm({ summary, onDone }: { summary: PartnerSummary; onDone: () => Promise<void> }) {
  const { t } = useTranslation("partners", { keyPrefix: "partners" });
  const { t: tRoot } = useTranslation();
  const { language } = useI18next();
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<(typeof PAYOUT_METHODS)[number]>("balance");
  const [details, setDetails] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; method?: string; details?: string; general?: string }>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const value = Number(amount.replace(",", "."));
    if (!Number.isFinite(value) || value <= 0) return setErrors({ amount: t("account.amountInvalid") });
    setBusy(true);
    setErrors({});
    try {
      await ensureCsrfCookie();
      await call({
        method: "POST",
        path: "/my/api/partner/payouts/",
        body: { amount: value, method, details },
        schema: partnerPayoutSchema,
        ignoreStatuses: [400],
      });
      setDone(true);
      setAmount("");
      await onDone();
    } catch (err) {
      if (isApiError(err) && err.status === 400)
        setErrors({ amount: err.fieldErrors.amount?.[0], method: err.fieldErrors.method?.[0], details: err.fieldErrors.details?.[0] });
      else setErrors({ general: payoutFailure(err, t, tRoot) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="partner-card partner-payout" onSubmit={submit} noValidate>
      <h2 className="partner-card__title">{t("account.payoutTitle")}</h2>
      <p className="muted">{t("account.payoutHint", { min: formatMoney(summary.min_payout, summary.currency, isLanguage(language) ? language : "en") })}</p>
      <label>
        <span>{t("account.amount")}</span>
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={!!errors.amount} />
        {errors.amount ? <span className="partner-error">{errors.amount}</span> : null}
      </label>
      <label>
        <span>{t("account.method")}</span>
        <select value={method} onChange={(e) => setMethod(e.target.value as (typeof PAYOUT_METHODS)[number])}>
          {PAYOUT_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`account.methods.${m}`)}
            </option>
          ))}
        </select>
      </label>
      {method !== "balance" ? (
        <label>
          <span>{t(`account.details.${method}`)}</span>
          <input value={details} onChange={(e) => setDetails(e.target.value)} maxLength={200} aria-invalid={!!errors.details} />
          {errors.details ? <span className="partner-error">{errors.details}</span> : null}
        </label>
      ) : null}
      {errors.general ? (
        <p role="alert" className="partner-error">
          {errors.general}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="partner-ok">
          {t("account.payoutRequested")}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy || summary.available < summary.min_payout}>
        {t("account.requestPayout")}
      </button>
    </form>
  );
}
