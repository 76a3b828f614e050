import { useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { periodText } from "@/components/app-ui/period";
import { RecurringPaymentsQuery } from "./queries";
import { DeleteRecurringPaymentMutation } from "./mutations";
import { LEGAL_TABS, PageHeader, SectionTabs } from "@/components/app-ui/section-nav";
import { Badge, Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { ConfirmDialog } from "@/components/app-ui/dialog";
import { DateText } from "@/components/app-ui/format";
import { useFailureToast } from "@/components/app-ui/failure";
import { useToast } from "@/components/toasts/use-toast";
import { useLang } from "@/components/use-lang";
import { SmartLink } from "@/components/smart-link";
import { LimitedPage } from "@/components/app-ui/limited";

/** Recurring corporate invoices (spec §2, §3): list with last and next payment; delete. */
export default function RecurringPage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const toast = useToast();
  const showFailure = useFailureToast();
  const { data, loading, error, refetch } = useQuery(RecurringPaymentsQuery);
  const [remove, removing] = useMutation(DeleteRecurringPaymentMutation);
  const [deleting, setDeleting] = useState<{ id: string; company: string } | null>(null);
  const list = data?.recurringPayments ?? [];
  return (
    <LimitedPage>
      <PageHeader
        title={t("recurring.title")}
        lead={t("recurring.lead")}
        actions={
          <SmartLink href="/my/legalentities/recurring/new/" language={lang} className="button">
            {t("recurring.new")}
          </SmartLink>
        }
      />
      <SectionTabs tabs={LEGAL_TABS} label={t("nav.legalArea")} />
      {error && !data ? (
        <ErrorState error={error} failureKey="recurringList" onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Loading rows={3} />
      ) : list.length ? (
        <ul className="grid-cards" data-testid="recurring-list">
          {list.map((r) => (
            <li key={r.id} className="panel le-card" data-recurring-id={r.id}>
              <div className="le-card__head">
                <h2>{r.legalEntity.company}</h2>
                <Badge tone="info">{periodText(t, r.periodMonths)}</Badge>
              </div>
              <dl className="kv">
                <dt>{t("recurring.issueDay")}</dt>
                <dd>{r.issueDay}</dd>
                <dt>{t("recurring.currency")}</dt>
                <dd>{r.currency}</dd>
                <dt>{t("recurring.orders")}</dt>
                <dd>
                  {r.allOrders ? t("recurring.allOrders") : t("recurring.selectedOrders")} · {t("recurring.orderCount", { count: r.orderCount })}
                </dd>
                <dt>{t("recurring.allowOverdraft")}</dt>
                <dd>{r.allowOverdraft ? t("ui.yes") : t("ui.no")}</dd>
                <dt>{t("recurring.lastPayment")}</dt>
                <dd>{r.lastPayment ? <DateText iso={r.lastPayment} /> : t("recurring.never")}</dd>
                <dt>{t("recurring.nextPayment")}</dt>
                <dd data-testid="next-payment">
                  <DateText iso={r.nextPayment} />
                </dd>
              </dl>
              <div className="actions">
                <SmartLink href={`/my/legalentities/recurring/${r.id}/`} language={lang} className="button button--ghost button--small">
                  {t("ui.edit")}
                </SmartLink>
                <button type="button" className="button button--ghost button--small" onClick={() => setDeleting({ id: r.id, company: r.legalEntity.company })}>
                  {t("ui.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <section className="panel">
          <Empty title={t("recurring.empty")}>{t("recurring.emptyHint")}</Empty>
        </section>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("recurring.deleteTitle")}
        confirmLabel={t("ui.delete")}
        busy={removing.loading}
        onConfirm={() => {
          const id = deleting?.id ?? "";
          // Optimistic: the card leaves the list at once and comes back if the server refuses.
          remove({
            variables: { id },
            optimisticResponse: { __typename: "Mutation", deleteRecurringPayment: id },
            update(cache) {
              cache.evict({ id: cache.identify({ __typename: "RecurringPayment", id }) });
              cache.gc();
            },
          })
            .then(() => toast({ kind: "success", title: t("recurring.deleted") }))
            .catch((e: unknown) => {
              showFailure(e, "recurringDelete");
              void refetch();
            });
          setDeleting(null);
        }}
      >
        <p>{t("recurring.deleteText", { company: deleting?.company ?? "" })}</p>
      </ConfirmDialog>
    </LimitedPage>
  );
}
