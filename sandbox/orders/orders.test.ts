import { promoDiscountCents, tariffSurchargeCents, termPriceCents } from "./orders";

describe("order prices", () => {
  it("a term costs its months less the term's discount (none for a month, 15 % for a year)", () => {
    expect(termPriceCents(5, 1)).toBe(500);
    expect(termPriceCents(5, 12)).toBe(5100); // 5 × 12 × 85 %
    expect(termPriceCents(4.99, 3)).toBe(1422); // 14.97 × 95 %, rounded to the cent
    expect(termPriceCents(5, 2)).toBe(1000); // a term without a discount of its own
  });

  it("a promo covers min(promo months, term months) of the term, over every order", () => {
    expect(promoDiscountCents(6000, 1, { percent: 10, months: 12 }, 12)).toBe(600);
    expect(promoDiscountCents(6000, 2, { percent: 10, months: 3 }, 12)).toBe(300); // 12000 × 10 % × 3/12
  });

  it("an upgrade costs the monthly difference for the days left, at least 1 EUR", () => {
    expect(tariffSurchargeCents(5, 8, 30)).toBe(300);
    expect(tariffSurchargeCents(5, 8, 15)).toBe(150);
    expect(tariffSurchargeCents(5, 5.5, 1)).toBe(100);
  });
});
