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

/** A stored choice as the switcher keeps it (stored-choice.ts): in localStorage and as a cookie. */
function store(code: string | null) {
  window.localStorage.clear();
  document.cookie = "currency=; Max-Age=0";
  if (!code) return;
  window.localStorage.setItem(CURRENCY_COOKIE, code);
  document.cookie = `currency=${code}`;
}

beforeEach(() => store(null));

it("uses the same keys as the wiring and the stored choice", () => {
  expect(SHOWN_CURRENCY_KEY).toBe(WIRING_KEY);
  expect(STORED_CURRENCY_KEY).toBe(CURRENCY_COOKIE);
});

it("does nothing without a stored choice or without a note", () => {
  page("en");
  expect(applyShownCurrency()).toBe(false);
  store("USD");
  expect(applyShownCurrency()).toBe(false);
  expect(prices()).toEqual(["€4.99", "€1,234.50", "€0.50"]);
});

describe.each([
  ["en", USD, "US"],
  ["ru", USD, "US"],
  ["en", RUR, "RU"],
  ["ru", RUR, "RU"],
] as const)("%s, %s", (lang, currency, country) => {
  it("shows what the wiring showed, as the wiring writes it", () => {
    store(currency.short);
    page(lang);
    const state = currencyState({ currencies: [EUR, USD, RUR] }, from(country), currency.short, false);
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
    store(currency.short);
    rememberShownCurrency(currencyState({ currencies: [EUR, USD, RUR] }, from(country), currency.short, false));
    store("GBP");
    page(lang);
    expect(applyShownCurrency()).toBe(false);
    expect(prices()[0]).toBe("€4.99");
  });
});

it("keeps no note when the currency shown is not the stored choice (a country's default, the RU/UA rule)", () => {
  store("USD");
  window.localStorage.setItem(SHOWN_CURRENCY_KEY, "{}");
  const state = currencyState({ currencies: [EUR, USD, RUR] }, from("RU"), "USD", false);
  expect(state.current).toBe("RUR");
  rememberShownCurrency(state);
  expect(window.localStorage.getItem(SHOWN_CURRENCY_KEY)).toBeNull();
});

it("ignores a note it cannot read", () => {
  store("USD");
  window.localStorage.setItem(SHOWN_CURRENCY_KEY, "{not json");
  page("en");
  expect(applyShownCurrency()).toBe(false);
  expect(prices()[0]).toBe("€4.99");
});
