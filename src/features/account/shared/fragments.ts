import { graphql } from "@/api-client/graphql/generated";

/** Fragments and queries several account sections read (one shape of an order, a transaction, a legal entity): the one
 * place sections share GraphQL documents, since a section imports no other (decision 178). */
/** @public graphql-codegen reads it: the documents spread `...OrderFields` by name. */
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
    startedAt
    project {
      id
      name
      isGeneral
    }
  }
`);

/** @public graphql-codegen reads it: the documents spread `...TransactionFields` by name. */
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

/** @public graphql-codegen reads it: the documents spread `...LegalEntityFields` by name. */
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

/** @public graphql-codegen reads it: the documents spread `...InvoiceFields` by name. */
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
    paidFromBalance
    vatRate
    amountWithoutVat
    vat
  }
`);

/** @public graphql-codegen reads it: how a payment was paid (docs/decisions/099); `...PaymentFields` by name. */
export const PaymentFields = graphql(`
  fragment PaymentFields on Payment {
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
`);

/** All orders of the account (runway, renewal calendar, recurring invoices' order choice). */
export const AccountOrdersQuery = graphql(`
  query AccountOrders {
    orders {
      ...OrderFields
    }
  }
`);

/** Corporate invoices with the legal entities they may be issued for: their own section's list and the accountant export. */
export const CorporateInvoicesQuery = graphql(`
  query CorporateInvoices {
    corporateInvoices {
      id
      createdAt
      amount
      currency
      confirmed
      paid
      transactionId
      paidAt
      description
      pdfUrl
      vatRate
      amountWithoutVat
      vat
      legalEntity {
        id
        company
        currency
        country
        vatId
      }
    }
    legalEntities {
      id
      company
      currency
      canInvoice
      verification
    }
  }
`);
