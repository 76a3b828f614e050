import type { Language } from "./i18n-config";

/**
 * CSV that spreadsheets open as they are: a UTF-8 byte-order mark (Excel needs it for non-ASCII),
 * CRLF rows (RFC 4180), quoted cells when needed. The separator follows the language's spreadsheet
 * convention: "," in English, ";" in Russian (where "," is the decimal mark).
 */
export const BOM = "\uFEFF";

export const csvSeparator = (language: Language): string => (language === "ru" ? ";" : ",");

/** A cell that is only a number (-12.50, 1234,5): no formula can hide in it. */
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

export function csvCell(value: string, separator: string): string {
  const needsQuotes = value.includes(separator) || /["\r\n]/.test(value) || /^\s|\s$/.test(value);
  // A leading = + - @ (or a tab or carriage return before one) would run as a formula in a spreadsheet
  // (CSV injection, OWASP): such a cell gets a leading quote unless the whole cell is a plain number,
  // so "-12.00" stays a number but "-1+1|cmd" does not run.
  const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: string[][], separator = ","): string {
  return BOM + rows.map((row) => row.map((c) => csvCell(c, separator)).join(separator)).join("\r\n") + "\r\n";
}

/** Reads CSV (RFC 4180, optional BOM). Throws on an unterminated quote or a ragged row. */
export function parseCsv(text: string, separator = ","): string[][] {
  const src = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') {
        quoted = false;
        i += 1;
        continue;
      }
      cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === "") {
      quoted = true;
      i += 1;
    } else if (ch === separator) {
      row.push(cell);
      cell = "";
      i += 1;
    } else if (ch === "\r" || ch === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += ch === "\r" && src[i + 1] === "\n" ? 2 : 1;
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (quoted) throw new Error("Unterminated quoted cell");
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  const width = rows[0]?.length ?? 0;
  rows.forEach((r, n) => {
    if (r.length !== width) throw new Error(`Row ${n + 1} has ${r.length} cells, expected ${width}`);
  });
  return rows;
}

/** A plain number for a spreadsheet cell in the language's convention (no grouping): 1234.5 / 1234,5. */
export function csvNumber(value: number, language: Language, digits = 2): string {
  const fixed = csvDecimal(value, digits);
  return language === "ru" ? fixed.replace(".", ",") : fixed;
}

/** A number in the one form every spreadsheet and bookkeeping import reads: a point, no grouping, no "-0.00". */
export function csvDecimal(value: number, digits = 2): string {
  const fixed = value.toFixed(digits);
  return /^-0(?:\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed;
}
