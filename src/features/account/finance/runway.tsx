import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { Trans, useTranslation } from "react-i18next";
import { AccountOrdersQuery } from "../shared/fragments";
import { computeRunway } from "@/lib/runway";
import { todayIso } from "@/lib/rules/day-of-month";
import { DateText, Money } from "@/components/app-ui/format";
import { ErrorState, Loading } from "@/components/app-ui/states";
import { SmartLink } from "@/components/smart-link";
import { useLang } from "@/components/use-lang";

/**
 * "Your balance covers your orders until <date>" from the balance and the upcoming renewals, with the
 * top-up that keeps everything paid one month longer (issue 6, "beyond the peers").
 */
export function RunwayLine({ balance, onTopUp }: { balance: number; onTopUp: (amountEur: number) => void }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const { data, error, loading, refetch } = useQuery(AccountOrdersQuery);
  const runway = useMemo(
    () =>
      data
        ? computeRunway(
            balance,
            data.orders.map((o) => ({
              id: o.id,
              name: o.name,
              price: o.price,
              months: o.months,
              paid: o.paid,
              paidUntil: o.paidUntil,
              cancelMark: o.cancelMark,
            })),
            todayIso(),
            12,
          )
        : null,
    [data, balance],
  );
  if (error && !data) return <ErrorState error={error} failureKey="renewals" onRetry={() => void refetch()} />;
  if (loading && !runway) return <Loading rows={1} />;
  if (!runway) return null;
  return (
    <div className="runway" data-testid="runway">
      {runway.renewals.length === 0 ? (
        <p className="runway__line">{t("runway.none")}</p>
      ) : runway.coveredUntil === null ? (
        <p className="runway__line">
          <Trans t={t} i18nKey="runway.coversHorizon" components={{ date: <DateText iso={runway.horizonEnd} /> }} />
        </p>
      ) : (
        <>
          <p className="runway__line" data-covered-until={runway.coveredUntil}>
            <Trans t={t} i18nKey="runway.coversUntil" components={{ date: <DateText iso={runway.coveredUntil} /> }} />
          </p>
          <p className="runway__next">
            <Trans
              t={t}
              i18nKey="runway.nextShortfall"
              values={{ name: runway.shortfall?.name ?? "" }}
              components={{ date: <DateText iso={runway.shortfall?.date} />, price: <Money amount={runway.shortfall?.price ?? 0} /> }}
            />
          </p>
          <div className="runway__action">
            <button type="button" className="button button--small" onClick={() => onTopUp(runway.topUpForNextMonth)} data-testid="runway-topup">
              <Trans
                t={t}
                i18nKey="runway.topUp"
                components={{ amount: <Money amount={runway.topUpForNextMonth} />, date: <DateText iso={runway.topUpReaches} /> }}
              />
            </button>
            <SmartLink href="/my/finance/renewals/" language={lang} className="runway__link">
              {t("runway.calendar")}
            </SmartLink>
          </div>
        </>
      )}
    </div>
  );
}
