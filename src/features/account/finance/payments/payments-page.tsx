import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { PaymentFieldsFragment } from "@/api-client/graphql/generated/graphql";
import { PaymentQuery, PaymentsQuery } from "./queries";
import { PaymentSplit } from "./settled-by";
import { FinanceTabs } from "../finance-tabs";
import { PageHeader } from "@/components/app-ui/section-nav";
import { DateText, Money } from "@/components/app-ui/format";
import { Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { useLang } from "@/components/use-lang";
import { localizePath } from "@/lib/i18n-config";
import { SmartLink } from "@/components/smart-link";

const PAGE_SIZE = 20;

type Settled = { id: string; orderId?: string | null; description: string; amount: number; currency: string; paidFromBalance: number };
type PaymentItem = PaymentFieldsFragment & { invoices: Settled[] };

/** One payment: how it was paid (method, date, amount, reference, balance part) and every invoice and order it settled. */
function PaymentCard({ payment }: { payment: PaymentItem }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  return (
    <li className="payment-card" data-testid="payment" data-payment-ref={payment.ref} data-kind={payment.kind}>
      <div className="payment-card__head">
        {/* A heading, so the card's "settled" heading below it follows the page's h1 in order (axe: heading-order). */}
        <h2 className="payment-card__kind">{t(`payments.kind.${payment.kind}`)}</h2>
        <Money amount={payment.amount} className="payment-card__amount" />
      </div>
      <dl className="kv">
        <dt>{t("payments.paidAt")}</dt>
        <dd>
          <DateText iso={payment.paidAt} />
        </dd>
        <dt>{t("payments.method")}</dt>
        <dd data-testid="payment-split">
          <PaymentSplit fromBalance={payment.fromBalance} charged={payment.charged} method={payment.method} />
        </dd>
        <dt>{t("payments.reference")}</dt>
        <dd>
          <code className="mono break" translate="no">
            {payment.reference}
          </code>
        </dd>
      </dl>
      {payment.kind === "balance" ? (
        <p className="muted small">{t("payments.credited")}</p>
      ) : payment.invoices.length ? (
        <>
          <h3 className="payment-card__settled">{t("payments.settled", { count: payment.invoices.length })}</h3>
          <ul className="payment-card__invoices">
            {payment.invoices.map((inv) => (
              <li key={inv.id} data-testid="settled-invoice" data-invoice-id={inv.id}>
                <span>
                  <span className="mono">#{inv.id}</span> {inv.description}
                  {inv.orderId ? (
                    <>
                      {" · "}
                      <SmartLink href={`/my/orders/${inv.orderId}/`} language={lang}>
                        {t("payments.order", { id: inv.orderId })}
                      </SmartLink>
                    </>
                  ) : null}
                </span>
                <span className="payment-card__share">
                  <Money amount={inv.amount} currency={inv.currency} />
                  {inv.paidFromBalance > 0 && inv.paidFromBalance < inv.amount ? (
                    <span className="muted small" data-testid="partial">
                      {" "}
                      ({t("payments.partFromBalance")} <Money amount={inv.paidFromBalance} />)
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

/** Payments (issue 19 "which payment settled which invoice"): the list, or the one a paid invoice links to (`?ref=`). */
export default function PaymentsPage({ location }: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const search = new URLSearchParams(location?.search ?? "");
  const ref = search.get("ref");
  const page = Math.max(1, Number(search.get("page")) || 1);
  const list = useQuery(PaymentsQuery, { variables: { page, pageSize: PAGE_SIZE }, skip: !!ref });
  const one = useQuery(PaymentQuery, { variables: { ref: ref ?? "" }, skip: !ref });
  const { data, loading, error, refetch } = ref ? one : list;
  const items: PaymentItem[] = ref ? (one.data?.payment ? [one.data.payment] : []) : (list.data?.payments.items ?? []);
  const pageInfo = list.data?.payments;
  const go = (p: number) => void navigate(localizePath(`/my/finance/payments/${p > 1 ? `?page=${p}` : ""}`, lang));
  return (
    <div className="account-page">
      <PageHeader title={t("payments.title")} lead={t("payments.lead")} />
      <FinanceTabs />
      <section className="panel">
        {ref ? (
          <p>
            <SmartLink href="/my/finance/payments/" language={lang}>
              {t("payments.all")}
            </SmartLink>
          </p>
        ) : null}
        {error && !data ? (
          <ErrorState error={error} failureKey="paymentList" onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <Loading rows={4} />
        ) : items.length ? (
          <>
            <ul className="payment-list" data-testid="payments">
              {items.map((p) => (
                <PaymentCard key={p.ref} payment={p} />
              ))}
            </ul>
            {!ref && pageInfo && pageInfo.total > pageInfo.pageSize ? (
              <nav className="pager" aria-label={t("ui.pagination")}>
                <button type="button" className="button button--ghost button--small" disabled={page <= 1} onClick={() => go(page - 1)}>
                  {t("ui.previous")}
                </button>
                <span className="muted">{t("ui.pageOf", { page, pages: Math.ceil(pageInfo.total / pageInfo.pageSize) })}</span>
                <button type="button" className="button button--ghost button--small" disabled={!pageInfo.hasNext} onClick={() => go(page + 1)}>
                  {t("ui.next")}
                </button>
              </nav>
            ) : null}
          </>
        ) : (
          <Empty title={ref ? t("payments.notFound") : t("payments.empty")} />
        )}
      </section>
    </div>
  );
}
