import { readFileSync } from "node:fs";
import { jsPDF } from "jspdf";

// PT Sans (SIL OFL, ParaType): the PDF standard fonts have no Cyrillic, and invoices speak Russian too
// (decision 104). Read once, embedded as a subset by jsPDF.
let ptSans: string | null = null;
const font = () => (ptSans ??= readFileSync(require.resolve("@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf")).toString("base64"));

/**
 * A one-page A4 PDF of text lines, so invoice PDF links open in any viewer. The first line is also the
 * document's title and the others its subject: the page's text is glyph ids of the embedded font, the
 * metadata is searchable text (viewers' search, mail indexers, the tests).
 */
export function renderPdf(lines: string[]): Buffer {
  const doc = new jsPDF({ unit: "pt", format: "a4" });
  doc.addFileToVFS("PTSans-Regular.ttf", font());
  doc.addFont("PTSans-Regular.ttf", "PTSans", "normal");
  doc.setFont("PTSans", "normal");
  doc.setFontSize(12);
  doc.setProperties({ title: lines[0] ?? "", subject: lines.slice(1).join("; ") });
  lines.forEach((line, i) => doc.text(line, 50, 52 + i * 16));
  return Buffer.from(doc.output("arraybuffer"));
}
