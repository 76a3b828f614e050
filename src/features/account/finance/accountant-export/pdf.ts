import { jsPDF } from "jspdf";
import regularFont from "@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf";
import boldFont from "@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf";
import type { Language } from "@/lib/i18n-config";
import { formatNumber } from "@/lib/money";
import type { CurrencyTotals, RecordKind } from "./records";

export interface SummaryLabels {
  title: string;
  period: string;
  generated: string;
  empty: string;
  kinds: Record<RecordKind, string>;
  columns: { kind: string; count: string; net: string; vat: string; amount: string };
  /** The heading of the bills not paid yet, listed apart from (never added to) the money that moved. */
  open: string;
  /** Said under the tables when a net/VAT cell shows "—" (a kind whose VAT the API does not state). */
  vatNote: string;
  details: string;
}

/** PT Sans (SIL OFL, ParaType): a font with Cyrillic, which the PDF standard fonts lack. Loaded only when a summary is made. */
async function fontBase64(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

// Intl groups Russian thousands with narrow no-break spaces; a plain space prints in every font.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** The PDF summary of an export: per currency, per kind of record, how many, net, VAT and gross (where the VAT is stated). */
export async function summaryPdf(totals: CurrencyTotals[], labels: SummaryLabels, language: Language): Promise<Blob> {
  const [regular, bold] = await Promise.all([fontBase64(regularFont), fontBase64(boldFont)]);
  const doc = new jsPDF({ unit: "mm", format: "a4" });
  doc.addFileToVFS("PTSans-Regular.ttf", regular);
  doc.addFont("PTSans-Regular.ttf", "PTSans", "normal");
  doc.addFileToVFS("PTSans-Bold.ttf", bold);
  doc.addFont("PTSans-Bold.ttf", "PTSans", "bold");
  doc.setProperties({ title: labels.title, subject: labels.period, creator: labels.title });
  doc.setLanguage(language === "ru" ? "ru" : "en-US");

  const left = 20;
  const right = 190;
  const columns = [left, 100, 130, 160, right]; // kind | count | net | VAT | gross (numbers right-aligned)
  let y = 25;
  const line = (text: string, size: number, style: "normal" | "bold" = "normal", gap = 7) => {
    doc.setFont("PTSans", style);
    doc.setFontSize(size);
    doc.text(plain(text), left, y);
    y += gap;
  };
  const money = (v: number) => plain(formatNumber(v, language, 2));

  line(labels.title, 18, "bold", 9);
  line(labels.period, 11, "normal", 6);
  line(labels.generated, 9, "normal", 10);
  if (!totals.length) line(labels.empty, 11);
  for (const currency of totals) {
    if (y > 260) {
      doc.addPage();
      y = 25;
    }
    line(currency.currency, 13, "bold", 7);
    doc.setFontSize(10);
    doc.setFont("PTSans", "bold");
    doc.text(plain(labels.columns.kind), columns[0]!, y);
    doc.text(plain(labels.columns.count), columns[1]!, y, { align: "right" });
    doc.text(plain(labels.columns.net), columns[2]!, y, { align: "right" });
    doc.text(plain(labels.columns.vat), columns[3]!, y, { align: "right" });
    doc.text(plain(labels.columns.amount), columns[4]!, y, { align: "right" });
    doc.setDrawColor(160);
    doc.line(left, y + 2, right, y + 2);
    y += 7;
    doc.setFont("PTSans", "normal");
    const rows = (kinds: CurrencyTotals["kinds"]) => {
      for (const k of kinds) {
        doc.text(plain(labels.kinds[k.kind]), columns[0]!, y);
        doc.text(plain(formatNumber(k.count, language, 0)), columns[1]!, y, { align: "right" });
        doc.text(k.vatUnstated > 0 ? "—" : money(k.net), columns[2]!, y, { align: "right" });
        doc.text(k.vatUnstated > 0 ? "—" : money(k.vat), columns[3]!, y, { align: "right" });
        doc.text(money(k.amount), columns[4]!, y, { align: "right" });
        y += 6;
      }
    };
    rows(currency.kinds);
    // Unpaid invoices and unconfirmed corporate invoices: apart, not in the totals above (issue 37).
    if (currency.open.length) {
      y += 2;
      line(labels.open, 10, "bold", 6);
      doc.setFont("PTSans", "normal");
      doc.setFontSize(10);
      rows(currency.open);
    }
    y += 6;
  }
  doc.setTextColor(90);
  if (totals.some((c) => c.kinds.some((k) => k.vatUnstated > 0))) line(`— ${labels.vatNote}`, 9, "normal", 5);
  line(labels.details, 9);
  return doc.output("blob");
}
