import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "./smart-link";
import { Icon } from "./icons";
import { useMoney } from "../features/pricing/currency-store";
import { isLanguage } from "../lib/i18n-config";
import type { PlanCard } from "../build/page-types";

export function useLang() {
  const { language } = useI18next();
  return isLanguage(language) ? language : "en";
}

/** The resource lines of a plan card, from the catalog's tariff. */
export function PlanSpecs({ plan }: { plan: PlanCard }) {
  const { t } = useTranslation();
  const specs: string[] = [];
  if (plan.cpu) specs.push(t(plan.cpuArch === "arm" ? "site:site.plans.cpuArm" : "site:site.plans.cpu", { count: plan.cpu }));
  if (plan.memory) specs.push(t("site:site.plans.memory", { count: plan.memory }));
  if (plan.line === "web-hosting") {
    specs.push(plan.disk ? t("site:site.plans.disk", { count: plan.disk }) : t("site:site.plans.diskUnlimited"));
    specs.push(plan.sites ? t("site:site.plans.sites", { count: plan.sites }) : t("site:site.plans.sitesUnlimited"));
  } else if (plan.cpu && plan.disk) specs.push(t("site:site.plans.disk", { count: plan.disk }));
  else if (plan.space) specs.push(t("site:site.plans.space", { count: plan.space }));
  return (
    <ul className="plan-card__specs">
      {specs.map((s) => (
        <li key={s}><Icon name="check" size={16} />{s}</li>
      ))}
    </ul>
  );
}

/**
 * A catalog price (EUR) in the site's display currency: the static HTML has the EUR price, and after
 * hydration it follows the header switcher and the region's currency without a reload (spec §9). Its
 * box reserves the width of the longest format, so switching does not move the card (site.css).
 */
export function Price({ amountEur, className }: { amountEur: number; className?: string }) {
  const money = useMoney(useLang());
  return (
    <strong className={`price${className ? ` ${className}` : ""}`} data-price-eur={amountEur}>
      {money(amountEur)}
    </strong>
  );
}

export function PlanPrice({ plan }: { plan: PlanCard }) {
  const { t } = useTranslation();
  return (
    <p className="plan-card__price">
      <span className="plan-card__from">{t("site:site.plans.from")}</span> <Price amountEur={plan.price} />
      <span className="plan-card__per">{t("site:site.plans.perMonth")}</span>
    </p>
  );
}

export function PlanCards({ plans, highlight }: { plans: PlanCard[]; highlight?: string }) {
  const { t } = useTranslation();
  const money = useMoney(useLang());
  if (!plans.length) return <p className="muted">{t("site:site.plans.empty")}</p>;
  const popular = highlight ?? (plans.length >= 3 ? plans[1]?.slug : undefined);
  return (
    <ul className="plan-grid">
      {plans.map((plan) => {
        const yearly = plan.prices.find((p) => p.months === 12);
        return (
          <li key={plan.slug} className={`plan-card${plan.slug === popular ? " plan-card--popular" : ""}`} data-plan={plan.slug}>
            {plan.slug === popular ? <span className="plan-card__badge">{t("site:site.plans.popular")}</span> : null}
            <h3 className="plan-card__name">{plan.href ? <SmartLink href={plan.href}>{plan.name}</SmartLink> : plan.name}</h3>
            <PlanPrice plan={plan} />
            {yearly && yearly.discount > 0 ? <p className="plan-card__yearly">{t("site:site.plans.yearly", { price: money(yearly.price), discount: yearly.discount })}</p> : null}
            <PlanSpecs plan={plan} />
            {plan.testSupported ? <p className="plan-card__test">{t("site:site.plans.test")}</p> : null}
            <div className="plan-card__actions">
              <SmartLink href={plan.orderHref} className="button">{t("site:site.plans.order")}</SmartLink>
              {plan.href ? <SmartLink href={plan.href} className="button button--ghost">{t("site:site.plans.details")}</SmartLink> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
