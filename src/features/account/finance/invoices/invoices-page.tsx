import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { PaidInvoicesQuery } from "./queries";
import { FinanceTabs } from "../finance-tabs";
import { PageHeader } from "@/components/app-ui/section-nav";
import { DateText, Money } from "@/components/app-ui/format";
import { Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { useLang } from "@/components/use-lang";
import { localizePath } from "@/lib/i18n-config";
import { SettledBy } from "../payments/settled-by";

const PAGE_SIZE = 20;

/** Paid invoices with their PDF (spec §2) and the payment that settled each (issue 19). */
export default function InvoicesPage({ location }: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const page = Math.max(1, Number(new URLSearchParams(location?.search ?? "").get("page")) || 1);
  const { data, loading, error, refetch } = useQuery(PaidInvoicesQuery, { variables: { page, pageSize: PAGE_SIZE } });
  const list = data?.paidInvoices;
  const go = (p: number) => void navigate(localizePath(`/my/finance/invoices/${p > 1 ? `?page=${p}` : ""}`, lang));
  return (
    <div className="account-page">
      <PageHeader title={t("invoices.title")} lead={t("invoices.lead")} />
      <FinanceTabs />
      <section className="panel">
        {error && !data ? (
          <ErrorState error={error} failureKey="invoiceList" onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <Loading rows={5} />
        ) : list && list.items.length ? (
          <>
            <div className="table-wrap">
              <table className="table" data-testid="invoices-table">
                <thead>
                  <tr>
                    <th scope="col">{t("invoices.number")}</th>
                    <th scope="col">{t("invoices.paidAt")}</th>
                    <th scope="col">{t("invoices.description")}</th>
                    <th scope="col" className="num">
                      {t("invoices.amount")}
                    </th>
                    <th scope="col">{t("invoices.settledBy")}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t("invoices.pdf")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((inv) => (
                    <tr key={inv.id} data-invoice-id={inv.id}>
                      <td className="mono" data-label={t("invoices.number")}>
                        #{inv.id}
                      </td>
                      <td data-label={t("invoices.paidAt")}>
                        <DateText iso={inv.paidAt ?? inv.createdAt} short />
                      </td>
                      <td data-label={t("invoices.description")}>{inv.description}</td>
                      <td className="num" data-label={t("invoices.amount")}>
                        <Money amount={inv.amount} currency={inv.currency} />
                      </td>
                      <td data-label={t("invoices.settledBy")}>
                        {inv.payment ? <SettledBy payment={inv.payment} invoiceAmount={inv.amount} paidFromBalance={inv.paidFromBalance} /> : "—"}
                      </td>
                      <td className="num table__actions">
                        <a
                          href={inv.pdfUrl}
                          className="button button--ghost button--small"
                          download={`invoice-${inv.id}.pdf`}
                          aria-label={t("invoices.pdfFor", { id: inv.id })}
                        >
                          PDF
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {list.total > list.pageSize ? (
              <nav className="pager" aria-label={t("ui.pagination")}>
                <button type="button" className="button button--ghost button--small" disabled={page <= 1} onClick={() => go(page - 1)}>
                  {t("ui.previous")}
                </button>
                <span className="muted">{t("ui.pageOf", { page, pages: Math.ceil(list.total / list.pageSize) })}</span>
                <button type="button" className="button button--ghost button--small" disabled={!list.hasNext} onClick={() => go(page + 1)}>
                  {t("ui.next")}
                </button>
              </nav>
            ) : null}
          </>
        ) : (
          <Empty title={t("invoices.empty")} />
        )}
      </section>
    </div>
  );
}
