import { useTranslation } from "gatsby-plugin-react-i18next";
import type { PaymentContext } from "../../api-client/schemas/payment";
import { locationName } from "../../components/configurator/localized-locations";
import { useLang } from "../../components/use-lang";

/**
 * What an order payment buys beside its lines (issue 37): the term, the location in the page's language and the
 * promo code the checkout applied, as the checkout's sidebar showed them. Nothing for a top-up or an older API.
 */
export function PaymentSummary({ summary }: { summary: PaymentContext["summary"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!summary || (!summary.months && !summary.location && !summary.promo)) return null;
  return (
    <dl className="payment-summary" data-testid="payment-summary">
      {summary.months ? (
        <div>
          <dt>{t("checkout:sidebar.term")}</dt>
          <dd data-testid="summary-term">{t("checkout:months", { count: summary.months })}</dd>
        </div>
      ) : null}
      {summary.location ? (
        <div>
          <dt>{t("checkout:configurator.location")}</dt>
          <dd data-testid="summary-location">{locationName({ name: summary.location.name, countryCode: summary.location.country_code }, lang)}</dd>
        </div>
      ) : null}
      {summary.promo ? (
        <div>
          <dt>{t("checkout:sidebar.promo")}</dt>
          <dd data-testid="summary-promo">
            {t("checkout:sidebar.promoApplied", {
              code: summary.promo.code,
              percent: summary.promo.percent,
              term: t("checkout:months", { count: summary.promo.months }),
            })}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
