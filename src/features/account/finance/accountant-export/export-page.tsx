import { useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { useApolloClient } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { useTranslation } from "react-i18next";
import { TransactionsQuery } from "../transactions/queries";
import { PaymentsQuery } from "../payments/queries";
import { useMethodName } from "../payments/settled-by";
import { PaidInvoicesQuery } from "../invoices/queries";
import { DebtsQuery } from "../debts/queries";
import { CorporateInvoicesQuery } from "@/features/account/shared/fragments";
import { exportRecords, totalsByCurrency, type ExportRecord, type ExportSources, type RecordKind, type RecordStatus } from "./records";
import { EXPORT_COLUMNS, exportCsv, type ExportColumn } from "./csv";
import { FinanceTabs } from "../finance-tabs";
import { PageHeader } from "@/components/app-ui/section-nav";
import { DateRangeFields } from "@/components/app-ui/date-range";
import { downloadBlob, downloadText } from "@/components/app-ui/download";
import { useFailureToast } from "@/components/app-ui/failure";
import { useLang } from "@/components/use-lang";
import { formatDate } from "@/lib/format";
import { periodProblem, previousMonth, utcDay, type Period } from "@/lib/period";

const PAGE_SIZE = 100;
const KINDS: RecordKind[] = ["invoice", "payment", "credit", "balanceUse", "corporateInvoice"];
const STATUSES: RecordStatus[] = ["paid", "unpaid", "draft", "confirmed", "booked"];

/** Every page of a list (newest first), until `enough` says the rest is older than the period. */
async function allPages<T>(load: (page: number) => Promise<{ items: T[]; hasNext: boolean }>, enough: (last: T) => boolean = () => false): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await load(page);
    items.push(...answer.items);
    const last = answer.items.at(-1);
    if (!answer.hasNext || (last !== undefined && enough(last))) return items;
  }
}

/**
 * Everything the export holds, read with the queries the other finance screens use (decision 103):
 * transactions of the period, payments and paid invoices back to the period's start (both lists are newest
 * paid first, and an invoice of the period was paid in it or later), debts and corporate invoices.
 */
async function loadSources(client: ApolloClient, period: Period): Promise<ExportSources> {
  const answer = <T,>(r: { data?: T; error?: unknown }, what: string): T => {
    if (!r.data) throw r.error ?? new Error(`no ${what} answer`);
    return r.data;
  };
  const before = (iso: string | null | undefined) => !!iso && (utcDay(iso) ?? "") < period.from;
  const transactions = await allPages(async (page) => {
    const r = await client.query({ query: TransactionsQuery, variables: { ...period, page, pageSize: PAGE_SIZE }, fetchPolicy: "network-only" });
    return answer(r, "transactions").transactions;
  });
  const payments = await allPages(
    async (page) =>
      answer(await client.query({ query: PaymentsQuery, variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: "network-only" }), "payments").payments,
    (last) => before(last.paidAt),
  );
  const paid = await allPages(
    async (page) =>
      answer(await client.query({ query: PaidInvoicesQuery, variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: "network-only" }), "paid invoices")
        .paidInvoices,
    (last) => before(last.paidAt),
  );
  const debts = answer(await client.query({ query: DebtsQuery, fetchPolicy: "network-only" }), "debts").debts;
  const corporate = answer(await client.query({ query: CorporateInvoicesQuery, fetchPolicy: "network-only" }), "corporate invoices").corporateInvoices;
  return { transactions, payments, invoices: [...paid, ...debts], corporateInvoices: corporate };
}

/** One accountant export (issue 19): a period in, one CSV of every invoice, payment, credit and corporate invoice, and a PDF summary. */
export default function AccountantExportPage(_props: RouteComponentProps) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const client = useApolloClient();
  const showFailure = useFailureToast();
  const methodName = useMethodName();
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
        downloadText(exportCsv(records, { columns, kinds, statuses, method: methodName }), `${name}.csv`, "text/csv;charset=utf-8");
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
            columns: {
              kind: t("export.pdf.kind"),
              count: t("export.pdf.count"),
              net: t("export.pdf.net"),
              vat: t("export.pdf.vat"),
              amount: t("export.pdf.amount"),
            },
            open: t("export.pdf.open"),
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
        <DateRangeFields
          value={period}
          onChange={setPeriod}
          required
          fromError={problem === "from" ? t("export.dateRequired") : undefined}
          toError={problem === "to" ? t("export.dateRequired") : dateError}
        />
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
