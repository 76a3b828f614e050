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

  it("checks the amount as it is paid, rounded to the currency's minor unit", () => {
    // 1.004 EUR would be charged as 1.00: not more than 1.
    expect(amountProblem(1.004, "EUR")).toBe("tooSmall");
    expect(amountProblem(1.0000001, "EUR")).toBe("tooSmall");
    expect(payableAmount(10.999, "EUR")).toBe(11);
    expect(amountProblem(10.999, "EUR")).toBeNull();
    // Whole roubles and hryvnias.
    expect(amountProblem(1.4, "RUR")).toBe("tooSmall");
    expect(payableAmount(1.6, "UAH")).toBe(2);
    expect(amountProblem(1.6, "UAH")).toBeNull();
    expect(amountProblem(AMOUNT_MAX.EUR + 0.004, "EUR")).toBeNull();
    expect(amountProblem(AMOUNT_MAX.RUR + 0.6, "RUR")).toBe("tooLarge");
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
  });
});
