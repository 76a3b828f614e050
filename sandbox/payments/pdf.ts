import { readFileSync } from "node:fs";
import { jsPDF } from "jspdf";

// PT Sans (SIL OFL, ParaType): the PDF standard fonts have no Cyrillic, and invoices speak Russian too
// (decision 104). Read once, embedded as a subset by jsPDF.
let ptSans: string | null = null;
const font = () => (ptSans ??= readFileSync(require.resolve("@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf")).toString("base64"));

/** A one-page A4 PDF of text lines (the first is also the document's title), so invoice PDF links open in any viewer. */
export function renderPdf(lines: string[]): Buffer {
  const doc = new jsPDF({ unit: "pt", format: "a4" });
  doc.addFileToVFS("PTSans-Regular.ttf", font());
  doc.addFont("PTSans-Regular.ttf", "PTSans", "normal");
  doc.setFont("PTSans", "normal");
  doc.setFontSize(12);
  doc.setProperties({ title: lines[0] ?? "" });
  lines.forEach((line, i) => doc.text(line, 50, 52 + i * 16));
  return Buffer.from(doc.output("arraybuffer"));
}
