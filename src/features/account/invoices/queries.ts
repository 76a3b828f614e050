import { graphql } from "../../../api-client/graphql/generated";

export const PaidInvoicesQuery = graphql(`
  query PaidInvoices($page: Int!, $pageSize: Int!) {
    paidInvoices(page: $page, pageSize: $pageSize) {
      items {
        ...InvoiceFields
      }
      total
      page
      pageSize
      hasNext
    }
  }
`);
