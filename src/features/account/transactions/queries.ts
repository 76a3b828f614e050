import { graphql } from "../../../api-client/graphql/generated";

export const TransactionsQuery = graphql(`
  query Transactions($from: String, $to: String, $page: Int!, $pageSize: Int!) {
    transactions(from: $from, to: $to, page: $page, pageSize: $pageSize) {
      items {
        ...TransactionFields
      }
      total
      page
      pageSize
      hasNext
      csvUrl
    }
  }
`);
