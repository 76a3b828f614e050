import { useMemo, useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { DebtsQuery } from "./queries";
import { FinanceTabs } from "../finance-tabs";
import { PageHeader } from "@/components/app-ui/section-nav";
import { DateText, Money } from "@/components/app-ui/format";
import { Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { createDebtsPayment } from "@/api-client/payment";
import { localizePath } from "@/lib/i18n-config";
import { paymentPagePath } from "@/lib/payment-links";
import { useToast } from "@/components/toasts/use-toast";
import { useFailureToast } from "@/components/app-ui/failure";
import { useLang } from "@/components/use-lang";
import { LimitedPage } from "@/components/app-ui/limited";

/** Debts (spec §2): unpaid invoices, select all, pay the selection through one payment on the payment page. */
export default function DebtsPage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  const toast = useToast();
  const showFailure = useFailureToast();
  const lang = useLang();
  const { data, loading, error, refetch } = useQuery(DebtsQuery);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const debts = useMemo(() => data?.debts ?? [], [data]);
  const chosen = debts.filter((d) => selected.has(d.id));
  const total = chosen.reduce((s, d) => s + Math.round(d.amount * 100), 0) / 100;
  const allSelected = debts.length > 0 && chosen.length === debts.length;

  const pay = async () => {
    if (busy) return; // a second press while the container is created does nothing
    setBusy(true);
    try {
      const container = await createDebtsPayment(chosen.map((d) => Number(d.id)));
      // 206: part of the batch could not be paid; the rest goes on (spec §7).
      if (container.errors.length)
        toast({ kind: "warning", title: t("debts.partial"), detail: container.errors.map((e) => `#${e.invoice}: ${e.detail}`).join("; "), closeable: true });
      await navigate(localizePath(paymentPagePath(container.paymentRef), lang));
    } catch (e) {
      // The selection stays as it was, for a retry; on success the page is left, so busy stays set.
      showFailure(e, "completeRequest");
      setBusy(false);
    }
  };

  return (
    <LimitedPage>
      <PageHeader title={t("debts.title")} lead={t("debts.lead")} />
      <FinanceTabs />
      <section className="panel">
        {error && !data ? (
          <ErrorState error={error} failureKey="debtList" onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <Loading rows={3} />
        ) : debts.length ? (
          <>
            <div className="table-wrap">
              <table className="table" data-testid="debts-table">
                <thead>
                  <tr>
                    <th scope="col" className="check">
                      <input
                        type="checkbox"
                        aria-label={t("debts.selectAll")}
                        checked={allSelected}
                        onChange={(e) => setSelected(e.target.checked ? new Set(debts.map((d) => d.id)) : new Set())}
                      />
                    </th>
                    <th scope="col">{t("invoices.number")}</th>
                    <th scope="col">{t("debts.issued")}</th>
                    <th scope="col">{t("invoices.description")}</th>
                    <th scope="col" className="num">
                      {t("invoices.amount")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {debts.map((d) => (
                    <tr key={d.id} data-invoice-id={d.id}>
                      <td className="check">
                        <input
                          type="checkbox"
                          aria-label={t("debts.select", { id: d.id })}
                          checked={selected.has(d.id)}
                          onChange={(e) =>
                            setSelected((s) => {
                              const next = new Set(s);
                              if (e.target.checked) next.add(d.id);
                              else next.delete(d.id);
                              return next;
                            })
                          }
                        />
                      </td>
                      <td className="mono" data-label={t("invoices.number")}>
                        #{d.id}
                      </td>
                      <td data-label={t("debts.issued")}>
                        <DateText iso={d.createdAt} short />
                      </td>
                      <td data-label={t("invoices.description")}>{d.description}</td>
                      <td className="num" data-label={t("invoices.amount")}>
                        <Money amount={d.amount} currency={d.currency} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="paybar">
              <span>
                {t("debts.selected", { count: chosen.length })} · <strong data-testid="debts-total">{<Money amount={total} />}</strong>
              </span>
              <button type="button" className="button" disabled={!chosen.length || busy} onClick={() => void pay()}>
                {t("debts.pay")}
              </button>
            </div>
          </>
        ) : (
          <Empty title={t("debts.empty")}>{t("debts.emptyHint")}</Empty>
        )}
      </section>
    </LimitedPage>
  );
}
