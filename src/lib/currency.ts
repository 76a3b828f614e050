import type { CurrencyCode } from "../api-client/schemas/common";

/** A display currency as the currency call returns it (spec §3): rate against EUR in `multiplier`. */
export type CurrencyInfo = { short: CurrencyCode; multiplier: number; name: string };

export const ALL_CURRENCIES: readonly CurrencyCode[] = ["EUR", "USD", "GBP", "UAH", "RUR"];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (ALL_CURRENCIES as readonly string[]).includes(value);
}

/** Spec §9: RU → RUR, US → USD, anything else (or unknown) → EUR. */
export function defaultCurrencyFor(country: string | null | undefined): CurrencyCode {
  if (country === "RU") return "RUR";
  if (country === "US") return "USD";
  return "EUR";
}

/**
 * Spec §5/§6: Russian users see only RUR, Ukrainian users only UAH, detected by the profile country
 * or, failing that, the features call's `country_code`. The profile wins over the visitor's address.
 */
export function restrictedCurrency(profileCountry: string | null | undefined, featuresCountry: string | null | undefined): CurrencyCode | null {
  const country = profileCountry || featuresCountry;
  if (country === "RU") return "RUR";
  if (country === "UA") return "UAH";
  return null;
}

export type CurrencyInputs = {
  available: CurrencyInfo[];
  stored: string | null;
  profileCountry: string | null | undefined;
  featuresCountry: string | null | undefined;
};

/** Currencies the switcher offers, and the one in force (stored choice if still allowed, else the default). */
export function resolveCurrency({ available, stored, profileCountry, featuresCountry }: CurrencyInputs): { options: CurrencyInfo[]; current: CurrencyCode } {
  const only = restrictedCurrency(profileCountry, featuresCountry);
  const options = only
    ? available.filter((c) => c.short === only)
    : available.filter((c) => c.short !== "RUR" && c.short !== "UAH");
  const allowed = options.map((c) => c.short);
  if (only) return { options, current: only };
  if (isCurrencyCode(stored) && allowed.includes(stored)) return { options, current: stored };
  const fallback = defaultCurrencyFor(profileCountry || featuresCountry);
  return { options, current: allowed.includes(fallback) ? fallback : (allowed[0] ?? "EUR") };
}

/** RUR and UAH are shown as whole numbers ("big-number" currencies, spec §9). */
export const isBigNumberCurrency = (currency: CurrencyCode): boolean => currency === "RUR" || currency === "UAH";

/** Converts an EUR amount with the currency's multiplier, rounded the way it is shown. */
export function convertFromEur(amountEur: number, currency: CurrencyInfo): number {
  const value = amountEur * currency.multiplier;
  return isBigNumberCurrency(currency.short) ? Math.round(value) : Math.round(value * 100) / 100;
}

const SYMBOLS: Record<CurrencyCode, string> = { EUR: "€", USD: "$", GBP: "£", UAH: "₴", RUR: "₽" };
const NUMBER_LOCALE: Record<string, string> = { en: "en-US", ru: "ru-RU" };

/**
 * Money as the site shows it: symbol before for EUR/USD/GBP (`€12.50`), after with a space for the
 * big-number currencies (`1 176 ₽`), grouped by the language's number format.
 */
export function formatMoney(amount: number, currency: CurrencyCode, language: string): string {
  const big = isBigNumberCurrency(currency);
  const number = new Intl.NumberFormat(NUMBER_LOCALE[language] ?? "en-US", {
    minimumFractionDigits: big ? 0 : 2,
    maximumFractionDigits: big ? 0 : 2,
    useGrouping: true,
  })
    .format(big ? Math.round(amount) : amount)
    .replace(/\u202f|\u00a0/g, " ");
  return big || language === "ru" ? `${number} ${SYMBOLS[currency]}` : `${SYMBOLS[currency]}${number}`;
}

/** Spec §9: the cart line costs price × count when count is more than 1. */
export function cartPrice(price: number, count: number): number {
  const n = Number.isFinite(count) && count > 1 ? Math.floor(count) : 1;
  return Math.round(price * n * 100) / 100;
}

/** Spec §5/§9: crypto and freekassa-type providers need at least minAmount (default 100 EUR). */
export const DEFAULT_MIN_AMOUNT_EUR = 100;

export function needsMinAmount(providerKey: string, component: string): boolean {
  return component === "Crypto" || providerKey === "freekassa";
}

export function belowMinAmount(provider: { key: string; component: string; minAmount: number | null }, amountEur: number): number | null {
  if (!needsMinAmount(provider.key, provider.component) && provider.minAmount == null) return null;
  const min = provider.minAmount ?? DEFAULT_MIN_AMOUNT_EUR;
  return amountEur < min ? min : null;
}

/**
 * Spec §5: PayPal does not take RUR; picking it while RUR is selected switches to the first other
 * currency the provider offers. Any provider whose choices omit the current currency does the same.
 */
export function currencyForProvider(current: CurrencyCode, provider: { key: string; choices: string[]; value: string }): CurrencyCode {
  const choices = provider.choices.filter(isCurrencyCode);
  if (provider.key === "paypal" && current === "RUR") {
    const other = choices.find((c) => c !== "RUR");
    return other ?? (isCurrencyCode(provider.value) ? provider.value : "EUR");
  }
  if (choices.includes(current)) return current;
  if (isCurrencyCode(provider.value)) return provider.value;
  return choices[0] ?? current;
}
