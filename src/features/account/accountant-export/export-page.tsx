import { useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useApolloClient } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { useTranslation } from "react-i18next";
import { ExportOpenItemsQuery, ExportPaidInvoicesQuery, ExportTransactionsQuery } from "./queries";
import { exportRecords, totalsByCurrency, type ExportRecord, type ExportSources, type RecordKind, type RecordStatus } from "./records";
import { EXPORT_COLUMNS, exportCsv, type ExportColumn } from "./csv";
import { FinanceTabs } from "../finance/finance-tabs";
import { PageHeader } from "../ui/section-nav";
import { Field } from "../../../components/forms/field";
import { downloadBlob, downloadText } from "../ui/download";
import { useFailureToast } from "../ui/failure";
import { useLang } from "../ui/use-lang";
import { formatDate } from "../../../lib/format";
import { periodProblem, previousMonth, type Period } from "../../../lib/period";

const PAGE_SIZE = 100;
const KINDS: RecordKind[] = ["invoice", "payment", "credit", "corporateInvoice"];
const STATUSES: RecordStatus[] = ["paid", "unpaid", "draft", "confirmed", "booked"];

/** Everything the export holds, read through the account API the other finance screens use (decision 103). */
async function loadSources(client: ApolloClient, period: Period): Promise<ExportSources> {
  const transactions: ExportSources["transactions"] = [];
  for (let page = 1; ; page++) {
    const r = await client.query({ query: ExportTransactionsQuery, variables: { ...period, page, pageSize: PAGE_SIZE }, fetchPolicy: "network-only" });
    if (!r.data) throw r.error ?? new Error("no transactions answer");
    transactions.push(...r.data.transactions.items);
    if (!r.data.transactions.hasNext) break;
  }
  const invoices: ExportSources["invoices"] = [];
  for (let page = 1; ; page++) {
    const r = await client.query({ query: ExportPaidInvoicesQuery, variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: "network-only" });
    if (!r.data) throw r.error ?? new Error("no paid invoices answer");
    invoices.push(...r.data.paidInvoices.items);
    if (!r.data.paidInvoices.hasNext) break;
  }
  const open = await client.query({ query: ExportOpenItemsQuery, fetchPolicy: "network-only" });
  if (!open.data) throw open.error ?? new Error("no open items answer");
  return { transactions, invoices: [...invoices, ...open.data.debts], corporateInvoices: open.data.corporateInvoices };
}

/** One accountant export (issue 19): a period in, one CSV of every invoice, payment, credit and corporate invoice, and a PDF summary. */
export default function AccountantExportPage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const client = useApolloClient();
  const showFailure = useFailureToast();
  const [period, setPeriod] = useState<Period>(() => previousMonth(new Date()));
  const [working, setWorking] = useState<"csv" | "pdf" | null>(null);
  const [made, setMade] = useState<number | null>(null);
  const problem = periodProblem(period);
  const name = `accountant-export_${period.from}_${period.to}`;

  const run = async (kind: "csv" | "pdf") => {
    if (problem) return;
    setWorking(kind);
    setMade(null);
    try {
      const records: ExportRecord[] = exportRecords(await loadSources(client, period), period);
      const kinds = Object.fromEntries(KINDS.map((k) => [k, t(`export.kinds.${k}`)])) as Record<RecordKind, string>;
      if (kind === "csv") {
        const columns = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, t(`export.columns.${c}`)])) as Record<ExportColumn, string>;
        const statuses = Object.fromEntries(STATUSES.map((s) => [s, t(`export.statuses.${s}`)])) as Record<RecordStatus, string>;
        downloadText(exportCsv(records, { columns, kinds, statuses }), `${name}.csv`, "text/csv;charset=utf-8");
      } else {
        // jsPDF and the font load only when a summary is asked for.
        const { summaryPdf } = await import("./pdf");
        const range = { from: formatDate(period.from, lang, "long"), to: formatDate(period.to, lang, "long") };
        const pdf = await summaryPdf(
          totalsByCurrency(records),
          {
            title: t("export.pdf.title"),
            period: t("export.pdf.period", range),
            generated: t("export.pdf.generated", { date: formatDate(new Date(), lang, "dateTime") }),
            empty: t("export.empty"),
            kinds,
            columns: { kind: t("export.pdf.kind"), count: t("export.pdf.count"), amount: t("export.pdf.amount"), vat: t("export.pdf.vat") },
            vatNote: t("export.pdf.vatNote"),
            details: t("export.pdf.details"),
          },
          lang,
        );
        downloadBlob(pdf, `${name}.pdf`);
      }
      setMade(records.length);
    } catch (e) {
      showFailure(e, "accountantExport");
    } finally {
      setWorking(null);
    }
  };

  const dateError = problem === "order" ? t("transactions.periodOrder") : undefined;
  return (
    <div className="account-page">
      <PageHeader title={t("export.title")} lead={t("export.lead")} />
      <FinanceTabs />
      <form
        className="form form--toolbar panel"
        data-testid="export-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run("csv");
        }}
      >
        <Field label={t("transactions.from")} error={problem === "from" ? t("export.dateRequired") : undefined}>
          {(a) => (
            <input
              {...a}
              type="date"
              className="input"
              required
              value={period.from}
              max={period.to || undefined}
              onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
            />
          )}
        </Field>
        <Field label={t("transactions.to")} error={problem === "to" ? t("export.dateRequired") : dateError}>
          {(a) => (
            <input
              {...a}
              type="date"
              className="input"
              required
              value={period.to}
              min={period.from || undefined}
              onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
            />
          )}
        </Field>
        <span className="toolbar__spacer" />
        <button type="submit" className="button" disabled={!!problem || working !== null}>
          {working === "csv" ? t("ui.working") : t("export.downloadCsv")}
        </button>
        <button type="button" className="button button--ghost" disabled={!!problem || working !== null} onClick={() => void run("pdf")}>
          {working === "pdf" ? t("ui.working") : t("export.downloadPdf")}
        </button>
      </form>
      <section className="panel">
        <p>{t("export.holds")}</p>
        <p className="muted">{t("export.format")}</p>
        <p role="status" data-testid="export-status">
          {made === null ? "" : made ? t("export.made", { count: made }) : t("export.empty")}
        </p>
      </section>
    </div>
  );
}
