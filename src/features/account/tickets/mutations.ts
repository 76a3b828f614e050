import { graphql } from "../../../api-client/graphql/generated";

export const CreateTicketMutation = graphql(`
  mutation CreateTicket($input: TicketInput!) {
    createTicket(input: $input) {
      id
      subject
      message
      orderId
      status
      createdAt
    }
  }
`);
