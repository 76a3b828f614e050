import { graphql } from "../../../api-client/graphql/generated";

export const FinanceOverviewQuery = graphql(`
  query FinanceOverview {
    me {
      id
      email
      isOwner
    }
    financeSummary {
      balance
      currency
      debt
      unpaidInvoices
      nextCharge
      hasSavedCards
      autoTopUp {
        day
        amount
        currency
        cardId
        nextPayment
      }
      recentTransactions {
        ...TransactionFields
      }
    }
  }
`);

/** The finance area's tab state (debts badge). */
export const FinanceNavQuery = graphql(`
  query FinanceNav {
    financeSummary {
      debt
      unpaidInvoices
      currency
    }
  }
`);

/** Owner only: a second login gets FORBIDDEN (spec §5, §6). */
export const SavedCardsQuery = graphql(`
  query SavedCards {
    savedCards {
      id
      brand
      last4
      exp
      active
      autoRenewal
      isDefault
    }
  }
`);
