import { graphql } from "../../../api-client/graphql/generated";

/** Balance movements of the period (the API filters by UTC day), page by page. */
export const ExportTransactionsQuery = graphql(`
  query ExportTransactions($from: String!, $to: String!, $page: Int!, $pageSize: Int!) {
    transactions(from: $from, to: $to, page: $page, pageSize: $pageSize) {
      items {
        ...TransactionFields
      }
      hasNext
    }
  }
`);

/** Paid invoices, page by page (the API has no period filter for them: the export filters by issue date). */
export const ExportPaidInvoicesQuery = graphql(`
  query ExportPaidInvoices($page: Int!, $pageSize: Int!) {
    paidInvoices(page: $page, pageSize: $pageSize) {
      items {
        ...InvoiceFields
      }
      hasNext
    }
  }
`);

/** Unpaid invoices and corporate invoices with their legal entity (both answered whole). */
export const ExportOpenItemsQuery = graphql(`
  query ExportOpenItems {
    debts {
      ...InvoiceFields
    }
    corporateInvoices {
      id
      createdAt
      amount
      currency
      confirmed
      paid
      transactionId
      legalEntity {
        id
        company
        country
        vatId
      }
    }
  }
`);
