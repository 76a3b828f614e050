/**
 * A PDF is valid when its header, xref table, trailer and object offsets agree (moved from
 * tests/e2e/account-invoices.spec.ts: the invoice PDF is now checked in tests/features/account/invoices.test.tsx).
 * Returns the file as text.
 */
export function assertPdf(buffer: Buffer): string {
  const text = buffer.toString("latin1");
  expect(text.startsWith("%PDF-1.")).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe("xref");
  const [, first, count] = /^xref\s+(\d+) (\d+)/.exec(text.slice(startxref))!.map(Number) as [number, number, number];
  expect(first).toBe(0);
  const entries = text
    .slice(startxref)
    .split("\n")
    .slice(2, 2 + count);
  entries.slice(1).forEach((line, i) => {
    const offset = Number(line.slice(0, 10));
    expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
  });
  const root = /trailer\s*<<[^>]*\/Root (\d+) 0 R/.exec(text);
  expect(root).not.toBeNull();
  expect(text).toMatch(new RegExp(`(^|\\n)${root![1]} 0 obj\\s*<<[^>]*/Type /Catalog`));
  return text;
}
