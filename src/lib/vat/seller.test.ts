import { readFileSync } from "node:fs";
import path from "node:path";
import { SELLER } from "./seller";
import { EU_STANDARD_RATES } from "./rates";
import { EU_COUNTRIES } from "../rules/legal-entity";

type Settings = { _type: string; language: string; contacts: { address: string; postalAddress: { addressCountry: string; streetAddress: string } } };

describe("the seller of the VAT rules is the site settings' company", () => {
  const settings = readFileSync(path.join(__dirname, "../../../studio/seed/content.ndjson"), "utf8")
    .split("\n")
    .filter((l) => l.includes('"_type":"siteSettings"'))
    .map((l) => JSON.parse(l) as Settings);

  test("every language's settings name the same company and country", () => {
    expect(settings.map((s) => s.language).sort()).toEqual(["en", "ru"]);
    for (const s of settings) {
      expect(s.contacts.postalAddress.addressCountry).toBe(SELLER.country);
      expect(s.contacts.address.split("\n")[0]).toBe(SELLER.name);
      expect(SELLER.address).toContain(s.contacts.postalAddress.streetAddress);
    }
  });

  test("every EU country has a rate", () => {
    expect(Object.keys(EU_STANDARD_RATES).sort()).toEqual([...EU_COUNTRIES].sort());
  });
});
