import { AMOUNT_MAX, amountMessage, amountProblem, isAllowedCurrency } from "./amounts";

describe("amounts", () => {
  it("takes more than 1 and at most the currency's maximum", () => {
    expect(amountProblem(1, "EUR")).toBe("tooSmall");
    expect(amountProblem(1.01, "EUR")).toBeNull();
    expect(amountProblem(Number.NaN, "EUR")).toBe("notANumber");
    expect(amountProblem(AMOUNT_MAX.EUR, "EUR")).toBeNull();
    expect(amountProblem(AMOUNT_MAX.EUR + 0.01, "EUR")).toBe("tooLarge");
    expect(amountProblem(AMOUNT_MAX.RUR, "RUR")).toBeNull();
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
