import { compareNames, dateText, moneyText, numberText, percentText, roundedParts } from "./fixed-formats";
import { tableFor } from "./format";

// The tables must write exactly what Intl writes (Chromium and Node share ICU's data for these locales).
const LOCALE = { en: "en-US", ru: "ru-RU" } as const;
const CURRENCIES = [
  ["EUR", "EUR", 2],
  ["USD", "USD", 2],
  ["GBP", "GBP", 2],
  ["UAH", "UAH", 0],
  ["RUR", "RUB", 0],
] as const;

const VALUES = [
  0,
  -0,
  1,
  -1,
  0.004,
  0.005,
  -0.005,
  0.015,
  1.005,
  2.675,
  9.995,
  99.995,
  999.995,
  999.5,
  1000,
  1234.5,
  -1234.5,
  12345.678,
  100000,
  999999.999,
  1e6,
  123456789.99,
  98765432109876,
  0.000001,
  1e-7,
  -1e-9,
  0.1 + 0.2,
  4.35,
  1.45,
  8.345,
];

function randomValues(count: number): number[] {
  // A fixed-seed generator: the same cases on every run.
  let seed = 20261127;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, i) => {
    const scale = 10 ** Math.floor(next() * 9);
    const value = Math.round(next() * scale * 1000) / (i % 2 ? 1000 : 100);
    return i % 3 ? value : -value;
  });
}

describe("moneyText writes what Intl writes", () => {
  for (const language of ["en", "ru"] as const) {
    for (const [code, iso, digits] of CURRENCIES) {
      for (const signed of [false, true]) {
        it(`${language} ${code}${signed ? " signed" : ""}`, () => {
          const intl = new Intl.NumberFormat(LOCALE[language], {
            style: "currency",
            currency: iso,
            currencyDisplay: "narrowSymbol",
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
            signDisplay: signed ? "exceptZero" : "auto",
          });
          for (const value of [...VALUES, ...randomValues(400)])
            expect([value, moneyText(value, code, language, digits, signed)]).toEqual([value, intl.format(value)]);
        });
      }
    }
  }

  it("leaves what it does not cover to Intl", () => {
    expect(moneyText(1, "CHF", "en", 2)).toBeNull();
    expect(moneyText(Number.NaN, "EUR", "en", 2)).toBeNull();
    expect(moneyText(Number.POSITIVE_INFINITY, "EUR", "en", 2)).toBeNull();
    expect(moneyText(1e16, "EUR", "en", 2)).toBeNull();
  });
});

describe("numberText writes what Intl writes for formatNumber's plain styles", () => {
  for (const language of ["en", "ru"] as const)
    for (const [minDigits, maxDigits] of [
      [0, 0],
      [0, 2],
      [1, 2],
    ] as const)
      it(`${language} ${minDigits}-${maxDigits} decimals`, () => {
        const intl = new Intl.NumberFormat(LOCALE[language], { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits });
        for (const value of [...VALUES, ...randomValues(400)])
          expect([value, numberText(value, language, minDigits, maxDigits)]).toEqual([value, intl.format(value)]);
      });

  for (const language of ["en", "ru"] as const)
    it(`${language} percent of a fraction, up to 1 decimal`, () => {
      const intl = new Intl.NumberFormat(LOCALE[language], { style: "percent", maximumFractionDigits: 1 });
      const fractions = [0.2, 0.07, 0.19, 0.215, 0.0005, 0.00049, 1.5, 0.123456, ...VALUES.map((v) => v / 100), ...randomValues(400).map((v) => v / 1000)];
      for (const value of fractions) expect([value, percentText(value, language, 1)]).toEqual([value, intl.format(value)]);
    });

  it("leaves what it does not cover to Intl", () => {
    expect(percentText(1e13, "en", 1)).toBeNull();
    expect(percentText(Number.NaN, "ru", 1)).toBeNull();
    expect(numberText(Number.NaN, "en", 0, 2)).toBeNull();
    expect(numberText(Number.NEGATIVE_INFINITY, "ru", 0, 2)).toBeNull();
    expect(numberText(1e16, "en", 0, 0)).toBeNull();
  });
});

describe("roundedParts rounds the shortest decimal text half away from zero", () => {
  it.each([
    [1.005, 2, "1", "01"],
    [0.995, 2, "1", "00"],
    [9.5, 0, "10", ""],
    [99.999, 2, "100", "00"],
    [0.5, 0, "1", ""],
    [0.49, 0, "0", ""],
    [1e-7, 2, "0", "00"],
  ])("%p at %p decimals → %p.%p", (value, digits, whole, fraction) => {
    expect(roundedParts(value, digits)).toEqual({ negative: false, whole, fraction });
  });
});

describe("dateText writes what Intl writes in UTC", () => {
  // The options format.ts gives Intl for each style: the tables must write what those options write.
  const STYLES = ["long", "short", "numeric", "dateTime", "monthYear"] as const;
  const dates: Date[] = [];
  for (let month = 0; month < 12; month++)
    for (const day of [1, 9, 10, 28]) dates.push(new Date(Date.UTC(2026, month, day, (month * 7 + day) % 24, (day * 13) % 60)));
  dates.push(new Date(Date.UTC(2024, 1, 29, 0, 5)), new Date(Date.UTC(1999, 11, 31, 23, 59)), new Date(Date.UTC(2030, 0, 1, 12, 0)));

  for (const language of ["en", "ru"] as const) {
    for (const style of STYLES) {
      it(`${language} ${style}`, () => {
        const table = tableFor(language);
        expect(table.locale).toBe(LOCALE[language]);
        const intl = new Intl.DateTimeFormat(table.locale, { ...table.dates[style], timeZone: "UTC" });
        for (const date of dates) expect(dateText(date, language, style)).toBe(intl.format(date));
      });
    }
  }

  it("shows midnight as 00:05, not 24:05", () => {
    expect(dateText(new Date(Date.UTC(2026, 0, 1, 0, 5)), "en", "dateTime")).toBe("Jan 1, 2026, 00:05");
  });

  it("leaves other styles and years to Intl", () => {
    expect(dateText(new Date(Date.UTC(2026, 0, 1)), "en", "time")).toBeNull();
    expect(dateText(new Date(Date.UTC(10000, 0, 1)), "en", "long")).toBeNull();
    expect(dateText(new Date(Number.NaN), "ru", "long")).toBeNull();
  });
});

it("compareNames orders names case-blind, ё with е, and is stable for equal keys", () => {
  expect(["beta", "Alpha", "alpha", "ёж", "еж", "Жук", "Apple"].sort(compareNames)).toEqual(["Alpha", "alpha", "Apple", "beta", "еж", "ёж", "Жук"]);
  expect(compareNames("a", "a")).toBe(0);
});
