import { resultAction } from "./results";

const base = { paymentRef: "p1", finalAmount: 10 };

describe("resultAction (spec §4)", () => {
  it("keeps the invoice-list redirect in the app", () => {
    expect(resultAction({ ...base, redirect: "/my/legalentities/invoices/?selected=4" }, "http://localhost:8000")).toEqual({
      kind: "in-app",
      path: "/my/legalentities/invoices/?selected=4",
      paid: false,
    });
  });
  it("marks a paid redirect", () => {
    expect(resultAction({ ...base, redirect: "/my/?payment=paid&paymentRef=p1" }, "http://localhost:8000")).toMatchObject({ kind: "in-app", paid: true });
  });
  it("follows a redirect to another site as a page load", () => {
    expect(resultAction({ ...base, redirect: "https://bank.example/3ds" }, "http://localhost:8000")).toEqual({
      kind: "external",
      url: "https://bank.example/3ds",
    });
  });
  it("submits forms and opens card and crypto widgets", () => {
    expect(resultAction({ ...base, form: { action: "/gw/", method: "POST", fields: { a: "1" } } }, "http://x")).toEqual({
      kind: "form",
      action: "/gw/",
      method: "POST",
      fields: { a: "1" },
    });
    expect(
      resultAction({ ...base, widget: { type: "card_session", apiKey: "k", checkoutSessionId: "cs", url: "/sandbox/pay/card/cs/" } }, "http://x"),
    ).toMatchObject({ kind: "card" });
    expect(
      resultAction(
        {
          ...base,
          widget: {
            type: "crypto",
            id: "c1",
            paymentRef: "p1",
            network: "tron",
            paymentUri: "tron:TXYZ?amount=1.00&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
            fiatAmount: 1,
            fiatCurrency: "EUR",
            asset: "USDT",
            address: "T1",
            amount: "1",
            status: "awaiting",
            expiresAt: "",
            walletDeactivatesAt: "",
            statusUrl: "/s",
          },
        },
        "http://x",
      ),
    ).toEqual({ kind: "crypto", id: "c1", network: "tron" });
  });
});
