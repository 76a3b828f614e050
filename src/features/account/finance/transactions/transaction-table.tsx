import { useTranslation } from "react-i18next";
import type { TransactionFieldsFragment } from "@/api-client/graphql/generated/graphql";
import { DateText, Money } from "@/components/app-ui/format";

/** Transactions with amounts with or without VAT. */
export function TransactionTable({ items, compact, withoutVat }: { items: TransactionFieldsFragment[]; compact?: boolean; withoutVat?: boolean }) {
  const { t } = useTranslation("account");
  return (
    <div className="table-wrap">
      <table className="table" data-testid="transactions-table">
        <thead>
          <tr>
            <th scope="col">{t("transactions.date")}</th>
            <th scope="col">{t("transactions.description")}</th>
            {compact ? null : <th scope="col">{t("transactions.id")}</th>}
            <th scope="col" className="num">
              {withoutVat ? t("transactions.amountWithoutVat") : t("transactions.amount")}
            </th>
            {compact ? null : (
              <th scope="col" className="num">
                {t("transactions.vat")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((tx) => (
            <tr key={tx.id} data-transaction-id={tx.id}>
              <td data-label={t("transactions.date")}>
                <DateText iso={tx.date} short />
              </td>
              <td data-label={t("transactions.description")}>{tx.description}</td>
              {compact ? null : (
                <td className="muted mono" data-label={t("transactions.id")}>
                  #{tx.id}
                </td>
              )}
              <td className="num" data-label={withoutVat ? t("transactions.amountWithoutVat") : t("transactions.amount")}>
                <Money amount={withoutVat ? tx.amountWithoutVat : tx.amount} currency={tx.currency} signed />
              </td>
              {compact ? null : (
                <td className="num muted" data-label={t("transactions.vat")}>
                  <Money amount={tx.vat} currency={tx.currency} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
