import { graphql } from "@/api-client/graphql/generated";

/** The login's access level (decision 072); `me` is cached by id, so the pages share one answer. */
export const AccessLevelQuery = graphql(`
  query AccessLevel {
    me {
      id
      accessLevel
    }
  }
`);
