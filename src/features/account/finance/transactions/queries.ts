import { graphql } from "@/api-client/graphql/generated";

export const TransactionsQuery = graphql(`
  query Transactions($from: String, $to: String, $page: Int!, $pageSize: Int!) {
    transactions(from: $from, to: $to, page: $page, pageSize: $pageSize) {
      items {
        ...TransactionFields
        # The payment a movement belongs to (the accountant export names its method and reference).
        paymentRef
      }
      total
      page
      pageSize
      hasNext
      csvUrl
    }
  }
`);
