import { cryptoPagePath, paymentPagePath, readTopUpPrefill, TOP_UP_REF } from "./payment-links";

describe("payment page links", () => {
  it("points every payment at /checkout/pay/:ref/", () => {
    expect(paymentPagePath("p_abc")).toBe("/checkout/pay/p_abc/");
    expect(paymentPagePath("a/b")).toBe("/checkout/pay/a%2Fb/");
  });

  it("points a crypto invoice at /checkout/pay/:ref/crypto/ with its id and network", () => {
    expect(cryptoPagePath("p 1", { id: "inv/7", network: "btc" })).toBe("/checkout/pay/p%201/crypto/?id=inv%2F7&network=btc");
  });

  it("carries a top-up's amount and currency, and reads them back", () => {
    const path = paymentPagePath(TOP_UP_REF, { amount: 20.5, currency: "GBP" });
    expect(path).toBe("/checkout/pay/balance/?amount=20.5&currency=GBP");
    expect(readTopUpPrefill(path.slice(path.indexOf("?")))).toEqual({ amount: "20.5", currency: "GBP" });
  });

  it("drops an amount of 1 or less, a non-number and an unknown currency", () => {
    expect(readTopUpPrefill("?amount=1&currency=EUR")).toEqual({ amount: "", currency: "EUR" });
    expect(readTopUpPrefill("?amount=1e308&currency=EUR")).toEqual({ amount: "", currency: "EUR" });
    expect(readTopUpPrefill("?amount=200000&currency=EUR")).toEqual({ amount: "", currency: "EUR" });
    expect(readTopUpPrefill("?amount=abc&currency=XYZ")).toEqual({ amount: "", currency: null });
    expect(readTopUpPrefill("")).toEqual({ amount: "", currency: null });
    expect(readTopUpPrefill("?amount=1.01")).toEqual({ amount: "1.01", currency: null });
  });
});
