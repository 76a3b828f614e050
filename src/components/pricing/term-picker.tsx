import { useId, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Price, PlanSpecs, TestBadge } from "../plan-table";
import { useLang } from "../use-lang";
import { SmartLink } from "../smart-link";
import { formatPercent } from "../../lib/format";
import { checkoutHref, pickTerm, termQuote } from "../../lib/plan-terms";
import type { PlanCard } from "../../build/page-types";

/**
 * A plan page's order card: the term (`months`) is a radio group (arrow keys move the choice), and the
 * per-month price, the term's total and the Order link follow it at once; the checkout opens on that
 * term. The static HTML shows the first term in EUR; the price boxes keep their width when the term or
 * the currency changes (site.css), so nothing below them moves.
 */
export function TermPicker({ plan }: { plan: PlanCard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [months, setMonths] = useState(() => pickTerm(plan, null));
  const quote = termQuote(plan, months);
  const name = useId();
  const monthsLabel = (count: number) => t("site:site.plan.months", { count });
  return (
    <div className="term-picker" data-testid="term-picker" data-months={months}>
      <fieldset className="term-picker__options">
        <legend>{t("site:site.plan.term")}</legend>
        {plan.prices.map((p) => (
          <label key={p.months} className={p.months === months ? "term-option term-option--selected" : "term-option"}>
            <input type="radio" name={name} value={p.months} checked={p.months === months} onChange={() => setMonths(p.months)} />
            <span className="term-option__label">{monthsLabel(p.months)}</span>
            <span className="term-option__save">{p.discount ? `−${formatPercent(p.discount, lang)}` : "\u00a0"}</span>
          </label>
        ))}
      </fieldset>
      <p className="plan-card__price" data-testid="term-per-month">
        <Price amountEur={quote.perMonth} />
        <span className="plan-card__per">{t("site:site.plans.perMonth")}</span>
      </p>
      <p className="term-picker__total" data-testid="term-total" aria-live="polite">
        <Price amountEur={quote.total} className="term-picker__sum" /> {t("site:site.plan.forMonths", { months: monthsLabel(months) })}
      </p>
      <PlanSpecs plan={plan} />
      <TestBadge plan={plan} />
      <SmartLink href={checkoutHref(plan.slug, months)} className="button button--large">
        {t("site:site.plans.order")}
      </SmartLink>
    </div>
  );
}
