import {
  allowedCurrencies,
  allowedSocialProviders,
  currencyChoices,
  detectRegion,
  effectiveCountry,
  filterCurrencies,
  filterLocations,
  vpnAvailable,
} from "./region";

const CMS_DISABLED_FOR_RU = ["google", "facebook"];
const PROVIDERS = [{ id: "google" }, { id: "facebook" }, { id: "github" }];

describe("region detection (spec §6)", () => {
  it("profile country wins over the features call", () => {
    expect(detectRegion({ profileCountry: "RU", featuresCountry: "DE" })).toBe("RU");
    expect(detectRegion({ profileCountry: "de", featuresCountry: "RU" })).toBe("OTHER");
    expect(detectRegion({ profileCountry: "ua" })).toBe("UA");
  });
  it("falls back to the features country_code when the profile has none", () => {
    expect(detectRegion({ profileCountry: "", featuresCountry: "RU" })).toBe("RU");
    expect(detectRegion({ profileCountry: null, featuresCountry: "UA" })).toBe("UA");
    expect(detectRegion({})).toBe("OTHER");
    expect(effectiveCountry({ profileCountry: "Russia", featuresCountry: "ua" })).toBe("UA");
  });
});

describe("what each region sees", () => {
  it("a Russian profile: no disabled social providers and only RUR", () => {
    const region = detectRegion({ profileCountry: "RU" });
    expect(allowedSocialProviders(PROVIDERS, region, CMS_DISABLED_FOR_RU).map((p) => p.id)).toEqual(["github"]);
    expect(allowedCurrencies(region)).toEqual(["RUR"]);
  });
  it("the disabled list is data (a CMS setting), not hard-coded", () => {
    expect(allowedSocialProviders(["google", "facebook", "github"], "RU", ["GitHub"])).toEqual(["google", "facebook"]);
    expect(allowedSocialProviders(PROVIDERS, "UA", CMS_DISABLED_FOR_RU)).toHaveLength(3);
  });
  it("a Ukrainian profile: only UAH", () => {
    const region = detectRegion({ profileCountry: "UA" });
    expect(allowedCurrencies(region)).toEqual(["UAH"]);
    const list = ["EUR", "USD", "GBP", "UAH", "RUR"].map((short) => ({ short }));
    expect(filterCurrencies(list, region)).toEqual([{ short: "UAH" }]);
    expect(filterCurrencies(list, "OTHER").map((c) => c.short)).toEqual(["EUR", "USD", "GBP"]);
  });
  it("invoice and legal-entity forms: the region's currencies, and a record's own currency kept", () => {
    expect(currencyChoices("RU")).toEqual(["RUR"]);
    expect(currencyChoices("UA", null)).toEqual(["UAH"]);
    expect(currencyChoices("OTHER")).toEqual(["EUR", "USD", "GBP"]);
    expect(currencyChoices("RU", "EUR")).toEqual(["RUR", "EUR"]);
    expect(currencyChoices("RU", "RUR")).toEqual(["RUR"]);
    expect(currencyChoices("OTHER", "UAH")).toEqual(["EUR", "USD", "GBP", "UAH"]);
    expect(currencyChoices("RU", "XXX")).toEqual(["RUR"]);
  });
  it("locations: the own regional location first, the other region's hidden", () => {
    const locations = ["germany", "russia", "netherlands", "ukraine", "usa"];
    expect(filterLocations(locations, "RU")).toEqual(["russia", "germany", "netherlands", "usa"]);
    expect(
      filterLocations(
        locations.map((slug) => ({ slug })),
        "UA",
      ).map((l) => l.slug),
    ).toEqual(["ukraine", "germany", "netherlands", "usa"]);
    expect(filterLocations(locations, "OTHER")).toEqual(["germany", "netherlands", "usa"]);
  });
  it("VPN: not for Russian visitors who are signed out", () => {
    expect(vpnAvailable("RU", false)).toBe(false);
    expect(vpnAvailable("RU", true)).toBe(true);
    expect(vpnAvailable("OTHER", false)).toBe(true);
  });
});
