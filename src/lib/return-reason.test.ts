import { cardSetupResult, returnReason } from "./return-reason";

const q = (s: string) => new URLSearchParams(s);

describe("returnReason: only known codes reach the failure notice", () => {
  it("maps the code and the spec §8 text to the bank reason", () => {
    expect(returnReason(q("payment=failed&paymentRef=p1&reason=bank"))).toBe("bank");
    expect(returnReason(q(`payment=failed&paymentRef=p1&error=${encodeURIComponent("Unable to reach the bank. Consider using a different card.")}`))).toBe(
      "bank",
    );
  });

  it.each([
    "error=Your%20card%20is%20blocked%2C%20call%20%2B1%20555%200100",
    "error=Payment%20failed",
    "reason=toString",
    "reason=__proto__",
    "reason=Your%20card%20is%20blocked",
    "error=<img src=x onerror=alert(1)>",
    "",
  ])("%j gives no reason", (s) => {
    expect(returnReason(q(`payment=failed&paymentRef=p1&${s}`))).toBeNull();
  });
});

describe("cardSetupResult: the finance page's card setup return", () => {
  it("reads added, and declined with only a known reason", () => {
    expect(cardSetupResult(q("card=added"))).toEqual({ status: "added" });
    expect(cardSetupResult(q("card=declined&reason=bank"))).toEqual({ status: "declined", reason: "bank" });
    expect(cardSetupResult(q("card=declined&reason=Call+this+number"))).toEqual({ status: "declined", reason: null });
  });
  it("is nothing without a known status", () => {
    expect(cardSetupResult(q(""))).toBeNull();
    expect(cardSetupResult(q("card=stolen"))).toBeNull();
  });
});
