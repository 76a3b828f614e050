import { PREPAYMENT, hasValidVatId, paymentVat, vatTreatment } from "./vat";
import { standardRate } from "./rates";

const DAY = "2026-12-05";
const privateIn = (country: string | null) => vatTreatment({ kind: "private", country }, DAY);

describe("VAT of a sale (decision 162)", () => {
  test("a Dutch private customer pays the seller's 21 %, a domestic supply", () => {
    expect(privateIn("NL")).toEqual({ rate: 0.21, basis: "domestic", country: "NL" });
  });

  test("a German private customer pays Germany's 19 % (OSS)", () => {
    expect(privateIn("DE")).toEqual({ rate: 0.19, basis: "oss", country: "DE" });
  });

  test("a French private customer pays France's 20 % (OSS)", () => {
    expect(privateIn("fr")).toEqual({ rate: 0.2, basis: "oss", country: "FR" });
  });

  test("an EU business with a valid VAT ID is reverse-charged", () => {
    expect(vatTreatment({ kind: "business", country: "DE", vatId: "DE 123456789" }, DAY)).toEqual({ rate: 0, basis: "reverseCharge", country: null });
    expect(vatTreatment({ kind: "business", country: "GR", vatId: "EL123456789" }, DAY).basis).toBe("reverseCharge");
  });

  test("a Dutch business pays the domestic rate even with a VAT ID; an EU business without a valid one pays its country's", () => {
    expect(vatTreatment({ kind: "business", country: "NL", vatId: "NL123456789B01" }, DAY)).toEqual({ rate: 0.21, basis: "domestic", country: "NL" });
    expect(vatTreatment({ kind: "business", country: "FR", vatId: null }, DAY)).toEqual({ rate: 0.2, basis: "oss", country: "FR" });
    // A German company giving a Dutch number: not its own, not relied on.
    expect(vatTreatment({ kind: "business", country: "DE", vatId: "NL123456789B01" }, DAY).rate).toBe(0.19);
  });

  test.each(["US", "RU", "UA"])("a customer in %s pays no VAT", (country) => {
    expect(privateIn(country)).toEqual({ rate: 0, basis: "outsideEu", country: null });
    expect(vatTreatment({ kind: "business", country, vatId: null }, DAY).rate).toBe(0);
  });

  test("a private customer of unknown country pays the seller's rate", () => {
    expect(privateIn(null)).toEqual({ rate: 0.21, basis: "domestic", country: "NL" });
    expect(privateIn("")).toEqual({ rate: 0.21, basis: "domestic", country: "NL" });
  });

  test("a top-up is a prepayment without VAT, whoever pays it; other payments carry the customer's rate", () => {
    expect(paymentVat("balance", { kind: "private", country: "DE" }, DAY)).toBe(PREPAYMENT);
    expect(PREPAYMENT.rate).toBe(0);
    expect(paymentVat("order", { kind: "private", country: "DE" }, DAY).rate).toBe(0.19);
  });

  test("rates are dated: the day of the sale decides", () => {
    expect(standardRate("DE", "2020-08-15")).toBe(0.16);
    expect(standardRate("DE", "2021-01-01T10:00:00Z")).toBe(0.19);
    expect(standardRate("FI", "2024-08-31")).toBe(0.24);
    expect(standardRate("FI", "2024-09-01")).toBe(0.255);
    expect(vatTreatment({ kind: "private", country: "EE" }, "2025-06-30").rate).toBe(0.22);
    expect(vatTreatment({ kind: "private", country: "EE" }, "2025-07-01").rate).toBe(0.24);
    expect(standardRate("US", DAY)).toBeNull();
  });

  test("VAT IDs: the EU format with the country's own prefix", () => {
    expect(hasValidVatId("NL", "nl123456789b01")).toBe(true);
    expect(hasValidVatId("NL", "DE123456789")).toBe(false);
    expect(hasValidVatId("US", "US123")).toBe(false);
    expect(hasValidVatId("DE", null)).toBe(false);
  });
});
