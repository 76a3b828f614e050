import { graphql } from "../../../api-client/graphql/generated";

export const LegalEntitiesQuery = graphql(`
  query LegalEntities {
    legalEntities {
      ...LegalEntityFields
    }
  }
`);
