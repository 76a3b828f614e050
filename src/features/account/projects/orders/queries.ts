import { graphql } from "@/api-client/graphql/generated";

export const OrderQuery = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      ...OrderFields
      restarts
      location
      os
      cpu
      memoryGb
      server {
        state
        power
        ipv4
        ipv6
        access
        sshKeyName
        passwordAvailable
        updatedAt
      }
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
