import { useTranslation } from "gatsby-plugin-react-i18next";
import { isCurrencyCode } from "../../lib/money";
import { setCurrency, useCurrency } from "./currency-store";

/** Header currency switcher (spec §9); a single allowed currency is shown as plain text. */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const { options, current, loaded } = useCurrency();
  if (options.length <= 1) {
    return (
      <span
        className="currency-switcher"
        data-testid="currency-switcher"
        data-currency={current}
        data-label={t("checkout:currency.label")}
        aria-live="polite"
        aria-busy={!loaded}
      >
        {current}
      </span>
    );
  }
  return (
    <label className="currency-switcher" data-testid="currency-switcher" data-currency={current}>
      <span className="visually-hidden">{t("checkout:currency.label")}</span>
      <select
        value={current}
        onChange={(e) => {
          if (isCurrencyCode(e.target.value)) setCurrency(e.target.value);
        }}
      >
        {options.map((c) => (
          <option key={c.short} value={c.short}>
            {c.short}
          </option>
        ))}
      </select>
    </label>
  );
}
