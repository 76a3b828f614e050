import { graphql } from "../../../api-client/graphql/generated";

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
