import { Trans, useTranslation } from "react-i18next";
import { Money } from "./format";

/**
 * An order's price with the term it pays for, in words: "€12.00 a month", "34,20 € за 3 месяца". Not "/ Every month":
 * that is a recurring invoice's period (periodText), and after a slash it read as a fraction.
 */
export function PricePerTerm({ price, months }: { price: number; months: number }) {
  const { t } = useTranslation("account");
  // One element: a phone's stacked table cell lays its children out as flex items, apart.
  return (
    <span>
      <Trans
        t={t}
        i18nKey={months === 1 ? "orders.pricePerMonth" : "orders.pricePerMonths"}
        values={{ count: months }}
        components={{ price: <Money amount={price} /> }}
      />
    </span>
  );
}
