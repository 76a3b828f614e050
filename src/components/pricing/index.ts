export { PlanPrice } from "./plan-price";
export { useCurrency, useRegion, useMoney, useShownMoney, loadCurrencyContext, setProfileCountry } from "./currency-store";
