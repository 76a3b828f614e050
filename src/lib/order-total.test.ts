import { orderTotal, vatRateFor, vatSplit } from "./order-total";

describe("orderTotal", () => {
  it("multiplies the term price by the count and splits the included VAT", () => {
    expect(orderTotal(11.9, 1, 2, null)).toEqual({ subtotal: 23.8, discount: 0, total: 23.8, vat: 3.8, net: 20 });
  });
  it("applies a promo to the months it covers", () => {
    const t = orderTotal(120, 12, 1, { percent: 10, months: 3 });
    expect(t.discount).toBe(3);
    expect(t.total).toBe(117);
  });
  it("applies a promo to a short term in full", () => {
    expect(orderTotal(10, 1, 1, { percent: 5, months: 3 }).total).toBe(9.5);
  });
});

describe("VAT on the payment page (docs/decisions/100)", () => {
  it("splits a gross amount", () => {
    expect(vatSplit(11.9, 0.19)).toEqual({ total: 11.9, vat: 1.9, net: 10 });
    expect(vatSplit(25, 0)).toEqual({ total: 25, vat: 0, net: 25 });
  });
  it("takes the payer's rate: private and German payers 19%, EU companies with a VAT ID reverse charge, non-EU none", () => {
    expect(vatRateFor(null)).toBe(0.19);
    expect(vatRateFor({ country: "DE", vatId: "DE123456789" })).toBe(0.19);
    expect(vatRateFor({ country: "NL", vatId: "NL123456789B01" })).toBe(0);
    expect(vatRateFor({ country: "NL", vatId: null })).toBe(0.19);
    expect(vatRateFor({ country: "RU", vatId: null })).toBe(0);
  });
});
