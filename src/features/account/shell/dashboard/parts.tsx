import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useAuth } from "@/components/auth/auth-context";
import { SmartLink } from "@/components/smart-link";
import { isApiError, messageOf } from "@/api-client/http";
import { withRealtime } from "../live-after-first-screen";
import { compareNames } from "@/lib/fixed-formats";
import { computeRunway } from "@/lib/runway";
import type { MonthCost } from "@/lib/month-cost";
import { DateText, Money } from "@/components/app-ui/format";
import { useLang } from "@/components/use-lang";
import { projectName } from "@/features/account/projects/project-name";
import { TransactionTable } from "@/features/account/finance/transactions/transaction-table";
import { useMethodName } from "@/features/account/finance/payments/settled-by";
import { lastMovements } from "./last-movements";
import { LAST_TRANSACTIONS } from "./operations";
import { expiringOrders } from "./attention";
import type { PartState } from "./use-part";
import type { DashboardOrder, getDashboardDebts, getDashboardMe, getDashboardTickets, getLastTransactions } from "./queries";
import { configurationLine } from "@/features/account/projects/orders/configuration";

type Data<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** A part's frame: its heading, and its loading, error (catalogue text, retry) and live states. */
function Part({
  id,
  title,
  state,
  className,
  children,
}: {
  id: string;
  title: string;
  state: "loading" | "live" | "error";
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`card dash-part${className ? ` ${className}` : ""}`} aria-labelledby={`dash-${id}`} data-part={id} data-state={state}>
      <h2 className="card__title" id={`dash-${id}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function PartLoading({ rows = 2 }: { rows?: number }) {
  const { t } = useTranslation("account");
  return (
    <div className="state state--loading" role="status" data-testid="loading">
      <span className="visually-hidden">{t("ui.loading")}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

/** The error state of one part: the catalogue's text for the failure (spec §8) and a retry. */
function PartError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert" data-testid="part-error">
      <p className="state__text">{isApiError(error) ? messageOf(error, t) : t("errors:generic")}</p>
      <button type="button" className="button button--small button--ghost" onClick={retry}>
        {t("account:ui.retry")}
      </button>
    </div>
  );
}

/**
 * A line of a part that is still loading, in the element and class its live text will have (a figure or a
 * note), so the part keeps its height when the text comes in and nothing below it moves (CLS 0, decision 135).
 * `className` may reserve more than one line (`dash-note--two`) for a text that wraps on a phone.
 */
function LineLoading({ className }: { className: string }) {
  const { t } = useTranslation("account");
  return (
    <p className={`${className} dash-pending`} role="status" data-testid="loading">
      <span className="visually-hidden">{t("ui.loading")}</span>
      <span className="skeleton" aria-hidden="true" />
    </p>
  );
}

const partStatus = (...states: PartState<unknown>[]): "loading" | "live" | "error" =>
  states.some((s) => s.status === "error") ? "error" : states.some((s) => s.status === "loading") ? "loading" : "live";

/**
 * The balance from the account's first answer (the menu), kept live by the realtime balance events, and
 * how long it lasts (the runway) once the orders are in.
 */
export function BalancePart({ orders, retryOrders, today }: { orders: PartState<DashboardOrder[]>; retryOrders: () => void; today: string }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const { state } = useAuth();
  const [live, setLive] = useState<number | null>(null);
  useEffect(
    () =>
      withRealtime((connection) =>
        connection.onEvent((event) => {
          if (event.type === "balance.changed") setLive(event.balance);
        }),
      ),
    [],
  );
  const balance = live ?? state.menu?.balance ?? null;
  const runway = useMemo(
    () => (orders.status === "live" && balance !== null ? computeRunway(balance, orders.data, today, 12) : null),
    [orders, balance, today],
  );
  return (
    <Part id="balance" title={t("dashboard.balance")} state={balance === null ? "loading" : partStatus(orders)} className="dash-part--money">
      {balance === null ? (
        <LineLoading className="dash-figure" />
      ) : (
        <p className="dash-figure" data-testid="dash-balance" data-amount={balance}>
          <Money amount={balance} />
        </p>
      )}
      {orders.status === "error" ? (
        <PartError error={orders.error} retry={retryOrders} />
      ) : !runway ? (
        <LineLoading className="dash-note dash-note--two" />
      ) : (
        <p className="dash-note dash-note--two" data-testid="dash-runway" data-covered-until={runway.coveredUntil ?? ""}>
          {runway.renewals.length === 0 ? (
            t("runway.none")
          ) : runway.coveredUntil === null ? (
            <Trans t={t} i18nKey="runway.coversHorizon" components={{ date: <DateText iso={runway.horizonEnd} /> }} />
          ) : (
            <Trans t={t} i18nKey="dashboard.runwayUntil" components={{ date: <DateText iso={runway.coveredUntil} /> }} />
          )}
        </p>
      )}
      <SmartLink href="/my/finance/" language={lang} className="button button--small">
        {t("dashboard.topUp")}
      </SmartLink>
    </Part>
  );
}

/** This month's cost so far and the month-end forecast at today's rate, over every order. */
export function MonthCostPart({ cost, orders, retryOrders }: { cost: MonthCost | null; orders: PartState<unknown>; retryOrders: () => void }) {
  const { t } = useTranslation("account");
  return (
    <Part id="month" title={t("dashboard.month")} state={partStatus(orders)} className="dash-part--money">
      {orders.status === "error" ? (
        <PartError error={orders.error} retry={retryOrders} />
      ) : !cost ? (
        <>
          <LineLoading className="dash-figure" />
          <LineLoading className="dash-note" />
          <LineLoading className="dash-note dash-note--two" />
        </>
      ) : (
        <>
          <p className="dash-figure" data-testid="dash-month-to-date" data-amount={cost.toDate}>
            <Money amount={cost.toDate} />
          </p>
          <p className="dash-note">
            <Trans t={t} i18nKey="dashboard.soFar" components={{ date: <DateText iso={cost.monthStart} short /> }} />
          </p>
          <p className="dash-note dash-note--two" data-testid="dash-forecast" data-amount={cost.forecast}>
            <Trans t={t} i18nKey="dashboard.forecast" components={{ amount: <Money amount={cost.forecast} />, date: <DateText iso={cost.monthEnd} short /> }} />
          </p>
        </>
      )}
    </Part>
  );
}

interface AttentionProps {
  today: string;
  orders: PartState<DashboardOrder[]>;
  debts: PartState<Data<typeof getDashboardDebts>>;
  me: PartState<Data<typeof getDashboardMe>>;
  tickets: PartState<Data<typeof getDashboardTickets>>;
  retry: { orders: () => void; debts: () => void; me: () => void; tickets: () => void };
}

/** What needs action: unpaid debts, orders ending within 14 days, the e-mail and personal data, answered tickets. */
export function AttentionPart({ today, orders, debts, me, tickets, retry }: AttentionProps) {
  const { t } = useTranslation("account");
  const { t: tCommon } = useTranslation();
  const lang = useLang();
  const { state } = useAuth();
  const items: Array<{ key: string; tone: "danger" | "warn" | "info"; body: ReactNode }> = [];
  if (debts.status === "live" && debts.data.unpaidInvoices > 0) {
    items.push({
      key: "debts",
      tone: "danger",
      body: (
        <SmartLink href="/my/finance/debts/" language={lang}>
          <Trans t={t} i18nKey="dashboard.debts" values={{ count: debts.data.unpaidInvoices }} components={{ amount: <Money amount={debts.data.debt} /> }} />
        </SmartLink>
      ),
    });
  }
  if (orders.status === "live") {
    for (const o of expiringOrders(orders.data, today)) {
      items.push({
        key: `order-${o.id}`,
        tone: o.overdueDays > 0 ? "danger" : "warn",
        body: (
          <SmartLink href={`/my/orders/${o.id}/`} language={lang}>
            {o.overdueDays > 0 ? (
              t("dashboard.overdue", { name: o.name, count: o.overdueDays })
            ) : (
              <Trans
                t={t}
                i18nKey={o.cancelMark ? "dashboard.ends" : "dashboard.expires"}
                values={{ name: o.name }}
                components={{ date: <DateText iso={o.paidUntil} /> }}
              />
            )}
          </SmartLink>
        ),
      });
    }
  }
  if (me.status === "live" && !me.data.emailVerified) {
    items.push({
      key: "email",
      tone: "warn",
      body: (
        <SmartLink href="/auth/email/" language={lang}>
          {t("dashboard.emailUnverified")}
        </SmartLink>
      ),
    });
  }
  if (state.profileState === "loaded" && !state.profileComplete) {
    items.push({
      key: "profile",
      tone: "warn",
      body: (
        <span data-testid="profile-status">
          {t("dashboard.profileIncomplete")}{" "}
          <SmartLink href="/my/personal/" language={lang}>
            {t("dashboard.fillIn")}
          </SmartLink>
        </span>
      ),
    });
  }
  if (state.profileState === "unavailable") {
    // Spec §6: a second login whose main account gave no personal data; said here, never as an error toast.
    items.push({ key: "profile", tone: "info", body: <span data-testid="profile-status">{tCommon("account.dashboard.profileUnavailable")}</span> });
  }
  if (tickets.status === "live") {
    for (const tk of tickets.data.filter((x) => x.status === "answered")) {
      items.push({
        key: `ticket-${tk.id}`,
        tone: "info",
        body: (
          <SmartLink href="/my/tickets/" language={lang}>
            {t("dashboard.ticketAnswered", { subject: tk.subject })}
          </SmartLink>
        ),
      });
    }
  }
  const sources = [
    [orders, retry.orders],
    [debts, retry.debts],
    [me, retry.me],
    [tickets, retry.tickets],
  ] as const;
  const loading = sources.some(([s]) => s.status === "loading") || state.profileState === "loading";
  const failed = sources.flatMap(([s, again]) => (s.status === "error" ? [{ error: s.error, again }] : []));
  return (
    <Part id="attention" title={t("dashboard.attention")} state={partStatus(orders, debts, me, tickets)} className="dash-part--wide">
      {items.length ? (
        <ul className="dash-list" data-testid="dash-attention">
          {items.map((item) => (
            <li key={item.key} className={`dash-list__item dash-list__item--${item.tone}`} data-item={item.key}>
              {item.body}
            </li>
          ))}
        </ul>
      ) : !loading && failed.length === 0 ? (
        <p className="state__title" data-testid="dash-attention-empty">
          {t("dashboard.allClear")}
        </p>
      ) : null}
      {failed.map((f, i) => (
        <PartError key={i} error={f.error} retry={f.again} />
      ))}
      {loading ? <PartLoading rows={1} /> : null}
    </Part>
  );
}

/** The most common actions. */
export function ActionsPart({ renewHref }: { renewHref: string }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const actions: Array<[string, string]> = [
    ["/my/finance/", t("dashboard.actions.topUp")],
    [renewHref, t("dashboard.actions.renew")],
    ["/virtual-private-servers/", t("dashboard.actions.order")],
    ["/my/tickets/new/", t("dashboard.actions.ticket")],
  ];
  return (
    <nav className="dash-actions" aria-label={t("dashboard.actions.label")} data-part="actions" data-state="live">
      {actions.map(([href, label]) => (
        <SmartLink key={label} href={href} language={lang} className="button button--ghost button--small">
          {label}
        </SmartLink>
      ))}
    </nav>
  );
}

function OrderStatusBadge({ order }: { order: DashboardOrder }) {
  const { t } = useTranslation("account");
  const [tone, text] = !order.paid
    ? ["danger", t("orders.unpaid")]
    : order.server && order.server.state !== "active"
      ? [order.server.state === "suspended" ? "danger" : "info", t(`server.states.${order.server.state}`)]
      : order.overdueDays > 0
        ? ["danger", t("orders.overdue", { count: order.overdueDays })]
        : order.cancelMark
          ? ["warn", t("orders.cancelMarked")]
          : ["ok", t("orders.active")];
  return <span className={`badge badge--${tone}`}>{text}</span>;
}

/** The orders grouped by project, with status, paid-until and what each costs this month. */
export function OrdersPart({ orders, cost, retry }: { orders: PartState<DashboardOrder[]>; cost: MonthCost | null; retry: () => void }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const groups = useMemo(() => {
    if (orders.status !== "live") return [];
    const byProject = new Map<string, { project: DashboardOrder["project"]; orders: DashboardOrder[] }>();
    for (const o of orders.data) {
      const group = byProject.get(o.project.id) ?? { project: o.project, orders: [] };
      group.orders.push(o);
      byProject.set(o.project.id, group);
    }
    // The General project last; the others by name.
    return [...byProject.values()].sort((a, b) => Number(a.project.isGeneral) - Number(b.project.isGeneral) || compareNames(a.project.name, b.project.name));
  }, [orders]);
  const costOf = useMemo(() => new Map(cost?.orders.map((c) => [c.id, c]) ?? []), [cost]);
  return (
    <Part id="orders" title={t("dashboard.orders")} state={partStatus(orders)} className="dash-part--wide">
      {orders.status === "loading" ? (
        <PartLoading rows={3} />
      ) : orders.status === "error" ? (
        <PartError error={orders.error} retry={retry} />
      ) : groups.length === 0 ? (
        <div className="state state--empty" data-testid="empty">
          <p className="state__title">{t("dashboard.noOrders")}</p>
          <SmartLink href="/virtual-private-servers/" language={lang}>
            {t("dashboard.actions.order")}
          </SmartLink>
        </div>
      ) : (
        groups.map(({ project, orders: list }) => (
          <div key={project.id} className="dash-project" data-project={project.id}>
            <h3 className="dash-project__name">
              <SmartLink href={`/my/projects/${project.id}/`} language={lang}>
                {projectName(project, t)}
              </SmartLink>
            </h3>
            <ul className="dash-orders">
              {list.map((o) => {
                const c = costOf.get(o.id);
                return (
                  <li key={o.id} className="dash-order" data-order={o.id}>
                    <span className="dash-order__name">
                      <SmartLink href={`/my/orders/${o.id}/`} language={lang}>
                        {o.name}
                      </SmartLink>{" "}
                      <span className="muted">{t(`orderTypes.${o.type}`, { defaultValue: o.type })}</span>
                      {configurationLine(t, o) ? (
                        <span className="dash-order__spec muted small" data-testid="order-configuration-line">
                          {configurationLine(t, o)}
                        </span>
                      ) : null}
                    </span>
                    <OrderStatusBadge order={o} />
                    <span className="dash-order__until">
                      {t("orders.paidUntil")}: <DateText iso={o.paidUntil} short />
                    </span>
                    <span className="dash-order__cost" data-to-date={c?.toDate ?? 0} data-forecast={c?.forecast ?? 0}>
                      <Trans
                        t={t}
                        i18nKey="dashboard.orderMonth"
                        components={{ toDate: <Money amount={c?.toDate ?? 0} />, forecast: <Money amount={c?.forecast ?? 0} /> }}
                      />
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </Part>
  );
}

/** The last transactions, newest first: the balance's movements and what a payment way paid (decision 163). */
export function TransactionsPart({ transactions, retry }: { transactions: PartState<Data<typeof getLastTransactions>>; retry: () => void }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const methodName = useMethodName();
  const rows =
    transactions.status === "live"
      ? lastMovements(transactions.data.transactions, transactions.data.payments, LAST_TRANSACTIONS, (p) =>
          [methodName(p.method), p.invoices.map((i) => i.description).join("; ")].filter(Boolean).join(": "),
        )
      : [];
  return (
    <Part id="transactions" title={t("finance.recent")} state={partStatus(transactions)} className="dash-part--wide">
      {transactions.status === "loading" ? (
        <PartLoading rows={3} />
      ) : transactions.status === "error" ? (
        <PartError error={transactions.error} retry={retry} />
      ) : rows.length === 0 ? (
        <div className="state state--empty" data-testid="empty">
          <p className="state__title">{t("transactions.empty")}</p>
        </div>
      ) : (
        <TransactionTable items={rows} compact />
      )}
      <SmartLink href="/my/finance/transactions/" language={lang}>
        {t("finance.allTransactions")}
      </SmartLink>
    </Part>
  );
}
