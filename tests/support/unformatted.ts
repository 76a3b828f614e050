/**
 * Finds dates and numbers a screen shows without the locale tables of spec §3 (src/lib/format.ts):
 * raw ISO dates, numbers of five or more digits without grouping (both languages), en amounts of four
 * digits without grouping, the other language's grouping or date shape. Used by
 * tests/built/public-numbers.test.ts on the built pages and by tests/support/feature/numbers-shown.ts on rendered
 * account and checkout screens; pure, so it has unit tests.
 */
export type Language = "en" | "ru";
export type Finding = { rule: string; match: string; text: string };

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g;
// A run of 5+ digits that is a quantity, not part of an identifier (vps-16, #10234, ab12345, 2016/679, 1.2.3).
const LONG_DIGITS = /(?<![\p{L}\d#№_\-/.:@+])\d{5,}(?![\p{L}\d_\-/@])/gu;
// Identifiers written after a name, never quantities: ISO 27001, RFC 5321, port 42012, №12345.
const IDENTIFIER_BEFORE = /(?:\bISO|\bRFC|\bport|\bпорт|\bID|\bNo\.?|№|#)\s*$/i;
// en groups every amount of four digits and more (1,234.50); a bare four-digit integer may be a year.
const EN_FOUR_DIGIT_AMOUNT = [/(?<![\d,.])\d{4}\.\d/g, /[€$£₴₽]\s?\d{4}(?![\d,])/g, /(?<![\d,.])\d{4}(?:\.\d+)?\s?[€$£₴₽]/g];
// The other language's grouping in an amount: 12 345,00 on an en screen; 12,345.00 on a ru screen.
const RU_GROUPED = /\d{1,3}(?:[\u00a0\u202f ]\d{3})+,\d{1,2}(?!\d)/g;
const EN_GROUPED = /\d{1,3}(?:,\d{3})+\.\d{1,2}(?!\d)/g;
// The other language's date shape.
const EN_DATE = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}, \d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/g;
const RU_DATE = /\b\d{2}\.\d{2}\.\d{4}\b|\d{1,2} (?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)[а-я]* \d{4}/g;

function all(text: string, pattern: RegExp): RegExpExecArray[] {
  return [...text.matchAll(new RegExp(pattern.source, pattern.flags))];
}

/** Every finding in the given text nodes (one string per node) of a screen in `language`. */
export function findUnformatted(texts: readonly string[], language: Language): Finding[] {
  const found: Finding[] = [];
  for (const text of texts) {
    const add = (rule: string, matches: RegExpExecArray[]) => matches.forEach((m) => found.push({ rule, match: m[0], text: text.trim().slice(0, 120) }));
    add("raw ISO date", all(text, ISO_DATE));
    add(
      "number of 5+ digits without grouping",
      all(text, LONG_DIGITS).filter((m) => !IDENTIFIER_BEFORE.test(text.slice(0, m.index))),
    );
    if (language === "en") {
      for (const p of EN_FOUR_DIGIT_AMOUNT) add("en amount of 4 digits without grouping", all(text, p));
      add("ru grouping on an en screen", all(text, RU_GROUPED));
      add("ru date on an en screen", all(text, RU_DATE));
    } else {
      add("en grouping on a ru screen", all(text, EN_GROUPED));
      add("en date on a ru screen", all(text, EN_DATE));
    }
  }
  return found;
}
