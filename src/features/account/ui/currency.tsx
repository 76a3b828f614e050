import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { currencyListSchema, type Currency } from "../../../api-client/schemas/page-context";
import { fromEur } from "../../../lib/money";
import { restJson } from "../api/rest";
import { useLang } from "./use-lang";

export interface DisplayCurrency {
  code: string;
  multiplier: number;
  fromEur: (amountEur: number) => { amount: number; currency: string };
}

const eur: DisplayCurrency = { code: "EUR", multiplier: 1, fromEur: (amount) => ({ amount, currency: "EUR" }) };
const CurrencyContext = createContext<DisplayCurrency>(eur);

export const useDisplayCurrency = () => useContext(CurrencyContext);

export function displayCurrencyFrom(list: Currency[]): DisplayCurrency {
  // Spec §5, §6: Russian users see only RUR and Ukrainian users only UAH; the API's allowed list says
  // which. Where EUR is allowed, amounts stay in EUR (the API's unit).
  if (list.some((c) => c.short === "EUR") || !list[0]) return eur;
  const c = list[0];
  return { code: c.short, multiplier: c.multiplier, fromEur: (amount) => ({ amount: fromEur(amount, c.multiplier, c.short), currency: c.short }) };
}

/** The account's display currency, from the currency call (falls back to EUR if it fails). */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  const [list, setList] = useState<Currency[] | null>(null);
  useEffect(() => {
    let live = true;
    restJson("/my/api/currency/", currencyListSchema, { language: lang })
      .then((r) => live && setList(r.currencies))
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, [lang]);
  const value = useMemo(() => (list ? displayCurrencyFrom(list) : eur), [list]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
