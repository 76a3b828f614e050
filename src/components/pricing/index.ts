export { PlanPrice } from "./plan-price";
export { useCurrency, useRegion, useMoney, loadCurrencyContext, setProfileCountry } from "./currency-store";
