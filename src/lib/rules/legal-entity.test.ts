import { actsAllowed, COUNTRY_CODE_PATTERN, isEnglishText, isEuCountry, isVatIdFormat, normalizeVatId } from "./legal-entity";

it("EU countries may give a VAT id, in either case", () => {
  expect(["DE", "de", "SE", "HR"].map(isEuCountry)).toEqual([true, true, true, true]);
  expect(["US", "RU", "GB", "CH"].map(isEuCountry)).toEqual([false, false, false, false]);
});

it("English text is printable ASCII", () => {
  expect(isEnglishText("Acme GmbH, Street 1 #2")).toBe(true);
  expect(isEnglishText("Мюнхен")).toBe(false);
  expect(isEnglishText("Zürich")).toBe(false);
});

it("VAT id format after removing spaces", () => {
  expect(normalizeVatId(" de 123 456 789 ")).toBe("DE123456789");
  expect(isVatIdFormat("de 123456789")).toBe(true);
  expect(isVatIdFormat("D1")).toBe(false);
  expect(isVatIdFormat("DE12345678901234")).toBe(false);
});

it("country codes and acts", () => {
  expect(COUNTRY_CODE_PATTERN.test("DE")).toBe(true);
  expect(COUNTRY_CODE_PATTERN.test("de")).toBe(false);
  expect([actsAllowed("RU"), actsAllowed("ru"), actsAllowed("DE")]).toEqual([true, true, false]);
});
