import { csvDecimal, toCsv } from "@/lib/csv";
import { utcDay } from "@/lib/period";
import type { ExportRecord, RecordKind, RecordStatus } from "./records";

/** Column order of the export (decision 103); the header texts come from the catalogue. */
export const EXPORT_COLUMNS = [
  "kind",
  "id",
  "date",
  "paidAt",
  "description",
  "legalEntity",
  "legalEntityVatId",
  "currency",
  "net",
  "vatRate",
  "vat",
  "amount",
  "status",
  "method",
  "reference",
  "settlement",
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export interface ExportLabels {
  columns: Record<ExportColumn, string>;
  kinds: Record<RecordKind, string>;
  statuses: Record<RecordStatus, string>;
  /** A payment way's name (the checkout catalogue's, as the payments page shows it). */
  method: (key: string) => string;
}

const money = (v: number | null) => (v === null ? "" : csvDecimal(v, 2));
/** A VAT rate as a percentage (0.19 → "19"; 0.077 → "7.7"). */
const percent = (rate: number | null) => (rate === null ? "" : String(Math.round(rate * 10000) / 100));

/**
 * The export as one CSV file (decision 103): RFC 4180 with "," and CRLF, a UTF-8 BOM for Excel, dates as
 * ISO days, amounts with a decimal point and no grouping in every language, in the record's own currency;
 * texts the CMS or a customer wrote are guarded against formula injection by the writer.
 */
export function exportCsv(records: ExportRecord[], labels: ExportLabels): string {
  const rows = records.map((r) => {
    const cells: Record<ExportColumn, string> = {
      kind: labels.kinds[r.kind],
      id: r.id,
      date: utcDay(r.date) ?? "",
      paidAt: r.paidAt ? (utcDay(r.paidAt) ?? "") : "",
      description: r.description,
      legalEntity: r.legalEntity?.company ?? "",
      legalEntityVatId: r.legalEntity?.vatId ?? "",
      currency: r.currency,
      net: money(r.net),
      vatRate: percent(r.vatRate),
      vat: money(r.vat),
      amount: money(r.amount),
      status: labels.statuses[r.status],
      method: r.method ? labels.method(r.method) : "",
      reference: r.reference,
      settlement: r.settlement,
    };
    return EXPORT_COLUMNS.map((c) => cells[c]);
  });
  return toCsv([EXPORT_COLUMNS.map((c) => labels.columns[c]), ...rows], ",");
}
