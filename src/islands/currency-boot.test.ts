/** @jest-environment jsdom */
import { applyPrices, currencyState } from "./currency-boot";

// The boot script's prices (decisions 078, 083): outside islands and in islands not live yet; a live
// island's prices are left to React.
const USD = { short: "USD", multiplier: 1.08, name: "US dollar" } as const;
const RUR = { short: "RUR", multiplier: 100, name: "Rouble" } as const;
const EUR = { short: "EUR", multiplier: 1, name: "Euro" } as const;
const from = (country_code: string) => ({ country_code, vpn_available: true, crypto_available: true, disabled_social_providers: [] });

function page(lang: string) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `
    <p id="card"><strong data-price-eur="12">€12.00</strong> <span id="yearly">€120.00 for 12 months</span></p>
    <div data-island="term-picker"><span id="waiting" data-eur="10">€10.00</span></div>
    <div data-island="configurator" data-state="live"><span id="live" data-eur="10">€10.00</span></div>`;
}

it("re-prices listings and islands not live yet in the chosen currency, and leaves live islands to React", () => {
  page("en");
  applyPrices(document, currencyState({ currencies: [EUR, USD] }, from("DE"), "USD", false));
  expect(document.querySelector("#card strong")!.textContent).toBe("$12.96");
  expect(document.getElementById("waiting")!.textContent).toBe("$10.80");
  expect(document.getElementById("live")!.textContent).toBe("€10.00");
});

it("follows the regional rule: a Russian visitor sees roubles whatever was stored (spec §5)", () => {
  page("ru");
  applyPrices(document, currencyState({ currencies: [EUR, USD, RUR] }, from("RU"), "USD", false));
  expect(document.querySelector("#card strong")!.textContent).toMatch(/^1\s200\s₽$/);
});
