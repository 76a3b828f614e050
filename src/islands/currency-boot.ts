import { convertFromEur, resolveCurrency, type CurrencyInfo } from "../lib/currency";
import { CURRENCY_COOKIE, PROMO_HIDDEN_COOKIE } from "../lib/domains";
import { isLanguage, LANGUAGES, type Language } from "../lib/i18n-config";
import { formatMoney, fractionDigits, isCurrencyCode, moneyFormatArgs, type CurrencyCode } from "../lib/money";
import { readStoredChoice, writeStoredChoice } from "../lib/stored-choice";
import type { CurrencyAnswer, FeaturesAnswer } from "./site-answers";
import { nextTask } from "./next-task";

// The currency of a static content page, without React (decision 078): the boot script asks for the
// currency list and the features answer, resolves the display currency with the site's rules (stored
// choice, RU → RUR only, UA → UAH only, country defaults: src/lib/currency.ts), rewrites every catalog
// price (`[data-eur]`) and turns the header's currency label into a select when there is a choice.
// Islands read the same state (window.__siteCurrency, in the currency store's shape) and follow changes
// through the `hostward:currency` event.

export type BootCurrencyState = {
  loaded: true;
  available: CurrencyInfo[];
  options: CurrencyInfo[];
  current: CurrencyCode;
  info: CurrencyInfo;
  profileCountry: null;
  featuresCountry: string | null;
  promoHidden: boolean;
};

export const CURRENCY_EVENT = "hostward:currency";
const EUR: CurrencyInfo = { short: "EUR", multiplier: 1, name: "Euro" };

export function currencyState(list: CurrencyAnswer | null, features: FeaturesAnswer | null, stored: string | null, promoHidden: boolean): BootCurrencyState {
  const available = list?.currencies ?? [EUR];
  const featuresCountry = features?.country_code ?? null;
  const { options, current } = resolveCurrency({ available, stored, profileCountry: null, featuresCountry });
  const info = options.find((c) => c.short === current) ?? available.find((c) => c.short === current) ?? EUR;
  return { loaded: true, available, options, current, info, profileCountry: null, featuresCountry, promoHidden };
}

const pageLanguage = (doc: Document): Language => (isLanguage(doc.documentElement.lang) ? doc.documentElement.lang : "en");

/**
 * Every catalog price (`[data-eur]`, `[data-price-eur]`: its EUR amount) in the state's currency, at load
 * and on each change. Inside an island that is not live yet too: the price elements are rendered with
 * `suppressHydrationWarning`, so the island hydrates over the visitor's currency (decision 083). A live
 * island's prices are React's: it renders them from the same state (the currency store follows the event).
 */
export function applyPrices(doc: Document, state: BootCurrencyState): void {
  const lang = pageLanguage(doc);
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>("[data-eur], [data-price-eur]"))) {
    if (el.closest<HTMLElement>("[data-island]")?.dataset.state === "live") continue;
    const eur = Number(el.dataset.eur ?? el.dataset.priceEur);
    if (Number.isFinite(eur)) el.textContent = formatMoney(convertFromEur(eur, state.info), state.info.short, lang);
  }
}

/** The header's switcher: the server renders the current code as text; with a choice it becomes a select. */
export function applySwitcher(doc: Document, state: BootCurrencyState, choose: (code: CurrencyCode) => void): void {
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>('[data-testid="currency-switcher"]'))) {
    el.dataset.currency = state.current;
    el.removeAttribute("aria-busy");
    if (state.options.length <= 1) {
      el.textContent = state.current;
      continue;
    }
    const label = doc.createElement("label");
    label.className = el.className;
    label.dataset.testid = "currency-switcher";
    label.dataset.currency = state.current;
    const text = doc.createElement("span");
    text.className = "visually-hidden";
    text.textContent = el.dataset.label ?? "";
    const select = doc.createElement("select");
    for (const c of state.options) {
      const option = doc.createElement("option");
      option.value = c.short;
      option.textContent = c.short;
      select.append(option);
    }
    select.value = state.current;
    select.addEventListener("change", () => {
      if (isCurrencyCode(select.value)) choose(select.value);
    });
    label.dataset.label = el.dataset.label ?? "";
    label.append(text, select);
    el.replaceWith(label);
  }
}

/** localStorage key of the note the boot script replays at once (early-currency.ts, the same literal; decision 130). */
export const SHOWN_CURRENCY_KEY = "hostward:currency-shown";

/**
 * Notes what the page shows when it is the visitor's stored choice (the currency, its multiplier, its
 * formats), so the next page's boot script shows it at once (early-currency.ts); otherwise drops the note.
 */
export function rememberShownCurrency(state: BootCurrencyState): void {
  try {
    if (state.current !== window.localStorage.getItem(CURRENCY_COOKIE)) {
      window.localStorage.removeItem(SHOWN_CURRENCY_KEY);
      return;
    }
    const note = {
      code: state.current,
      multiplier: state.info.multiplier,
      digits: fractionDigits(state.current),
      formats: Object.fromEntries(LANGUAGES.map((l) => [l, moneyFormatArgs(state.current, l)])),
    };
    window.localStorage.setItem(SHOWN_CURRENCY_KEY, JSON.stringify(note));
  } catch {
    // Storage disabled: every page shows the currency once its wiring ran.
  }
}

/**
 * The currency the page's prices are in now: the one it was built with (EUR, as is) or the one the boot
 * script applied from its note (early-currency.ts: `data-multiplier` beside the code).
 */
function shownCurrency(doc: Document): { code: string | undefined; multiplier: number } {
  const el = doc.querySelector<HTMLElement>('[data-testid="currency-switcher"]');
  return { code: el?.dataset.currency, multiplier: Number(el?.dataset.multiplier ?? 1) };
}

/**
 * Wires the page once both answers are in: the switcher, then (in a later task: decision 130) the rest; when
 * the prices must change, the switcher waits for them and both change in that later task. The amounts come from
 * formatMoney's tables (decision 151), without Intl's locale data.
 */
export function wireCurrency(doc: Document, answers: Promise<[CurrencyAnswer | null, FeaturesAnswer | null]>): Promise<void> {
  const w = window as unknown as { __siteCurrency?: BootCurrencyState };
  return answers.then(async ([list, features]) => {
    const apply = (state: BootCurrencyState, pricesShown = false) => {
      w.__siteCurrency = state;
      if (!pricesShown) applyPrices(doc, state);
      rememberShownCurrency(state);
      for (const el of Array.from(doc.querySelectorAll<HTMLElement>('[data-testid="currency-switcher"]'))) {
        el.dataset.currency = state.current;
        const select = el.querySelector("select");
        if (select) select.value = state.current;
      }
      window.dispatchEvent(new CustomEvent(CURRENCY_EVENT, { detail: state.current }));
    };
    const choose = (code: CurrencyCode) => {
      writeStoredChoice(CURRENCY_COOKIE, code);
      apply(currencyState(list, features, code, readStoredChoice(PROMO_HIDDEN_COOKIE) === "1"));
    };
    const state = currencyState(list, features, readStoredChoice(CURRENCY_COOKIE), readStoredChoice(PROMO_HIDDEN_COOKIE) === "1");
    const shown = shownCurrency(doc);
    const pricesShown = shown.code === state.current && shown.multiplier === state.info.multiplier;
    // The switcher says what the prices show (its `data-currency`): when the prices change, both change in
    // one task, so no frame shows the new code beside the old prices.
    if (pricesShown) applySwitcher(doc, state, choose);
    await nextTask();
    if (!pricesShown) applySwitcher(doc, state, choose);
    apply(state, pricesShown);
  });
}
