import { graphql } from "../../api-client/graphql/generated";

/** Fragments the account sections share (one shape of an order, a transaction, a legal entity). */
export const OrderFields = graphql(`
  fragment OrderFields on Order {
    id
    type
    name
    planSlug
    tags
    paid
    paidUntil
    overdueDays
    cancelMark
    comment
    price
    months
    diskGb
    project {
      id
      name
      isGeneral
    }
  }
`);

export const TransactionFields = graphql(`
  fragment TransactionFields on Transaction {
    id
    date
    description
    amount
    amountWithoutVat
    vat
    currency
  }
`);

export const LegalEntityFields = graphql(`
  fragment LegalEntityFields on LegalEntity {
    id
    company
    country
    city
    address
    vatId
    currency
    balance
    overdraft
    createActs
    invoiceEmails
    verification
    canInvoice
  }
`);

export const InvoiceFields = graphql(`
  fragment InvoiceFields on Invoice {
    id
    orderId
    description
    amount
    currency
    paid
    createdAt
    paidAt
    pdfUrl
  }
`);

/** All orders of the account (runway, renewal calendar, recurring invoices' order choice). */
export const AccountOrdersQuery = graphql(`
  query AccountOrders {
    orders {
      ...OrderFields
    }
  }
`);
