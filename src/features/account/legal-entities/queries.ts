import { graphql } from "../../../api/graphql/generated";

export const LegalEntitiesQuery = graphql(`
  query LegalEntities {
    legalEntities {
      ...LegalEntityFields
    }
  }
`);
