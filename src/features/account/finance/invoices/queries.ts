import { graphql } from "@/api-client/graphql/generated";

export const PaidInvoicesQuery = graphql(`
  query PaidInvoices($page: Int!, $pageSize: Int!) {
    paidInvoices(page: $page, pageSize: $pageSize) {
      items {
        ...InvoiceFields
        # The payment that settled it, spelled out: a fragment spread here would pass the depth limit (decision 069).
        payment {
          ref
          kind
          method
          paidAt
          amount
          fromBalance
          charged
          currency
          reference
        }
      }
      total
      page
      pageSize
      hasNext
    }
  }
`);
