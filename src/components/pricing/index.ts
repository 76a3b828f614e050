export { CurrencySwitcher } from "./currency-switcher";
export { PlanPrice } from "./plan-price";
export { useCurrency, useRegion, useMoney, loadCurrencyContext, setCurrency, setPromoHidden, setProfileCountry } from "./currency-store";
export { TermPicker } from "./term-picker";
