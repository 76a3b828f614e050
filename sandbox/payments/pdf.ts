/**
 * A minimal, valid PDF 1.4 document (one page, Helvetica text lines) with a correct xref table, so
 * invoice PDF links open in any viewer.
 */
export function renderPdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[^\x20-\x7E]/g, "?").replace(/([\\()])/g, "\\$1");
  const content = ["BT", "/F1 12 Tf", "14 TL", "50 790 Td", ...lines.map((l, i) => (i === 0 ? `(${escape(l)}) Tj` : `T* (${escape(l)}) Tj`)), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
