import { graphql } from "../../../api-client/graphql/generated";

export const CreateRecurringPaymentMutation = graphql(`
  mutation CreateRecurringPayment($input: RecurringPaymentInput!) {
    createRecurringPayment(input: $input) {
      ...RecurringFields
    }
  }
`);

export const UpdateRecurringPaymentMutation = graphql(`
  mutation UpdateRecurringPayment($id: ID!, $input: RecurringPaymentInput!) {
    updateRecurringPayment(id: $id, input: $input) {
      ...RecurringFields
    }
  }
`);

export const DeleteRecurringPaymentMutation = graphql(`
  mutation DeleteRecurringPayment($id: ID!) {
    deleteRecurringPayment(id: $id)
  }
`);
