import { graphql } from "../../../api-client/graphql/generated";

export const CreateCorporateInvoiceMutation = graphql(`
  mutation CreateCorporateInvoice($input: CorporateInvoiceInput!) {
    createCorporateInvoice(input: $input) {
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
  }
`);

export const ConfirmCorporateInvoiceMutation = graphql(`
  mutation ConfirmCorporateInvoice($id: ID!) {
    confirmCorporateInvoice(id: $id) {
      id
      confirmed
    }
  }
`);

export const DeleteCorporateInvoiceMutation = graphql(`
  mutation DeleteCorporateInvoice($id: ID!) {
    deleteCorporateInvoice(id: $id)
  }
`);
