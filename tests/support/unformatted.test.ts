import { formatDate, formatNumber } from "../../src/lib/format";
import { formatMoney } from "../../src/lib/money";
import { findUnformatted } from "./unformatted";

const rules = (texts: string[], language: "en" | "ru") => findUnformatted(texts, language).map((f) => `${f.rule}: ${f.match}`);

describe("findUnformatted", () => {
  it("accepts what the locale tables produce, in both languages", () => {
    for (const language of ["en", "ru"] as const) {
      const texts = [
        formatDate("2026-02-28", language),
        formatDate("2026-02-28T10:15:00Z", language, "dateTime"),
        formatDate("2026-02-28", language, "numeric"),
        formatNumber(1234567.5, language),
        formatMoney(12345.5, "RUR", language),
        formatMoney(1234, "EUR", language),
        formatMoney(12, "USD", language),
      ];
      expect([language, rules(texts, language)]).toEqual([language, []]);
    }
  });

  it("accepts years, identifiers, phones and postal codes", () => {
    const texts = [
      "Since 2010",
      "ISO 27001 data centres",
      "Order vps-16",
      "Invoice #102345",
      "(EU) 2016/679",
      "+31 20 808 4120",
      "1017 EK Amsterdam",
      "RFC 5321",
      "ab12345cd",
    ];
    expect(rules(texts, "en")).toEqual([]);
    expect(rules(texts, "ru")).toEqual([]);
  });

  it("finds raw ISO dates and ISO timestamps", () => {
    expect(rules(["Paid on 2026-02-28", "at 2026-02-28T10:15:00.000Z"], "en")).toEqual(["raw ISO date: 2026-02-28", "raw ISO date: 2026-02-28T10:15:00.000Z"]);
    expect(rules(["Оплачено 2026-02-28"], "ru")).toEqual(["raw ISO date: 2026-02-28"]);
  });

  it("finds long numbers without grouping in both languages", () => {
    expect(rules(["Balance: 12345.50 ₽"], "ru")).toEqual(["number of 5+ digits without grouping: 12345"]);
    expect(rules(["Total 250000 requests"], "en")).toEqual(["number of 5+ digits without grouping: 250000"]);
  });

  it("finds en amounts of four digits without grouping, but not ru ones (ru groups from five)", () => {
    expect(rules(["€1234", "1234.50", "1234 €"], "en")).toEqual([
      "en amount of 4 digits without grouping: €1234",
      "en amount of 4 digits without grouping: 1234.5",
      "en amount of 4 digits without grouping: 1234 €",
    ]);
    expect(rules(["1234 ₽"], "ru")).toEqual([]);
  });

  it("finds the other language's grouping and dates", () => {
    expect(rules(["12\u00a0345,00 €", "28.02.2026"], "en")).toEqual(["ru grouping on an en screen: 12\u00a0345,00", "ru date on an en screen: 28.02.2026"]);
    expect(rules(["12,345.00 ₽", "Feb 28, 2026", "2/28/2026"], "ru")).toEqual([
      "en grouping on a ru screen: 12,345.00",
      "en date on a ru screen: Feb 28, 2026",
      "en date on a ru screen: 2/28/2026",
    ]);
  });
});
