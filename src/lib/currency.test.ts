import {
  belowMinAmount,
  cartPrice,
  convertFromEur,
  currencyForProvider,
  defaultCurrencyFor,
  preselectedProvider,
  resolveCurrency,
  type CurrencyInfo,
} from "./currency";

const ALL: CurrencyInfo[] = [
  { short: "EUR", multiplier: 1, name: "Euro" },
  { short: "USD", multiplier: 1.08, name: "US dollar" },
  { short: "GBP", multiplier: 0.85, name: "Pound sterling" },
  { short: "UAH", multiplier: 44.5, name: "Ukrainian hryvnia" },
  { short: "RUR", multiplier: 98, name: "Russian rouble" },
];

describe("default currency (spec §9)", () => {
  it.each([
    ["RU", "RUR"],
    ["US", "USD"],
    ["DE", "EUR"],
    [null, "EUR"],
  ])("%s → %s", (country, currency) => expect(defaultCurrencyFor(country)).toBe(currency));
});

describe("resolveCurrency", () => {
  it("offers only RUR to a Russian profile, whatever was stored", () => {
    const r = resolveCurrency({ available: ALL, stored: "USD", profileCountry: "RU", featuresCountry: "DE" });
    expect(r.options.map((c) => c.short)).toEqual(["RUR"]);
    expect(r.current).toBe("RUR");
  });
  it("offers only UAH when the features call says UA and there is no profile", () => {
    const r = resolveCurrency({ available: ALL, stored: null, profileCountry: null, featuresCountry: "UA" });
    expect(r.options.map((c) => c.short)).toEqual(["UAH"]);
    expect(r.current).toBe("UAH");
  });
  it("lets the profile country win over the visitor country", () => {
    const r = resolveCurrency({ available: ALL, stored: null, profileCountry: "DE", featuresCountry: "RU" });
    expect(r.current).toBe("EUR");
    expect(r.options.map((c) => c.short)).toEqual(["EUR", "USD", "GBP"]);
  });
  it("reads countries as the region module does (case, blanks)", () => {
    expect(resolveCurrency({ available: ALL, stored: null, profileCountry: "ru", featuresCountry: null }).current).toBe("RUR");
    expect(resolveCurrency({ available: ALL, stored: "EUR", profileCountry: "", featuresCountry: "ua" }).options.map((c) => c.short)).toEqual(["UAH"]);
  });
  it("defaults a US profile to USD and keeps a stored allowed choice", () => {
    expect(resolveCurrency({ available: ALL, stored: null, profileCountry: "US", featuresCountry: null }).current).toBe("USD");
    expect(resolveCurrency({ available: ALL, stored: "GBP", profileCountry: "US", featuresCountry: null }).current).toBe("GBP");
  });
  it("ignores a stored currency that is not offered", () => {
    expect(resolveCurrency({ available: ALL, stored: "RUR", profileCountry: "DE", featuresCountry: null }).current).toBe("EUR");
    expect(resolveCurrency({ available: ALL, stored: "XYZ", profileCountry: null, featuresCountry: "US" }).current).toBe("USD");
  });
});

describe("conversion and cart", () => {
  it("converts with the multiplier and rounds big-number currencies", () => {
    expect(convertFromEur(12, ALL[1]!)).toBe(12.96);
    expect(convertFromEur(12.3, ALL[4]!)).toBe(1205);
  });
  it("multiplies by count only above 1", () => {
    expect(cartPrice(6, 1)).toBe(6);
    expect(cartPrice(6, 0)).toBe(6);
    expect(cartPrice(6.1, 3)).toBe(18.3);
  });
});

describe("provider rules (spec §5)", () => {
  it("asks crypto and freekassa for the minimum amount, 100 EUR by default", () => {
    expect(belowMinAmount({ key: "tron", component: "Crypto", minAmount: null }, 50)).toBe(100);
    expect(belowMinAmount({ key: "freekassa", component: "Form", minAmount: 150 }, 120)).toBe(150);
    expect(belowMinAmount({ key: "tron", component: "Crypto", minAmount: 100 }, 100)).toBeNull();
    expect(belowMinAmount({ key: "card", component: "CardSession", minAmount: null }, 1)).toBeNull();
  });
  it("switches PayPal away from RUR and keeps an accepted currency", () => {
    expect(currencyForProvider("RUR", { key: "paypal", choices: ["EUR", "USD"], value: "EUR" })).toBe("EUR");
    expect(currencyForProvider("USD", { key: "paypal", choices: ["EUR", "USD"], value: "EUR" })).toBe("USD");
    expect(currencyForProvider("GBP", { key: "card", choices: ["EUR"], value: "EUR" })).toBe("EUR");
  });
});

describe("preselectedProvider", () => {
  const p = (key: string, component: string, minAmount: number | null = null) => ({ key, component, options: { minAmount } });
  const russian = [p("freekassa", "Form", 100), p("usdt", "Crypto"), p("balance", "Balance")];
  it("skips a method under its minimum and a balance that does not cover the amount", () => {
    expect(preselectedProvider(russian, 34.2, 0)?.key).toBe("freekassa");
    expect(preselectedProvider(russian, 34.2, 50)?.key).toBe("balance");
    expect(preselectedProvider(russian, 150, 0)?.key).toBe("freekassa");
    expect(preselectedProvider([p("card", "CardSession"), ...russian], 34.2, 0)?.key).toBe("card");
  });
  it("falls back to the first when none can pay, or when the amount is not known yet (a top-up)", () => {
    expect(preselectedProvider(russian.slice(0, 2), 34.2, 0)?.key).toBe("freekassa");
    expect(preselectedProvider(russian, null, 0)?.key).toBe("freekassa");
    expect(preselectedProvider([], 10, 0)).toBeUndefined();
  });
});
