import { useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { TransactionsQuery } from "./queries";
import { TransactionTable } from "./transaction-table";
import { transactionsCsv } from "./csv";
import { FinanceTabs } from "../finance-tabs";
import { PageHeader } from "@/components/app-ui/section-nav";
import { Empty, ErrorState, Loading } from "@/components/app-ui/states";
import { DateRangeFields } from "@/components/app-ui/date-range";
import { downloadText } from "@/components/app-ui/download";
import { useDisplayCurrency } from "@/components/app-ui/currency";
import { useFailureToast } from "@/components/app-ui/failure";
import { useLang } from "@/components/use-lang";
import { formatInteger } from "@/lib/format";
import { localizePath } from "@/lib/i18n-config";
import type { TransactionFieldsFragment } from "@/api-client/graphql/generated/graphql";

export const PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readParams(search: string) {
  const q = new URLSearchParams(search);
  const from = q.get("from") ?? "";
  const to = q.get("to") ?? "";
  const page = Math.max(1, Number(q.get("page")) || 1);
  return { from: DATE.test(from) ? from : "", to: DATE.test(to) ? to : "", page };
}

/** Transactions (spec §2): period start and end, pagination, with or without VAT, CSV of the period. */
export default function TransactionsPage({ location }: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const client = useApolloClient();
  const currency = useDisplayCurrency();
  const showFailure = useFailureToast();
  const params = readParams(location?.search ?? "");
  const [draft, setDraft] = useState({ from: params.from, to: params.to });
  const [withoutVat, setWithoutVat] = useState(false);
  const [exporting, setExporting] = useState(false);
  const periodError = draft.from && draft.to && draft.from > draft.to ? t("transactions.periodOrder") : undefined;

  const variables = { from: params.from || null, to: params.to || null, page: params.page, pageSize: PAGE_SIZE };
  const { data, loading, error, refetch } = useQuery(TransactionsQuery, { variables });

  const go = (next: { from: string; to: string; page: number }) => {
    const q = new URLSearchParams();
    if (next.from) q.set("from", next.from);
    if (next.to) q.set("to", next.to);
    if (next.page > 1) q.set("page", String(next.page));
    const qs = q.toString();
    void navigate(localizePath(`/my/finance/transactions/${qs ? `?${qs}` : ""}`, lang));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all: TransactionFieldsFragment[] = [];
      for (let page = 1; page < 1000; page++) {
        const r = await client.query({
          query: TransactionsQuery,
          variables: { from: params.from || null, to: params.to || null, page, pageSize: 100 },
          fetchPolicy: "network-only",
        });
        if (!r.data) break;
        all.push(...r.data.transactions.items);
        if (!r.data.transactions.hasNext) break;
      }
      const text = transactionsCsv(
        all,
        lang,
        {
          id: t("csv.id"),
          date: t("csv.date"),
          description: t("csv.description"),
          amount: t("csv.amount"),
          amountWithoutVat: t("csv.amountWithoutVat"),
          vat: t("csv.vat"),
          currency: t("csv.currency"),
        },
        (amount, c) => (c === "EUR" ? currency.fromEur(amount) : { amount, currency: c }),
      );
      const name = ["transactions", params.from, params.to].filter(Boolean).join("_");
      downloadText(text, `${name}.csv`, "text/csv;charset=utf-8");
    } catch (e) {
      showFailure(e, "transactionsList");
    } finally {
      setExporting(false);
    }
  };

  const page = data?.transactions;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <div className="account-page">
      <PageHeader title={t("transactions.title")} lead={t("transactions.lead")} />
      <FinanceTabs />
      <form
        className="form form--toolbar panel"
        onSubmit={(e) => {
          e.preventDefault();
          if (!periodError) go({ ...draft, page: 1 });
        }}
        data-testid="period-form"
      >
        <DateRangeFields value={draft} onChange={setDraft} toError={periodError} />
        <button type="submit" className="button" disabled={!!periodError}>
          {t("transactions.apply")}
        </button>
        {params.from || params.to ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setDraft({ from: "", to: "" });
              go({ from: "", to: "", page: 1 });
            }}
          >
            {t("transactions.reset")}
          </button>
        ) : null}
        <span className="toolbar__spacer" />
        <label className="checkbox">
          <input type="checkbox" checked={withoutVat} onChange={(e) => setWithoutVat(e.target.checked)} />
          {t("transactions.showWithoutVat")}
        </label>
        <button type="button" className="button button--ghost" onClick={() => void exportCsv()} disabled={exporting || !page?.total}>
          {exporting ? t("ui.working") : t("transactions.downloadCsv")}
        </button>
      </form>
      <section className="panel">
        {error && !data ? (
          <ErrorState error={error} failureKey="transactionsList" onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <Loading rows={6} />
        ) : page && page.items.length ? (
          <>
            <TransactionTable items={page.items} withoutVat={withoutVat} />
            <nav className="pager" aria-label={t("ui.pagination")}>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={params.page <= 1}
                onClick={() => go({ ...params, page: params.page - 1 })}
              >
                {t("ui.previous")}
              </button>
              <span className="muted" data-testid="pager-status">
                {t("ui.pageOf", { page: formatInteger(params.page, lang), pages: formatInteger(pages, lang) })} ·{" "}
                {t("transactions.total", { count: page.total })}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={!page.hasNext}
                onClick={() => go({ ...params, page: params.page + 1 })}
              >
                {t("ui.next")}
              </button>
            </nav>
          </>
        ) : (
          <Empty title={params.from || params.to ? t("transactions.emptyPeriod") : t("transactions.empty")} />
        )}
      </section>
    </div>
  );
}
