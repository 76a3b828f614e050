import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { FinanceNavQuery } from "./queries";
import { SectionTabs } from "@/components/app-ui/section-nav";
import { useFailureText } from "@/components/app-ui/failure";

/** Tabs of the finance area; the debts tab shows how many invoices are unpaid. */
export function FinanceTabs() {
  const { t } = useTranslation("account");
  const { data, error } = useQuery(FinanceNavQuery);
  const describe = useFailureText();
  const unpaid = data?.financeSummary.unpaidInvoices ?? 0;
  return (
    <SectionTabs
      label={t("nav.financeArea")}
      tabs={[
        { href: "/my/finance/", labelKey: "nav.finance" },
        { href: "/my/finance/transactions/", labelKey: "nav.transactions" },
        { href: "/my/finance/invoices/", labelKey: "nav.paidInvoices" },
        { href: "/my/finance/payments/", labelKey: "nav.payments" },
        {
          href: "/my/finance/debts/",
          labelKey: "nav.debts",
          badge:
            unpaid > 0 ? (
              <span className="section-tabs__badge" aria-label={t("debts.unpaidCount", { count: unpaid })}>
                {unpaid}
              </span>
            ) : null,
        },
        { href: "/my/finance/renewals/", labelKey: "nav.renewals" },
        { href: "/my/finance/export/", labelKey: "nav.accountantExport" },
      ]}
      after={
        error ? (
          <p className="section-tabs__error" role="alert">
            {describe(error, "navigationState").title}
          </p>
        ) : null
      }
    />
  );
}
