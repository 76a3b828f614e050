import { useTranslation } from "gatsby-plugin-react-i18next";
import { SmartLink } from "./smart-link";
import { Icon } from "./icons";
import { useMoney } from "./pricing/currency-store";
import { formatMinCpuFrequency, formatNumber } from "../lib/format";
import { testPeriodOf } from "../lib/plan-terms";
import type { PlanCard } from "../build/page-types";
import { useLang } from "./use-lang";
import { diskSize, popularPlan } from "../lib/plan-resources";

type Spec = { kind: string; text: string };

/** The resource lines of a plan card, from the catalog's tariff, cpu arch and minimum CPU frequency. */
export function PlanSpecs({ plan }: { plan: PlanCard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const specs: Spec[] = [];
  const push = (kind: string, text: string) => specs.push({ kind, text });
  // Sizes grouped per language ("1,000 GB", "1 000 ГБ"); a dedicated server's disks vary, so they are not called NVMe.
  const size = (n: number) => formatNumber(n, lang, "integer");
  const diskKey = plan.line === "dedicated" ? "site:site.plans.diskPlain" : "site:site.plans.disk";
  // A disk of a known type (a dedicated server's, from the catalog): "2 TB NVMe" (issue 37).
  const typedDisk = (gb: number, kind: NonNullable<PlanCard["diskType"]>) => {
    const { size: amount, unit } = diskSize(gb, lang);
    return t("site:site.plans.diskTyped", { size: amount, unit: t(`site:site.plans.units.${unit}`), kind: t(`site:site.plans.diskKinds.${kind}`) });
  };
  const diskText = (gb: number) => (plan.diskType ? typedDisk(gb, plan.diskType) : t(diskKey, { size: size(gb) }));
  // A dedicated server's CPU is its physical cores and threads, not virtual CPUs.
  if (plan.cpu && plan.threads) push("cpu", `${t("site:site.plans.cores", { count: plan.cpu })} / ${t("site:site.plans.threads", { count: plan.threads })}`);
  else if (plan.cpu) push("cpu", t("site:site.plans.cpu", { count: plan.cpu }));
  if (plan.cpuArch) push("arch", t("site:site.plans.arch", { arch: t(`site:site.plans.archNames.${plan.cpuArch}`) }));
  if (plan.minCpuFreq) push("frequency", t("site:site.plans.frequency", { value: formatMinCpuFrequency(plan.minCpuFreq, lang) }));
  if (plan.memory) push("memory", t("site:site.plans.memory", { size: size(plan.memory) }));
  if (plan.line === "web-hosting") {
    push("disk", plan.disk ? t(diskKey, { size: size(plan.disk) }) : t("site:site.plans.diskUnlimited"));
    push("sites", plan.sites ? t("site:site.plans.sites", { count: plan.sites }) : t("site:site.plans.sitesUnlimited"));
  } else if (plan.cpu && plan.disk) push("disk", diskText(plan.disk));
  else if (plan.space) push("space", t("site:site.plans.space", { size: size(plan.space) }));
  return (
    <ul className="plan-card__specs">
      {specs.map((s) => (
        <li key={s.kind} data-spec={s.kind}>
          <Icon name="check" size={16} />
          {s.text}
        </li>
      ))}
    </ul>
  );
}

/** The test-period badge of a `test_supported` plan (spec §9 claim; src/lib/plan-terms.ts says which). */
export function TestBadge({ plan }: { plan: PlanCard }) {
  const { t } = useTranslation();
  const period = testPeriodOf(plan);
  if (!period) return null;
  const text =
    period.kind === "vps"
      ? t("site:site.plans.testVps", {
          test: t("site:site.plans.testDays", { count: period.days }),
          free: t("site:site.plans.freeDays", { count: period.freeDays }),
        })
      : t("site:site.plans.testFree");
  return (
    <p className="plan-card__test" data-testid="test-badge">
      {text}
    </p>
  );
}

/**
 * A catalog price (EUR) in the site's display currency: the static HTML has the EUR price, and after
 * hydration it follows the header switcher and the region's currency without a reload (spec §9). Its
 * box reserves the width of the longest format, so switching does not move the card (site.css).
 */
export function Price({ amountEur, className }: { amountEur: number; className?: string }) {
  const money = useMoney(useLang());
  // On a static page the boot script writes the display currency into every `[data-price-eur]` and
  // `[data-eur]` at load, also inside an island not yet hydrated, whose text then differs from the
  // server's (decision 083).
  return (
    <strong className={`price${className ? ` ${className}` : ""}`} data-eur={amountEur} suppressHydrationWarning>
      {money(amountEur)}
    </strong>
  );
}

/** A sentence with a price in it (the yearly offer), the price in its own element so the boot script re-prices it. */
function PricedText({ text, amountEur }: { text: (price: string) => string; amountEur: number }) {
  const money = useMoney(useLang());
  const mark = "\u0000";
  const [before, after] = text(mark).split(mark);
  if (after === undefined) return <>{text(money(amountEur))}</>;
  return (
    <>
      {before}
      <span data-eur={amountEur} suppressHydrationWarning>
        {money(amountEur)}
      </span>
      {after}
    </>
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
  if (!plans.length) return <p className="muted">{t("site:site.plans.empty")}</p>;
  // The plan the catalog marks popular (decision 165): the same plan on every page that lists it.
  const popular = highlight ?? popularPlan(plans);
  return (
    <ul className="plan-grid">
      {plans.map((plan) => {
        const yearly = plan.prices.find((p) => p.months === 12);
        return (
          <li key={plan.slug} className={`plan-card${plan.slug === popular ? " plan-card--popular" : ""}`} data-plan={plan.slug}>
            {plan.slug === popular ? <span className="plan-card__badge">{t("site:site.plans.popular")}</span> : null}
            <h3 className="plan-card__name">{plan.href ? <SmartLink href={plan.href}>{plan.name}</SmartLink> : plan.name}</h3>
            <PlanPrice plan={plan} />
            {yearly && yearly.discount > 0 ? (
              <p className="plan-card__yearly">
                <PricedText text={(price) => t("site:site.plans.yearly", { price, discount: yearly.discount })} amountEur={yearly.price} />
              </p>
            ) : null}
            <PlanSpecs plan={plan} />
            <TestBadge plan={plan} />
            {/* Each card's two links name their plan to a screen reader's list of links and a crawler (not "Order" and
                "Details" six times over); the eye has the name at the card's top. */}
            <div className="plan-card__actions">
              <SmartLink href={plan.orderHref} className="button">
                {t("site:site.plans.order")}
                <span className="visually-hidden"> {plan.name}</span>
              </SmartLink>
              {plan.href ? (
                <SmartLink href={plan.href} className="button button--ghost">
                  {t("site:site.plans.details")}
                  <span className="visually-hidden">: {plan.name}</span>
                </SmartLink>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
