import { AMOUNT_MAX, amountMessage, amountProblem, isAllowedCurrency, payableAmount } from "./amounts";

describe("amounts", () => {
  it("takes more than 1 and at most the currency's maximum", () => {
    expect(amountProblem(1, "EUR")).toBe("tooSmall");
    expect(amountProblem(1.01, "EUR")).toBeNull();
    expect(amountProblem(Number.NaN, "EUR")).toBe("notANumber");
    expect(amountProblem(AMOUNT_MAX.EUR, "EUR")).toBeNull();
    expect(amountProblem(AMOUNT_MAX.EUR + 0.01, "EUR")).toBe("tooLarge");
    expect(amountProblem(AMOUNT_MAX.RUR, "RUR")).toBeNull();
  });

  it("refuses an amount finer than the currency's minor unit instead of rounding it unseen", () => {
    // «1234,50 ₽» was paid as 1235 ₽, and «1,4 ₽» was refused as "not more than 1".
    expect(amountProblem(1234.5, "RUR")).toBe("tooPrecise");
    expect(amountProblem(1.4, "RUR")).toBe("tooPrecise");
    expect(amountProblem(1.6, "UAH")).toBe("tooPrecise");
    expect(amountProblem(1235, "RUR")).toBeNull();
    expect(amountProblem(1.004, "EUR")).toBe("tooPrecise");
    expect(amountProblem(10.999, "EUR")).toBe("tooPrecise");
    expect(amountProblem(AMOUNT_MAX.EUR + 0.004, "EUR")).toBe("tooPrecise");
    expect(amountProblem(AMOUNT_MAX.RUR + 0.6, "RUR")).toBe("tooPrecise");
    expect(payableAmount(10.999, "EUR")).toBe(11);
  });

  it("takes every amount of two decimals in cents as the number typed", () => {
    // Decimal text → double → ×100, rounded, ÷100 gives the same double: no false "too precise".
    for (let cents = 101; cents < 100_000; cents += 7) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
      expect(amountProblem(Number(text), "EUR")).toBeNull();
    }
    expect(amountProblem(Number("99999.99"), "USD")).toBeNull();
  });

  it("refuses what once made the balance Infinity", () => {
    expect(amountProblem(1e308, "EUR")).toBe("tooLarge");
    expect(amountProblem(1e20, "USD")).toBe("tooLarge");
    expect(amountProblem(1e300, "RUR")).toBe("tooLarge");
    expect(amountProblem(Number.POSITIVE_INFINITY, "EUR")).toBe("notANumber");
    expect(amountProblem(Number.NaN, "EUR")).toBe("notANumber");
  });

  it("knows spec §9's currencies only", () => {
    expect(["EUR", "USD", "GBP", "UAH", "RUR"].every(isAllowedCurrency)).toBe(true);
    expect(isAllowedCurrency("XXX")).toBe(false);
    expect(isAllowedCurrency("RUB")).toBe(false);
    expect(amountProblem(10, "XXX")).toBe("currency");
  });

  it("says the limit in the API's message", () => {
    expect(amountMessage("tooLarge", "EUR")).toBe("The amount must be at most 100000 EUR.");
    expect(amountMessage("currency", "XXX")).toMatch(/EUR, USD, GBP, UAH, RUR/);
    expect(amountMessage("tooPrecise", "RUR")).toBe("The amount must be a whole number of RUR.");
    expect(amountMessage("tooPrecise", "EUR")).toBe("The amount can have at most 2 decimal places.");
  });
});
