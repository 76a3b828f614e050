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
      pdfUrl
      legalEntity {
        id
        company
        currency
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
