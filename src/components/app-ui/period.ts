import type { TFunction } from "i18next";

/**
 * A billing period in months, as a customer reads it: "Every month" for one (Russian's plural "one" also
 * covers 21 and 31, so "Каждый 1 месяц" came from the plural key), else "Every 3 months".
 */
export const periodText = (t: TFunction<"account">, months: number): string =>
  months === 1 ? t("recurring.periodMonthly") : t("recurring.periodMonths", { count: months });
