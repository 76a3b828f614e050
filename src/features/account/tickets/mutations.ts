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

export const CloseTicketMutation = graphql(`
  mutation CloseTicket($id: ID!) {
    closeTicket(id: $id) {
      id
      status
      awaitsCustomer
    }
  }
`);

export const ReopenTicketMutation = graphql(`
  mutation ReopenTicket($id: ID!) {
    reopenTicket(id: $id) {
      id
      status
      awaitsCustomer
    }
  }
`);
