import { useRef, useState } from "react";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import type { Plan } from "../../api-client/schemas/catalog";
import { applyPromo } from "../../api-client/payment";
import { errorText } from "../../api-client/error-text";
import { shownLines } from "../../lib/order-total";
import { useShownMoney } from "../../components/pricing";
import { Field } from "../../components/forms/field";
import { cartTotal, type AppliedPromo } from "./checkout-rules";
import { formatNumber, formatPercent } from "../../lib/format";

type Props = {
  plan: Plan | null;
  plans: Plan[];
  months: number;
  count: number;
  loggedIn: boolean;
  promo: AppliedPromo | null;
  locked: boolean;
  /**
   * The VAT rate of this customer (decision 162: their country's), or null while their country is not known:
   * then the prices are shown without a VAT split (issue 37), not split at some other country's rate.
   */
  vatRate: number | null;
  /** A custom configuration's parts (cores, memory, disk, location, OS), shown under the plan. */
  configuration?: string[] | null;
  onPlan: (slug: string) => void;
  onMonths: (months: number) => void;
  onPromo: (promo: AppliedPromo | null) => void;
};

/** Order details: plan and term, promo code (signed-in customers only, spec §5), subtotal, VAT, total. */
export function OrderSidebar({ plan, plans, months, count, loggedIn, promo, locked, vatRate, configuration, onPlan, onMonths, onPromo }: Props) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const shownMoney = useShownMoney();
  const [code, setCode] = useState("");
  const [promoError, setPromoError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const focusApplied = useRef(false);
  if (!plan) return <aside className="order-sidebar" aria-label={t("checkout:sidebar.title")} />;
  // The lines in the display currency, adding up as printed (lib/order-total.ts).
  const total = shownLines(cartTotal(plan, months, count, promo, vatRate ?? 0), shownMoney.convert, shownMoney.digits);

  const apply = async () => {
    if (busyRef.current || locked) return;
    // Apply with nothing typed says what is missing (spec §5), rather than nothing at all.
    if (!code.trim()) {
      setPromoError(t("errors:fieldRequired"));
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setPromoError(null);
    try {
      const answer = await applyPromo(code.trim());
      const d = answer.code.promo_discount_set[0];
      onPromo(d ? { code: answer.code.code, discount: { percent: d.percent, months: d.months } } : null);
      setCode("");
      // The form gives way to the applied code: the focus goes to that line, not to the page.
      focusApplied.current = true;
    } catch (e) {
      setPromoError(errorText(e, t));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <aside className="order-sidebar" aria-label={t("checkout:sidebar.title")} data-testid="order-sidebar">
      <h2>{t("checkout:sidebar.title")}</h2>
      <Field label={t("checkout:sidebar.plan")}>
        {(control) => (
          <select {...control} className="input" name="plan" value={plan.slug} disabled={locked} onChange={(e) => onPlan(e.target.value)}>
            {plans.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {configuration ? (
        <div className="order-sidebar__configuration" data-testid="order-configuration">
          <h3 className="small">{t("checkout:sidebar.configuration")}</h3>
          <ul>
            {configuration.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Field label={t("checkout:sidebar.term")}>
        {(control) => (
          <select {...control} className="input" name="months" value={months} disabled={locked} onChange={(e) => onMonths(Number(e.target.value))}>
            {plan.months.map((m) => {
              const discount = plan.prices.find((p) => p.months === m)?.discount ?? 0;
              return (
                <option key={m} value={m}>
                  {t("checkout:months", { count: m })}
                  {discount ? ` (−${formatPercent(discount, language)})` : ""}
                </option>
              );
            })}
          </select>
        )}
      </Field>
      <dl className="totals">
        <div>
          <dt>
            {plan.name}
            {count > 1 ? ` × ${count}` : ""}
          </dt>
          <dd data-testid="subtotal">{shownMoney.format(total.subtotal)}</dd>
        </div>
        {promo ? (
          <div className="totals__discount">
            <dt>{t("checkout:sidebar.discount", { code: promo.code, percent: promo.discount.percent })}</dt>
            <dd data-testid="discount">−{shownMoney.format(total.discount)}</dd>
          </div>
        ) : null}
        {vatRate === null ? null : (
          <>
            <div className="muted">
              <dt>{t("checkout:sidebar.net")}</dt>
              <dd data-testid="net">{shownMoney.format(total.net)}</dd>
            </div>
            <div className="muted">
              <dt>{t("checkout:sidebar.vatRate", { rate: formatNumber(vatRate, language, "percent") })}</dt>
              <dd data-testid="vat">{shownMoney.format(total.vat)}</dd>
            </div>
          </>
        )}
        <div className="totals__total">
          <dt>{t("checkout:sidebar.total")}</dt>
          <dd data-testid="total">{shownMoney.format(total.total)}</dd>
        </div>
      </dl>
      {vatRate === null ? (
        <p className="muted small" data-testid="vat-unknown">
          {t("checkout:sidebar.vatUnknown")}
        </p>
      ) : null}
      {loggedIn ? (
        promo ? (
          <p
            className="promo-applied"
            role="status"
            tabIndex={-1}
            ref={(line) => {
              if (line && focusApplied.current) {
                focusApplied.current = false;
                line.focus();
              }
            }}
          >
            {/* Composed from the catalogue (issue 19: the API's "3 month(s)" is neither English nor Russian). */}
            {t("checkout:sidebar.promoApplied", {
              code: promo.code,
              percent: promo.discount.percent,
              term: t("checkout:months", { count: promo.discount.months }),
            })}
          </p>
        ) : (
          <form
            className="promo-form"
            onSubmit={(e) => {
              e.preventDefault();
              void apply();
            }}
          >
            {/* The refusal is the field's (aria-invalid, described by it) and goes when the code is edited: an old
                "Required" stayed on the payment stage under an empty field (session 22). */}
            <Field label={t("checkout:sidebar.promo")} error={promoError ?? undefined}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  name="promo"
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value);
                    setPromoError(null);
                  }}
                  autoComplete="off"
                />
              )}
            </Field>
            {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page while it works. */}
            <button type="submit" className="button button--secondary" aria-disabled={busy || locked} aria-busy={busy} data-keep-clear="">
              {t("checkout:sidebar.apply")}
            </button>
          </form>
        )
      ) : (
        <p className="muted small">{t("checkout:sidebar.promoLogin")}</p>
      )}
    </aside>
  );
}
