import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { fromEur } from "../../../lib/money";
import { detectRegion } from "../../../lib/region";
import { loadCurrencyContext, useCurrency } from "../../../components/pricing";
import type { CurrencyInfo } from "../../../lib/currency";

export interface DisplayCurrency {
  code: string;
  multiplier: number;
  fromEur: (amountEur: number) => { amount: number; currency: string };
}

const eur: DisplayCurrency = { code: "EUR", multiplier: 1, fromEur: (amount) => ({ amount, currency: "EUR" }) };
const CurrencyContext = createContext<DisplayCurrency>(eur);

export const useDisplayCurrency = () => useContext(CurrencyContext);

/**
 * Spec §5, §6: Russian and Ukrainian users see their own currency (RUR, UAH) everywhere, the account
 * included; everyone else's account amounts stay in EUR, the API's unit. Who is Russian or Ukrainian is
 * the region module's rule; the currency (and its multiplier) is the site's one currency store.
 */
export function displayCurrencyOf(info: CurrencyInfo, countries: { profileCountry: string | null; featuresCountry: string | null }): DisplayCurrency {
  if (detectRegion(countries) === "OTHER" || info.short === "EUR") return eur;
  return {
    code: info.short,
    multiplier: info.multiplier,
    fromEur: (amount) => ({ amount: fromEur(amount, info.multiplier, info.short), currency: info.short }),
  };
}

/** The account's display currency, from the site's currency store (reloaded once signed in: the features call then answers the profile's country). */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { info, profileCountry, featuresCountry } = useCurrency();
  useEffect(() => {
    void loadCurrencyContext(true);
  }, []);
  const value = useMemo(() => displayCurrencyOf(info, { profileCountry, featuresCountry }), [info, profileCountry, featuresCountry]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
