import {
  formatTimeLeft,
  formatDate,
  formatFileSize,
  formatMinCpuFrequency,
  formatDateTime,
  formatInteger,
  formatLocalTime,
  formatMonth,
  formatNumber,
  formatNumericDate,
  formatPercent,
  formatShortDate,
  pluralize,
  ruPluralForm,
  LOCALE_TABLES,
  tableFor,
  type NumberStyle,
} from "./format";

it("formats dates per language and keeps what it cannot read", () => {
  expect(formatDate("2026-02-28T10:00:00Z", "en")).toBe("February 28, 2026");
  expect(formatDate("2026-02-28T10:00:00Z", "ru")).toBe("28 февраля 2026 г.");
  expect(formatDate("not a date", "en")).toBe("not a date");
});

it("has date styles in one table per language", () => {
  const d = "2026-11-03T14:05:00Z";
  expect(formatDate(d, "en", "numeric")).toBe("11/03/2026");
  expect(formatDate(d, "ru", "numeric")).toBe("03.11.2026");
  expect(formatDate(d, "en", "short")).toBe("Nov 3, 2026");
  expect(formatDate(d, "ru", "time")).toBe("14:05");
  expect(formatDate(d, "en", "time")).toBe("02:05 PM");
});

it("falls back to en-US for an unknown language", () => {
  expect(tableFor("de").locale).toBe("en-US");
  expect(formatNumber(1234.5, "de")).toBe("1,234.5");
});

it("formats numbers and percent per language", () => {
  expect(formatNumber(1234567.891, "en")).toBe("1,234,567.89");
  expect(formatNumber(1234567.891, "ru")).toBe("1\u00a0234\u00a0567,89");
  expect(formatNumber(12.7, "en", "integer")).toBe("13");
  expect(formatPercent(40, "en")).toBe("40%");
  expect(formatPercent(40, "ru")).toBe("40\u00a0%");
});

it("applies the Russian three-form plural rule", () => {
  const cases: Array<[number, string]> = [
    [1, "one"],
    [21, "one"],
    [2, "few"],
    [4, "few"],
    [22, "few"],
    [0, "many"],
    [5, "many"],
    [11, "many"],
    [12, "many"],
    [14, "many"],
    [111, "many"],
    [101, "one"],
  ];
  for (const [n, form] of cases) expect([n, ruPluralForm(n)]).toEqual([n, form]);
  const days = { one: "день", few: "дня", many: "дней" };
  expect(pluralize(3, "ru", days)).toBe("дня");
  expect(pluralize(365, "ru", days)).toBe("дней");
  expect(pluralize(1, "en", { one: "day", other: "days" })).toBe("day");
  expect(pluralize(365, "en", { one: "day", other: "days" })).toBe("days");
});

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

it("has short, numeric and timestamp forms", () => {
  expect(formatShortDate("2027-02-28", "en")).toBe("Feb 28, 2027");
  expect(nbsp(formatShortDate("2027-02-28", "ru"))).toBe("28 февр. 2027 г.");
  expect(formatNumericDate("2027-02-28", "en")).toBe("02/28/2027");
  expect(formatNumericDate("2027-02-28", "ru")).toBe("28.02.2027");
  expect(formatDateTime("2026-11-23T14:05:00Z", "en")).toBe("Nov 23, 2026, 14:05");
  expect(formatMonth(2026, 10, "en")).toBe("November 2026");
  expect(nbsp(formatInteger(12345, "ru"))).toBe("12 345");
});

it("formats a minimum CPU frequency with the locale's decimal sign, one decimal at least", () => {
  expect(nbsp(formatMinCpuFrequency(3.2, "en"))).toBe("≥ 3.2 GHz");
  expect(nbsp(formatMinCpuFrequency(3, "en"))).toBe("≥ 3.0 GHz");
  expect(nbsp(formatMinCpuFrequency(3.25, "en"))).toBe("≥ 3.25 GHz");
  expect(nbsp(formatMinCpuFrequency(3.2, "ru"))).toBe("от 3,2 ГГц");
  expect(nbsp(formatMinCpuFrequency(4.5, "ru"))).toBe("от 4,5 ГГц");
  // The unit never wraps away from its number.
  expect(formatMinCpuFrequency(3.5, "en")).toBe("≥\u00a03.5\u00a0GHz");
});

describe("formatTimeLeft (the crypto quote's countdown)", () => {
  it("shows minutes and seconds, hours when there are any, and never a negative time", () => {
    expect(formatTimeLeft(59 * 60 * 1000 + 7000)).toBe("59:07");
    expect(formatTimeLeft(3723 * 1000)).toBe("1:02:03");
    expect(formatTimeLeft(400)).toBe("0:01");
    expect(formatTimeLeft(-5000)).toBe("0:00");
  });
});

describe("formatFileSize", () => {
  it("says bytes, kilobytes and megabytes in each language", () => {
    expect(formatFileSize(512, "en")).toBe("512 byte");
    expect(formatFileSize(12_400, "en")).toBe("12 kB");
    expect(formatFileSize(1_500_000, "en")).toBe("1.5 MB");
    expect(formatFileSize(1_500_000, "ru")).toBe("1,5 МБ");
  });
});

it("formatLocalTime: a time of day in the zone the code runs in, as Intl writes it", () => {
  const iso = "2026-11-03T14:05:00Z";
  const date = new Date(iso);
  expect(formatLocalTime(iso, "ru")).toBe(new Intl.DateTimeFormat("ru-RU", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date));
  expect(formatLocalTime(iso, "en")).toBe(new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit" }).format(date));
  expect(formatLocalTime("not a date", "en")).toBe("not a date");
});

it("every number style writes what Intl writes with the style's options, through the tables or not", () => {
  const values = [0, -0, 1, -1.5, 0.07, 0.19, 0.0145, 2.675, 999.995, 1234.5, -98765.4321, 1e6, 123456789.987];
  for (const language of ["en", "ru"] as const)
    for (const [style, options] of Object.entries(LOCALE_TABLES[language].numbers)) {
      const intl = new Intl.NumberFormat(LOCALE_TABLES[language].locale, options);
      for (const value of values)
        expect([language, style, value, formatNumber(value, language, style as NumberStyle)]).toEqual([language, style, value, intl.format(value)]);
    }
});
