import { orderTotal } from "./order-total";

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
