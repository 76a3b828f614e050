import { useMemo } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AccountOrdersQuery } from "@/features/account/shared/fragments";
import { FinanceTabs } from "../finance-tabs";
import { PageHeader } from "@/components/app-ui/section-nav";
import { DateText, Money } from "@/components/app-ui/format";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { downloadText } from "@/components/app-ui/download";
import { useLang } from "@/components/use-lang";
import { useDisplayCurrency } from "@/components/app-ui/currency";
import { SmartLink } from "@/components/smart-link";
import { upcomingRenewals, type Renewal } from "@/lib/runway";
import { daysInMonth, parseIsoDate, todayIso } from "@/lib/rules/day-of-month";
import { formatMonth, LOCALES } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { buildCalendar } from "@/lib/ical";

const HORIZON_MONTHS = 12;

function MonthGrid({ year, month, renewals }: { year: number; month: number; renewals: Renewal[] }) {
  const lang = useLang();
  const days = daysInMonth(year, month);
  // Monday-first weeks (ISO 8601) in both languages.
  const lead = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const byDay = new Map<number, Renewal[]>();
  for (const r of renewals) byDay.set(parseIsoDate(r.date).getUTCDate(), [...(byDay.get(parseIsoDate(r.date).getUTCDate()) ?? []), r]);
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(LOCALES[lang], { weekday: "narrow", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  const today = todayIso();
  return (
    <div className="month" aria-hidden="true">
      <div className="month__grid">
        {weekdays.map((w, i) => (
          <span key={`w${i}`} className="month__weekday">
            {w}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`l${i}`} />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const d = i + 1;
          const iso = `${year}-${String(month + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
          const items = byDay.get(d);
          return (
            <span
              key={d}
              className={`month__day${items ? " month__day--busy" : ""}${iso === today ? " month__day--today" : ""}`}
              title={items?.map((r) => r.name).join(", ")}
            >
              {d}
            </span>
          );
        })}
      </div>
    </div>
  );
}

/** Renewal calendar of all orders with an iCalendar export (issue 6, "beyond the peers"). */
export default function RenewalsPage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const currency = useDisplayCurrency();
  const { data, loading, error, refetch } = useQuery(AccountOrdersQuery);
  const today = todayIso();
  const renewals = useMemo(
    () =>
      data
        ? upcomingRenewals(
            data.orders.map((o) => ({
              id: o.id,
              name: o.name,
              price: o.price,
              months: o.months,
              paid: o.paid,
              paidUntil: o.paidUntil,
              cancelMark: o.cancelMark,
            })),
            today,
            HORIZON_MONTHS,
          )
        : [],
    [data, today],
  );
  const orders = useMemo(() => new Map((data?.orders ?? []).map((o) => [o.id, o])), [data]);
  const endings = (data?.orders ?? []).filter((o) => o.cancelMark && o.paidUntil);
  const months = useMemo(() => {
    const groups = new Map<string, Renewal[]>();
    for (const r of renewals) groups.set(r.date.slice(0, 7), [...(groups.get(r.date.slice(0, 7)) ?? []), r]);
    return [...groups.entries()];
  }, [renewals]);

  const exportIcs = () => {
    const origin = window.location.origin;
    const text = buildCalendar({
      prodId: "-//Hostward//Renewal calendar//EN",
      name: t("renewals.calendarName"),
      events: renewals.map((r) => {
        const order = orders.get(r.orderId);
        const price = currency.fromEur(r.price);
        return {
          uid: `renewal-${r.orderId}-${r.date}@hostward`,
          date: r.date,
          summary: t("renewals.eventSummary", { name: r.name }),
          description: t("renewals.eventDescription", {
            price: formatMoney(price.amount, price.currency, lang),
            project: order?.project.name ?? "",
            type: order ? t(`orderTypes.${order.type}`) : "",
          }),
          url: `${origin}/my/orders/${r.orderId}/`,
          remindDaysBefore: 3,
        };
      }),
    });
    downloadText(text, "renewals.ics", "text/calendar;charset=utf-8");
  };

  return (
    <div className="account-page">
      <PageHeader
        title={t("renewals.title")}
        lead={t("renewals.lead")}
        actions={
          <button type="button" className="button" onClick={exportIcs} disabled={!renewals.length} data-testid="export-ics">
            {t("renewals.export")}
          </button>
        }
      />
      <FinanceTabs />
      {error && !data ? (
        <ErrorState error={error} failureKey="renewals" onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Loading rows={5} />
      ) : !renewals.length ? (
        <section className="panel">
          <Empty title={t("renewals.empty")}>{t("renewals.emptyHint")}</Empty>
        </section>
      ) : (
        <div className="renewals" data-testid="renewals">
          {months.map(([key, items]) => {
            const [y, m] = key.split("-").map(Number) as [number, number];
            const sum = items.reduce((s, r) => s + Math.round(r.price * 100), 0) / 100;
            return (
              <section key={key} className="panel renewals__month" aria-labelledby={`m-${key}`}>
                <div className="panel__head">
                  <h2 id={`m-${key}`}>{formatMonth(y, m - 1, lang)}</h2>
                  <span className="muted">
                    {t("renewals.monthTotal")} <Money amount={sum} />
                  </span>
                </div>
                <div className="renewals__body">
                  <MonthGrid year={y} month={m - 1} renewals={items} />
                  <ul className="renewals__list">
                    {items.map((r) => {
                      const order = orders.get(r.orderId);
                      return (
                        <li key={`${r.orderId}-${r.date}`} data-order-id={r.orderId} data-date={r.date}>
                          <span className="renewals__date">
                            <DateText iso={r.date} short />
                          </span>
                          <SmartLink href={`/my/orders/${r.orderId}/`} language={lang}>
                            {r.name}
                          </SmartLink>
                          {order ? <Badge tone="info">{t(`orderTypes.${order.type}`)}</Badge> : null}
                          {order && order.overdueDays > 0 && r.date === today ? (
                            <Badge tone="danger">{t("orders.overdue", { count: order.overdueDays })}</Badge>
                          ) : null}
                          <span className="renewals__price">
                            <Money amount={r.price} />
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </section>
            );
          })}
          {endings.length ? (
            <section className="panel">
              <h2>{t("renewals.ending")}</h2>
              <ul className="renewals__list">
                {endings.map((o) => (
                  <li key={o.id}>
                    <span className="renewals__date">
                      <DateText iso={o.paidUntil} short />
                    </span>
                    {o.name} <Badge tone="warn">{t("orders.cancelMarked")}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
