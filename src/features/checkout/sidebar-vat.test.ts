import { sidebarVatRate } from "./sidebar-vat";

describe("sidebarVatRate (issue 37, decision 162)", () => {
  it("is unknown until the customer's country is", () => {
    expect(sidebarVatRate(null, "2026-12-06")).toBeNull();
  });

  it("is the country's rate of the day for an EU customer, the seller's at home, none outside the EU", () => {
    expect(sidebarVatRate("NL", "2026-12-06")).toBe(0.21);
    expect(sidebarVatRate("DE", "2026-12-06")).toBe(0.19);
    expect(sidebarVatRate("FI", "2026-12-06")).toBe(0.255);
    expect(sidebarVatRate("RU", "2026-12-06")).toBe(0);
    expect(sidebarVatRate("GB", "2026-12-06")).toBe(0);
  });
});
