import { graphql } from "@/api-client/graphql/generated";

export const OrderQuery = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      ...OrderFields
      restarts
    }
    projects {
      id
      name
      isGeneral
    }
    tags
    limits {
      orderNameMax
      tagMax
      tagsPerOrderMax
    }
    me {
      id
      isOwner
      profileComplete
      emailVerified
    }
  }
`);
