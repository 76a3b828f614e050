import { graphql } from "../../../api-client/graphql/generated";

export const TicketsQuery = graphql(`
  query Tickets {
    tickets {
      id
      subject
      message
      orderId
      status
      createdAt
      updatedAt
      awaitsCustomer
    }
    supportStaff {
      id
      name
      status
    }
  }
`);

export const NewTicketOptionsQuery = graphql(`
  query NewTicketOptions {
    orders {
      id
      name
      type
    }
    supportStaff {
      id
      name
      status
    }
  }
`);

/** One ticket with its whole conversation (decision 107). */
export const TicketQuery = graphql(`
  query Ticket($id: ID!) {
    ticket(id: $id) {
      id
      subject
      orderId
      status
      createdAt
      updatedAt
      awaitsCustomer
      messages {
        id
        author
        agentName
        body
        createdAt
        attachments {
          id
          name
          size
          url
        }
      }
    }
  }
`);
