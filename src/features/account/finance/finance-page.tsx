import { useRef } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useQuery } from "@apollo/client/react";
import { Trans, useTranslation } from "react-i18next";
import { FinanceOverviewQuery, SavedCardsQuery } from "./queries";
import { FinanceTabs } from "./finance-tabs";
import { TopUpForm, type TopUpHandle } from "./top-up";
import { RunwayLine } from "./runway";
import { SavedCards } from "./saved-cards";
import { AddCardButton, CardSetupNotice } from "./add-card";
import { AutoTopUp } from "./auto-top-up";
import { TransactionTable } from "./transactions/transaction-table";
import { PageHeader } from "@/components/app-ui/section-nav";
import { DateText, Money } from "@/components/app-ui/format";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { SmartLink } from "@/components/smart-link";
import { useLang } from "@/components/use-lang";
import { nextRenewal } from "@/lib/next-renewal";
import { todayIso } from "@/lib/rules/day-of-month";

/** The next renewal's date, or that an order is overdue (never a past date as the next renewal). */
function NextRenewalText({ nextCharge }: { nextCharge: string | null }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const next = nextRenewal(nextCharge, todayIso());
  if (next.kind !== "overdue") return <DateText iso={next.kind === "due" ? next.date : null} />;
  return (
    <SmartLink href="/my/finance/renewals/" language={lang}>
      <Badge tone="danger">
        <Trans t={t} i18nKey="finance.renewalOverdue" components={{ date: <DateText iso={next.paidUntil} /> }} />
      </Badge>
    </SmartLink>
  );
}

function OwnerPanels({ autoTopUp, currency }: { autoTopUp: Parameters<typeof AutoTopUp>[0]["current"]; currency: string }) {
  const { t } = useTranslation("account");
  const cards = useQuery(SavedCardsQuery);
  const cardOptions = (cards.data?.savedCards ?? [])
    .filter((c) => c.active)
    .map((c) => ({ id: c.id, label: t("cards.label", { brand: c.brand.toUpperCase(), last4: c.last4 }) }));
  return (
    <>
      <section className="panel" aria-labelledby="cards-title">
        <div className="panel__head">
          <h2 id="cards-title">{t("cards.title")}</h2>
          <AddCardButton />
        </div>
        <CardSetupNotice />
        <SavedCards />
      </section>
      <section className="panel" aria-labelledby="auto-top-up-title">
        <h2 id="auto-top-up-title">{t("autoTopUp.title")}</h2>
        {cards.data ? <AutoTopUp current={autoTopUp} cards={cardOptions} currency={currency} /> : cards.error ? null : <Loading rows={2} />}
      </section>
    </>
  );
}

/** Finance dashboard (spec §2): balance and top-up, runway, recent transactions, saved cards, auto top-up. */
export default function FinancePage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const { data, loading, error, refetch } = useQuery(FinanceOverviewQuery);
  const topUp = useRef<TopUpHandle>(null);

  return (
    <div className="account-page" data-testid="finance-page">
      <PageHeader title={t("finance.title")} lead={t("finance.lead")} />
      <FinanceTabs />
      {error && !data ? (
        <ErrorState error={error} failureKey="financeParameters" onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Loading rows={4} />
      ) : data ? (
        <div className="finance-grid">
          <section className="panel panel--balance" aria-labelledby="balance-title">
            <h2 id="balance-title" className="panel__eyebrow">
              {t("finance.balance")}
            </h2>
            <p className="balance" data-testid="balance">
              <Money amount={data.financeSummary.balance} />
            </p>
            <dl className="facts">
              <div>
                <dt>{t("finance.debt")}</dt>
                <dd data-testid="debt">
                  {data.financeSummary.unpaidInvoices > 0 ? (
                    <SmartLink href="/my/finance/debts/" language={lang}>
                      <Money amount={data.financeSummary.debt} /> · {t("debts.unpaidCount", { count: data.financeSummary.unpaidInvoices })}
                    </SmartLink>
                  ) : (
                    t("finance.noDebt")
                  )}
                </dd>
              </div>
              <div>
                <dt>{t("finance.nextCharge")}</dt>
                <dd data-testid="next-renewal">
                  <NextRenewalText nextCharge={data.financeSummary.nextCharge} />
                </dd>
              </div>
            </dl>
            <RunwayLine balance={data.financeSummary.balance} onTopUp={(amount) => topUp.current?.suggest(amount)} />
            <h3 className="panel__subtitle">{t("topUp.title")}</h3>
            <TopUpForm ref={topUp} />
          </section>
          <section className="panel" aria-labelledby="recent-title">
            <div className="panel__head">
              <h2 id="recent-title">{t("finance.recent")}</h2>
              <SmartLink href="/my/finance/transactions/" language={lang}>
                {t("finance.allTransactions")}
              </SmartLink>
            </div>
            {data.financeSummary.recentTransactions.length ? (
              <TransactionTable items={data.financeSummary.recentTransactions} compact />
            ) : (
              <Empty title={t("transactions.empty")} />
            )}
          </section>
          {data.me.isOwner ? (
            <OwnerPanels autoTopUp={data.financeSummary.autoTopUp} currency={data.financeSummary.currency} />
          ) : (
            <section className="panel panel--note" data-testid="owner-only-note">
              <h2>{t("cards.title")}</h2>
              <p className="muted">{t("cards.ownerOnly")}</p>
            </section>
          )}
        </div>
      ) : null}
    </div>
  );
}
