import { orderTotal, shownLines, vatSplit } from "./order-total";
import { fromEur } from "./money";

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

describe("VAT split (the rates: src/lib/vat, decision 162)", () => {
  it("splits a gross amount", () => {
    expect(vatSplit(11.9, 0.19)).toEqual({ total: 11.9, vat: 1.9, net: 10 });
    expect(vatSplit(25, 0)).toEqual({ total: 25, vat: 0, net: 25 });
  });
});

describe("shownLines", () => {
  const rur = (eur: number) => fromEur(eur, 98, "RUR");
  it("the lines add up as printed in a currency of whole units, where converting each on its own did not", () => {
    let separatelyOff = 0;
    for (let cents = 100; cents < 50_000; cents += 37) {
      const lines = orderTotal(cents / 100, 12, 2, { percent: 5, months: 3 });
      if (rur(lines.net) + rur(lines.vat) !== rur(lines.total)) separatelyOff++;
      const shown = shownLines(lines, rur, 0);
      expect(shown.net + shown.vat).toBe(shown.total);
      expect(shown.subtotal - shown.discount).toBe(shown.total);
      expect(shown.total).toBe(rur(lines.total));
      expect(Number.isInteger(shown.net) && Number.isInteger(shown.discount)).toBe(true);
    }
    expect(separatelyOff).toBeGreaterThan(0);
  });
  it("keeps cents in a currency with them, and a split without a subtotal", () => {
    const usd = (eur: number) => fromEur(eur, 1.08, "USD");
    const shown = shownLines(vatSplit(33.33), usd, 2);
    expect(shown).toEqual({ total: usd(33.33), vat: usd(vatSplit(33.33).vat), net: Math.round((usd(33.33) - usd(vatSplit(33.33).vat)) * 100) / 100 });
  });
});
