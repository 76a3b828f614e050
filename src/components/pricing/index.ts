export { PlanPrice } from "./plan-price";
export { useCurrency, useRegion, useShownMoney, loadCurrencyContext, setProfileCountry } from "./currency-store";
