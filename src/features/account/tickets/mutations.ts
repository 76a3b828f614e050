import { graphql } from "../../../api/graphql/generated";

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
