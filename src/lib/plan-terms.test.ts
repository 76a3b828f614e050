import { checkoutHref, pickTerm, termPrice, termQuote, testPeriodOf } from "./plan-terms";

const plan = {
  price: 12,
  prices: [
    { months: 1, price: 12, discount: 0 },
    { months: 3, price: 34.2, discount: 5 },
    { months: 12, price: 122.4, discount: 15 },
  ],
};

it("prices a term from the catalog, or the monthly price times the months when the catalog has none", () => {
  expect(termPrice(plan, 3)).toBe(34.2);
  expect(termPrice(plan, 6)).toBe(72);
  expect(termQuote(plan, 12)).toEqual({ months: 12, total: 122.4, perMonth: 10.2, discount: 15 });
  expect(termQuote(plan, 1)).toEqual({ months: 1, total: 12, perMonth: 12, discount: 0 });
});

it("keeps a term only when the plan sells it", () => {
  expect(pickTerm(plan, 12)).toBe(12);
  expect(pickTerm(plan, 6)).toBe(1);
  expect(pickTerm(plan, null)).toBe(1);
  expect(pickTerm({ price: 3, prices: [{ months: 6, price: 16, discount: 10 }] }, undefined)).toBe(6);
});

it("links the checkout with the plan and the chosen term", () => {
  expect(checkoutHref("vps-2")).toBe("/checkout/?plan=vps-2");
  expect(checkoutHref("vps-2", 12)).toBe("/checkout/?plan=vps-2&months=12");
  expect(checkoutHref("a b&c", 3)).toBe("/checkout/?plan=a+b%26c&months=3");
  expect(checkoutHref("vps-arm-1", undefined, "usa")).toBe("/checkout/?plan=vps-arm-1&location=usa");
});

it("gives VPS test plans the 4-day test with 7 days free, other test plans a free test, the rest nothing", () => {
  expect(testPeriodOf({ line: "vps", testSupported: true })).toEqual({ kind: "vps", days: 4, freeDays: 7 });
  expect(testPeriodOf({ line: "web-hosting", testSupported: true })).toEqual({ kind: "free" });
  expect(testPeriodOf({ line: "vps", testSupported: false })).toBeNull();
  expect(testPeriodOf({ line: "dedicated", testSupported: false })).toBeNull();
});
