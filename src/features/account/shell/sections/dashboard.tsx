import { startTransition, useEffect, useMemo, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useAuth } from "@/components/auth/auth-context";
import { monthCost, type CostOrder } from "@/lib/month-cost";
import { todayIso } from "@/lib/rules/day-of-month";
import { CurrencyProvider } from "@/components/app-ui/currency";
import { expiringOrders } from "../dashboard/attention";
import { ActionsPart, AttentionPart, BalancePart, MonthCostPart, OrdersPart, TransactionsPart } from "../dashboard/parts";
import { getDashboardDebts, getDashboardMe, getDashboardOrders, getDashboardTickets, getLastTransactions, type DashboardOrder } from "../dashboard/queries";
import { usePart } from "../dashboard/use-part";
import { LanguagePreference } from "./language-preference";
import { firstScreenShown } from "../live-after-first-screen";
import { useAccountScreenTitle } from "@/components/app-ui/account-screen-title";

/**
 * The account's overview (issue 19): money first (balance and its runway, this month's cost and the
 * month-end forecast), then what needs action, the common actions, the orders by project and the last
 * transactions. The heading and the balance render from the account's first answers (session, menu);
 * every other part reads its own call and shows its own loading, empty and error states, and the parts
 * reload when the realtime connection reports a change of balance, order or payment.
 */
export default function Dashboard(_props: RouteComponentProps) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const name = [state.menu?.user.first_name, state.menu?.user.last_name].filter(Boolean).join(" ") || state.user?.display || "";
  const today = todayIso();
  const [orders, retryOrders] = usePart(getDashboardOrders, ORDER_EVENTS);
  const [debts, retryDebts] = usePart(getDashboardDebts, ORDER_EVENTS);
  const [me, retryMe] = usePart(getDashboardMe, NO_EVENTS);
  const [tickets, retryTickets] = usePart(getDashboardTickets, NO_EVENTS);
  const [transactions, retryTransactions] = usePart(getLastTransactions, ORDER_EVENTS);
  const cost = useMemo(() => (orders.status === "live" ? monthCost(orders.data.map(costOrder), today) : null), [orders, today]);
  useAccountScreenTitle(t("account.sections.dashboard"));
  const firstExpiring = orders.status === "live" ? expiringOrders(orders.data, today)[0] : undefined;
  // The first screen (balance and runway, this month's cost, what needs action) commits on its own; the parts
  // below it render in a later transition (decision 126), once what needs action has settled (its calls and
  // the profile answered): its list grows with the answers, and it would push down parts already below it
  // (decision 135). They are added after the others, so nothing above them moves.
  const firstScreenKnown = [orders, debts, me, tickets].every((s) => s.status !== "loading") && state.profileState !== "loading";
  const [below, setBelow] = useState(false);
  useEffect(() => {
    if (!firstScreenKnown) return;
    startTransition(() => setBelow(true));
    // The realtime connection opens once this first screen is shown and the browser is idle (decision 251).
    firstScreenShown();
  }, [firstScreenKnown]);
  return (
    <CurrencyProvider>
      <section className="dash" data-testid="dashboard">
        <h1>{t("account.dashboard.greeting", { name })}</h1>
        <div className="dash-grid">
          <BalancePart orders={orders} retryOrders={retryOrders} today={today} />
          <MonthCostPart cost={cost} orders={orders} retryOrders={retryOrders} />
          <AttentionPart
            today={today}
            orders={orders}
            debts={debts}
            me={me}
            tickets={tickets}
            retry={{ orders: retryOrders, debts: retryDebts, me: retryMe, tickets: retryTickets }}
          />
          {below ? (
            <>
              <ActionsPart renewHref={firstExpiring ? `/my/orders/${firstExpiring.id}/` : "/my/finance/renewals/"} />
              <OrdersPart orders={orders} cost={cost} retry={retryOrders} />
              <TransactionsPart transactions={transactions} retry={retryTransactions} />
              <LanguagePreference />
            </>
          ) : null}
        </div>
      </section>
    </CurrencyProvider>
  );
}

const ORDER_EVENTS = ["balance.changed", "order.changed", "payment.status"] as const;
const NO_EVENTS = [] as const;

const costOrder = (o: DashboardOrder): CostOrder => ({
  id: o.id,
  price: o.price,
  months: o.months,
  paid: o.paid,
  startedAt: o.startedAt,
  paidUntil: o.paidUntil,
  cancelMark: o.cancelMark,
});
