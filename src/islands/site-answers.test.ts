import { currencyListSchema, featuresSchema } from "../api-client/schemas/site-data";
import { isCurrencyAnswer, isFeaturesAnswer } from "./site-answers";

const EUR = { short: "EUR", multiplier: 1, name: "Euro" };
const currencySamples: unknown[] = [
  { currencies: [EUR] },
  { currencies: [EUR, { short: "USD", multiplier: 1.1, name: "Dollar" }, { short: "RUR", multiplier: 95, name: "Рубль" }] },
  { currencies: [] },
  { currencies: [{ ...EUR, short: "XYZ" }] },
  { currencies: [{ ...EUR, multiplier: 0 }] },
  { currencies: [{ ...EUR, multiplier: -2 }] },
  { currencies: [{ ...EUR, multiplier: "1" }] },
  { currencies: [{ short: "EUR", multiplier: 1 }] },
  { currencies: [{ ...EUR, name: null }] },
  { currencies: "EUR" },
  { currencies: [null] },
  {},
  null,
  [],
  "x",
];
const FEATURES = { country_code: "DE", vpn_available: true, crypto_available: false, disabled_social_providers: ["vk"] };
const featureSamples: unknown[] = [
  FEATURES,
  { ...FEATURES, country_code: "RU", vpn_available: false, disabled_social_providers: [] },
  { ...FEATURES, country_code: "DEU" },
  { ...FEATURES, country_code: 7 },
  { ...FEATURES, vpn_available: "yes" },
  { ...FEATURES, crypto_available: undefined },
  { ...FEATURES, disabled_social_providers: [1] },
  { ...FEATURES, disabled_social_providers: "vk" },
  { country_code: "DE" },
  null,
  [],
];

describe("the boot script's answer guards agree with the zod schemas", () => {
  it.each(currencySamples.map((s) => [JSON.stringify(s), s]))("currencies %s", (_label, sample) => {
    expect(isCurrencyAnswer(sample)).toBe(currencyListSchema.safeParse(sample).success);
  });

  it.each(featureSamples.map((s) => [JSON.stringify(s), s]))("features %s", (_label, sample) => {
    expect(isFeaturesAnswer(sample)).toBe(featuresSchema.safeParse(sample).success);
  });

  it("accepts the valid samples (the table is not all rejections)", () => {
    expect(isCurrencyAnswer(currencySamples[1])).toBe(true);
    expect(isFeaturesAnswer(FEATURES)).toBe(true);
  });
});
