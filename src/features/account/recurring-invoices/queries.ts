import { graphql } from "../../../api-client/graphql/generated";

export const RecurringPaymentsQuery = graphql(`
  query RecurringPayments {
    recurringPayments {
      ...RecurringFields
    }
  }
`);

/** @public graphql-codegen reads it: the documents spread `...RecurringFields` by name. */
export const RecurringFields = graphql(`
  fragment RecurringFields on RecurringPayment {
    id
    issueDay
    periodMonths
    currency
    allOrders
    orderCount
    allowOverdraft
    lastPayment
    nextPayment
    legalEntity {
      id
      company
    }
    orders {
      id
      name
    }
  }
`);

export const RecurringPaymentQuery = graphql(`
  query RecurringPayment($id: ID!) {
    recurringPayment(id: $id) {
      ...RecurringFields
    }
  }
`);

/** What the form chooses from: verified legal entities and the account's orders. */
export const RecurringOptionsQuery = graphql(`
  query RecurringOptions {
    legalEntities {
      id
      company
      currency
      canInvoice
    }
    orders {
      id
      name
      type
      project {
        id
        name
      }
    }
  }
`);
