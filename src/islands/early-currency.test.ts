/** @jest-environment jsdom */
import { applyShownCurrency, SHOWN_CURRENCY_KEY, STORED_CURRENCY_KEY } from "./early-currency";
import { applyPrices, currencyState, rememberShownCurrency, SHOWN_CURRENCY_KEY as WIRING_KEY } from "./currency-boot";
import { CURRENCY_COOKIE } from "../lib/domains";

// Decision 130: the boot script replays the currency the wiring showed last, before the wiring loads; the
// text it writes is the wiring's (the same amounts, the same formats).
const USD = { short: "USD", multiplier: 1.08, name: "US dollar" } as const;
const RUR = { short: "RUR", multiplier: 100.5, name: "Rouble" } as const;
const EUR = { short: "EUR", multiplier: 1, name: "Euro" } as const;
const from = (country_code: string) => ({ country_code, vpn_available: true, crypto_available: true, disabled_social_providers: [] });

function page(lang: string) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `
    <span class="currency-switcher" data-testid="currency-switcher" data-currency="EUR">EUR</span>
    <strong class="price" data-eur="4.99">€4.99</strong>
    <span data-price-eur="1234.5">€1,234.50</span>
    <div data-island="plan-terms"><span data-eur="0.5">€0.50</span></div>`;
}
const prices = () => Array.from(document.querySelectorAll("[data-eur], [data-price-eur]")).map((el) => el.textContent);

beforeEach(() => window.localStorage.clear());

it("uses the same keys as the wiring and the stored choice", () => {
  expect(SHOWN_CURRENCY_KEY).toBe(WIRING_KEY);
  expect(STORED_CURRENCY_KEY).toBe(CURRENCY_COOKIE);
});

it("does nothing without a note (a visitor with nothing stored pays one storage read)", () => {
  page("en");
  expect(applyShownCurrency()).toBe(false);
  expect(prices()).toEqual(["€4.99", "€1,234.50", "€0.50"]);
});

describe.each([
  ["en", USD, "USD", "US"],
  ["ru", USD, "USD", "US"],
  ["en", RUR, null, "RU"],
  ["ru", RUR, "RUR", "RU"],
] as const)("%s, %s", (lang, currency, stored, country) => {
  it("shows what the wiring showed, as the wiring writes it", () => {
    if (stored) window.localStorage.setItem(CURRENCY_COOKIE, stored);
    page(lang);
    const state = currencyState({ currencies: [EUR, USD, RUR] }, from(country), stored, false);
    expect(state.current).toBe(currency.short);
    applyPrices(document, state);
    rememberShownCurrency(state);
    const wired = prices();

    page(lang);
    expect(applyShownCurrency()).toBe(true);
    expect(prices()).toEqual(wired);
    const switcher = document.querySelector<HTMLElement>('[data-testid="currency-switcher"]')!;
    expect(switcher.dataset.currency).toBe(currency.short);
    expect(switcher.textContent).toBe(currency.short);
  });

  it("leaves the page alone when the stored choice changed since (another tab, the account area)", () => {
    if (stored) window.localStorage.setItem(CURRENCY_COOKIE, stored);
    rememberShownCurrency(currencyState({ currencies: [EUR, USD, RUR] }, from(country), stored, false));
    window.localStorage.setItem(CURRENCY_COOKIE, "GBP");
    page(lang);
    expect(applyShownCurrency()).toBe(false);
    expect(prices()[0]).toBe("€4.99");
  });
});

it("keeps no note for EUR, the currency pages are built with", () => {
  window.localStorage.setItem(SHOWN_CURRENCY_KEY, "{}");
  rememberShownCurrency(currencyState({ currencies: [EUR, USD] }, from("DE"), null, false));
  expect(window.localStorage.getItem(SHOWN_CURRENCY_KEY)).toBeNull();
});

it("ignores a note it cannot read", () => {
  window.localStorage.setItem(SHOWN_CURRENCY_KEY, "{not json");
  page("en");
  expect(applyShownCurrency()).toBe(false);
  expect(prices()[0]).toBe("€4.99");
});
