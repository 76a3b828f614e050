import { graphql } from "@/api-client/graphql/generated";

/** Paid payments, newest first, each with the invoices (and so the orders) it settled. */
export const PaymentsQuery = graphql(`
  query Payments($page: Int!, $pageSize: Int!) {
    payments(page: $page, pageSize: $pageSize) {
      items {
        ...PaymentFields
        invoices {
          id
          orderId
          description
          amount
          currency
          paidFromBalance
        }
      }
      total
      page
      pageSize
      hasNext
    }
  }
`);

/** One payment (a paid invoice links to the payment that settled it). */
export const PaymentQuery = graphql(`
  query Payment($ref: ID!) {
    payment(ref: $ref) {
      ...PaymentFields
      invoices {
        id
        orderId
        description
        amount
        currency
        paidFromBalance
      }
    }
  }
`);
