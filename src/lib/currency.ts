import { fromEur, isCurrencyCode, type CurrencyCode } from "./money";
import { detectRegion, effectiveCountry, filterCurrencies } from "./region";

/**
 * Display-currency rules of the site (spec §5, §6, §9): which currency is in force and what the cart and
 * the payment providers do with it. Formatting and conversion are `./money`'s (one mechanism for the
 * whole site); who may see which currency is `./region`'s.
 */

/** A display currency as the currency call returns it (spec §3): rate against EUR in `multiplier`. */
export type CurrencyInfo = { short: CurrencyCode; multiplier: number; name: string };

/** Spec §9: RU → RUR, US → USD, anything else (or unknown) → EUR. */
export function defaultCurrencyFor(country: string | null | undefined): CurrencyCode {
  if (country === "RU") return "RUR";
  if (country === "US") return "USD";
  return "EUR";
}

export type CurrencyInputs = {
  available: CurrencyInfo[];
  stored: string | null;
  profileCountry: string | null | undefined;
  featuresCountry: string | null | undefined;
};

/**
 * Currencies the switcher offers (the region's, spec §5/§6: only RUR for Russian users, only UAH for
 * Ukrainian users), and the one in force: the stored choice if still allowed, else the country's default.
 */
export function resolveCurrency({ available, stored, profileCountry, featuresCountry }: CurrencyInputs): { options: CurrencyInfo[]; current: CurrencyCode } {
  const input = { profileCountry, featuresCountry };
  const options = filterCurrencies(available, detectRegion(input));
  const allowed = options.map((c) => c.short);
  if (isCurrencyCode(stored) && allowed.includes(stored)) return { options, current: stored };
  const fallback = defaultCurrencyFor(effectiveCountry(input));
  return { options, current: allowed.includes(fallback) ? fallback : (allowed[0] ?? "EUR") };
}

/** Converts an EUR amount with the currency's multiplier, rounded the way it is shown. */
export const convertFromEur = (amountEur: number, currency: CurrencyInfo): number => fromEur(amountEur, currency.multiplier, currency.short);

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
 * The method preselected on the payment page: the first that can take the amount (not under its minimum;
 * the balance only when it covers it), else the first. A new Russian customer's 3 352 ₽ order was preselected
 * to FreeKassa, whose button stays disabled under its 9 800 ₽ minimum. A top-up's amount is not known yet
 * (`null`): the first.
 */
export function preselectedProvider<P extends { key: string; component: string; options: { minAmount: number | null } }>(
  providers: readonly P[],
  amountEur: number | null,
  balanceEur: number,
): P | undefined {
  if (amountEur === null || amountEur <= 0) return providers[0];
  const payable = (p: P) =>
    p.component === "Balance"
      ? balanceEur >= amountEur
      : belowMinAmount({ key: p.key, component: p.component, minAmount: p.options.minAmount }, amountEur) === null;
  return providers.find(payable) ?? providers[0];
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
