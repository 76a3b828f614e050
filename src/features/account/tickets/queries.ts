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
