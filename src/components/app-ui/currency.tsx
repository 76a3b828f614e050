import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { fromEur } from "@/lib/money";
import { detectRegion } from "@/lib/region";
import { loadCurrencyContext, useCurrency } from "../pricing";
import type { CurrencyInfo } from "@/lib/currency";
import { authStore } from "../auth/auth-store";

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

/**
 * The account's display currency, from the site's currency store. The store's calls ask again once the
 * session changed in this tab (signed in since the page loaded: the features call then answers the
 * profile's country); on a page loaded signed in, the header's calls (made with the session) stand: asking
 * again was the page's second currency and features call (decision 126).
 */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { info, profileCountry, featuresCountry } = useCurrency();
  useEffect(() => {
    void loadCurrencyContext(authStore.getSnapshot().event !== null);
  }, []);
  const value = useMemo(() => displayCurrencyOf(info, { profileCountry, featuresCountry }), [info, profileCountry, featuresCountry]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
