import { useSyncExternalStore } from "react";
import type { CurrencyCode } from "../../api-client/schemas/common";
import { convertFromEur, resolveCurrency, type CurrencyInfo } from "../../lib/currency";
import { isLanguage, type Language } from "../../lib/i18n-config";
import { formatMoney, fractionDigits } from "../../lib/money";
import { CURRENCY_COOKIE, PROMO_HIDDEN_COOKIE } from "../../lib/domains";
import { readStoredChoice, writeStoredChoice } from "../../lib/stored-choice";
import { detectRegion, type Region } from "../../lib/region";
import { loadFeatures } from "../../api-client/site-features";

/**
 * The display currency of the whole site, shared by the header switcher and every price on the page
 * (one store, so a switch re-renders prices without a reload). The choice and the promo-hidden flag
 * are kept in localStorage and in a cookie (spec §9): the cookie lets the server side see them too.
 */
export const CURRENCY_KEY = CURRENCY_COOKIE;
export const PROMO_HIDDEN_KEY = PROMO_HIDDEN_COOKIE;

const readStored = readStoredChoice;
const writeStored = writeStoredChoice;

export type CurrencyState = {
  loaded: boolean;
  available: CurrencyInfo[];
  options: CurrencyInfo[];
  current: CurrencyCode;
  info: CurrencyInfo;
  profileCountry: string | null;
  featuresCountry: string | null;
  promoHidden: boolean;
};

const EUR: CurrencyInfo = { short: "EUR", multiplier: 1, name: "Euro" };
let state: CurrencyState = {
  loaded: false,
  available: [EUR],
  options: [EUR],
  current: "EUR",
  info: EUR,
  profileCountry: null,
  featuresCountry: null,
  promoHidden: false,
};
const listeners = new Set<() => void>();
const SERVER_STATE = state;

// On a static content page the boot script has already resolved the currency and written the prices outside
// islands (src/islands/currency-boot.ts). An island hydrates against the server's HTML (EUR), then shows
// the boot's state, and follows the header's switch through its event.
type BootWindow = { __siteCurrency?: CurrencyState; __siteCurrencyReady?: Promise<void> };
const bootWindow = () => (typeof window === "undefined" ? undefined : (window as unknown as BootWindow));
const booted = () => bootWindow()?.__siteCurrency;
if (bootWindow()?.__siteCurrencyReady) {
  state = booted() ?? state;
  window.addEventListener("hostward:currency", () => {
    const next = booted();
    if (!next) return;
    state = { ...next, profileCountry: state.profileCountry };
    listeners.forEach((l) => l());
  });
}

function recompute(partial: Partial<CurrencyState>, stored: string | null) {
  const next = { ...state, ...partial };
  const { options, current } = resolveCurrency({
    available: next.available,
    stored,
    profileCountry: next.profileCountry,
    featuresCountry: next.featuresCountry,
  });
  const computed = { ...next, options, current, info: options.find((c) => c.short === current) ?? next.available.find((c) => c.short === current) ?? EUR };
  // An answer that changes nothing (the checkout asks again once signed in) keeps the snapshot: every price on the
  // page would render again, synchronously (useSyncExternalStore), for nothing (issue 40).
  if (JSON.stringify(computed) === JSON.stringify(state)) return;
  state = computed;
  listeners.forEach((l) => l());
}

let loading: Promise<void> | null = null;

/** Loads the currency list, the visitor country and (when logged in) the profile country; once per page load unless forced. */
export function loadCurrencyContext(force = false): Promise<void> {
  if (loading && !force) return loading;
  const ready = bootWindow()?.__siteCurrencyReady;
  if (ready && !force) {
    loading = ready.then(() => {
      const next = booted();
      if (next) recompute({ ...next, profileCountry: state.profileCountry }, next.current);
    });
    return loading;
  }
  loading = (async () => {
    // The features call answers with the profile country when signed in (and the visitor's otherwise),
    // so public pages need no personal-info call (which would answer 401 to visitors).
    // Loaded on demand: content pages carry the switcher, and the calls (zod/mini) stay out of their bundle.
    // The features answer is the page's one request, shared with the VPN rule (site-features.ts).
    const currencies = import("../../api-client/site-data").then(({ getCurrencies }) => getCurrencies()).catch(() => null);
    const [list, features] = await Promise.all([currencies, loadFeatures(force)]);
    recompute(
      {
        loaded: true,
        available: list?.currencies ?? [EUR],
        featuresCountry: features?.country_code ?? null,
        promoHidden: readStored(PROMO_HIDDEN_KEY) === "1",
      },
      readStored(CURRENCY_KEY),
    );
  })();
  return loading;
}

/** The checkout knows the profile (personal info); its country overrides the visitor country. */
export function setProfileCountry(country: string | null): void {
  if (country === state.profileCountry) return;
  recompute({ profileCountry: country }, readStored(CURRENCY_KEY));
}

export function setCurrency(code: CurrencyCode): void {
  if (!state.options.some((c) => c.short === code)) return;
  writeStored(CURRENCY_KEY, code);
  recompute({}, code);
}

/** The promo-hidden flag of spec §9, kept like the currency (localStorage and a cookie); the promo's own close and show controls set it. */
export function setPromoHidden(hidden: boolean): void {
  writeStored(PROMO_HIDDEN_KEY, hidden ? "1" : null);
  state = { ...state, promoHidden: hidden };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The display currency; triggers the first load on the client. */
export function useCurrency(): CurrencyState {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
  if (typeof window !== "undefined" && !loading) void loadCurrencyContext();
  return snapshot;
}

const regionOf = (s: CurrencyState): Region => detectRegion({ profileCountry: s.profileCountry, featuresCountry: s.featuresCountry });
const SERVER_REGION = regionOf(SERVER_STATE);

/**
 * The visitor's region (spec §6: profile country, else the features call's `country_code`). A component reading it
 * renders again when the region changes, not on every change of the currency store (the checkout's whole flow reads it).
 */
export function useRegion(): Region {
  const region = useSyncExternalStore(
    subscribe,
    () => regionOf(state),
    () => SERVER_REGION,
  );
  if (typeof window !== "undefined" && !loading) void loadCurrencyContext();
  return region;
}

/**
 * Formats an EUR amount in the display currency. Static pages pass their language (the server render
 * has no document); the client-only app may leave it to the document's.
 */
export function useMoney(language?: Language): (amountEur: number) => string {
  const { convert, format } = useShownMoney(language);
  return (amountEur: number) => format(convert(amountEur));
}

/**
 * The display currency's two steps apart: `convert` an EUR amount (rounded to the currency's unit) and
 * `format` an amount already in it. For lines that must add up as printed (lib/order-total.ts `shownLines`).
 */
export function useShownMoney(language?: Language): { convert: (amountEur: number) => number; digits: number; format: (amount: number) => string } {
  const { info } = useCurrency();
  const docLang = typeof document !== "undefined" ? document.documentElement.lang : "";
  const lang: Language = language ?? (isLanguage(docLang) ? docLang : "en");
  return {
    convert: (amountEur: number) => convertFromEur(amountEur, info),
    digits: fractionDigits(info.short),
    format: (amount: number) => formatMoney(amount, info.short, lang),
  };
}
