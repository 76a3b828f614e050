import { graphql } from "../../../api-client/graphql/generated";

export const CreateLegalEntityMutation = graphql(`
  mutation CreateLegalEntity($input: LegalEntityInput!) {
    createLegalEntity(input: $input) {
      ...LegalEntityFields
    }
  }
`);

export const UpdateLegalEntityMutation = graphql(`
  mutation UpdateLegalEntity($id: ID!, $input: LegalEntityInput!) {
    updateLegalEntity(id: $id, input: $input) {
      ...LegalEntityFields
    }
  }
`);

export const SendLegalEntityMutation = graphql(`
  mutation SendLegalEntityForVerification($id: ID!) {
    sendLegalEntityForVerification(id: $id) {
      id
      verification
      canInvoice
    }
  }
`);
