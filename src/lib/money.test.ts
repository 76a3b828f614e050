import { formatMoney, fromEur, parseAmount, toEur, fractionDigits } from "./money";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("money (spec §9)", () => {
  it("formats with units per language", () => {
    expect(formatMoney(1234.5, "EUR", "en")).toBe("€1,234.50");
    expect(nbsp(formatMoney(1234.5, "EUR", "ru"))).toBe("1 234,50 €");
    expect(formatMoney(-12, "USD", "en")).toBe("-$12.00");
    expect(formatMoney(12, "GBP", "en", { signed: true })).toBe("+£12.00");
  });

  it("shows RUR and UAH as big numbers in whole units", () => {
    expect(nbsp(formatMoney(123456.7, "RUR", "ru"))).toBe("123 457 ₽");
    expect(formatMoney(123456.7, "RUR", "en")).toBe("₽123,457");
    expect(formatMoney(10.8, "USD", "ru").endsWith("$")).toBe(true);
    expect(nbsp(formatMoney(2225, "UAH", "ru"))).toBe("2 225 ₴");
    expect(fractionDigits("UAH")).toBe(0);
    expect(fractionDigits("EUR")).toBe(2);
  });

  it("converts from EUR by multiplier, rounded to the currency's digits", () => {
    expect(fromEur(50, 98, "RUR")).toBe(4900);
    expect(fromEur(12.34, 98, "RUR")).toBe(1209);
    expect(fromEur(10, 1.08, "USD")).toBe(10.8);
    expect(toEur(4900, 98)).toBe(50);
  });

  it("reads typed amounts in both conventions", () => {
    expect(parseAmount("1 234,50")).toBe(1234.5);
    expect(parseAmount("1,234.50")).toBe(1234.5);
    expect(parseAmount("15")).toBe(15);
    expect(parseAmount("")).toBeNaN();
    expect(parseAmount("12abc")).toBeNaN();
  });

  it("reads a dot and a comma together by which comes last, with thousands in groups of three", () => {
    expect(parseAmount("1.234,50")).toBe(1234.5);
    expect(parseAmount("1.000,50")).toBe(1000.5);
    expect(parseAmount("1.000.000,50")).toBe(1000000.5);
    expect(parseAmount("1,000,000.50")).toBe(1000000.5);
    expect(parseAmount("1.000,5,0")).toBeNaN();
    expect(parseAmount("12,34.5")).toBeNaN();
    expect(parseAmount("1.2345,6")).toBeNaN();
  });
});

it("builds no Intl.NumberFormat for the display currencies, and one per kind of amount for another code", () => {
  const built = jest.spyOn(Intl, "NumberFormat");
  try {
    const shown = [1, 2.5, 1234.5].map((amount) => formatMoney(amount, "GBP", "ru", { signed: true }));
    expect(shown).toEqual(["+1,00\u00a0£", "+2,50\u00a0£", "+1\u00a0234,50\u00a0£"]);
    expect(formatMoney(980, "RUR", "ru")).toBe("980\u00a0₽");
    expect(built).toHaveBeenCalledTimes(0);
    // A code outside the tables (decision 151) goes to Intl, one formatter per kind.
    formatMoney(1, "CHF", "en");
    formatMoney(2, "CHF", "en");
    expect(built).toHaveBeenCalledTimes(1);
  } finally {
    built.mockRestore();
  }
});
