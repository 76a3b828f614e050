import { graphql } from "../../../api/graphql/generated";

export const DebtsQuery = graphql(`
  query Debts {
    debts {
      ...InvoiceFields
    }
  }
`);
