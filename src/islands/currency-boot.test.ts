/** @jest-environment jsdom */
import { applyPrices, currencyState, wireCurrency } from "./currency-boot";
import { applyShownCurrency } from "./early-currency";

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

// Decision 130: the wiring re-prices only what is not shown already (formatting costs Intl's set-up), and in
// a task after the switcher's.
describe("wireCurrency", () => {
  const switcher = '<span class="currency-switcher" data-testid="currency-switcher" data-currency="EUR">EUR</span>';
  const wire = (list: Array<{ short: "EUR" | "USD"; multiplier: number; name: string }>, stored: string | null) => {
    window.localStorage.clear();
    document.cookie = "currency=; Max-Age=0";
    if (stored) {
      // As the switcher keeps a choice (stored-choice.ts): in localStorage and as a cookie.
      window.localStorage.setItem("currency", stored);
      document.cookie = `currency=${stored}`;
    }
    return wireCurrency(document, Promise.resolve([{ currencies: list }, from("DE")]));
  };
  const priceNode = () => document.querySelector("#card strong")!.firstChild;

  it("leaves the prices of a page built in the visitor's currency alone", async () => {
    page("en");
    document.body.insertAdjacentHTML("afterbegin", switcher);
    const before = priceNode();
    await wire([EUR, USD], null);
    expect(priceNode()).toBe(before);
    expect(document.querySelector("select")!.value).toBe("EUR");
  });

  it("re-prices for another currency, the switcher and the prices in the same later task", async () => {
    page("en");
    document.body.insertAdjacentHTML("afterbegin", switcher);
    const done = wire([EUR, USD], "USD");
    await Promise.resolve();
    await Promise.resolve();
    // Nothing changes in the answer's own task: the switcher must not name USD beside euro prices.
    expect(document.querySelector("select")).toBeNull();
    expect(document.querySelector("#card strong")!.textContent).toBe("€12.00");
    await done;
    expect(document.querySelector("select")!.value).toBe("USD");
    expect(document.querySelector('[data-testid="currency-switcher"]')!.getAttribute("data-currency")).toBe("USD");
    expect(document.querySelector("#card strong")!.textContent).toBe("$12.96");
  });

  it("keeps what the boot script showed from its note when the rate is the same, and re-prices when it changed", async () => {
    for (const [rate, text] of [
      [1.08, "$12.96"],
      [1.1, "$13.20"],
    ] as const) {
      page("en");
      document.body.insertAdjacentHTML("afterbegin", switcher);
      await wire([EUR, USD], "USD");
      page("en");
      document.body.insertAdjacentHTML("afterbegin", switcher);
      expect(applyShownCurrency()).toBe(true);
      const early = priceNode();
      expect(early!.textContent).toBe("$12.96");
      await wire([EUR, { ...USD, multiplier: rate }], "USD");
      expect(priceNode() === early).toBe(rate === 1.08);
      expect(priceNode()!.textContent).toBe(text);
    }
  });
});
