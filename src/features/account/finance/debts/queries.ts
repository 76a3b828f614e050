import { graphql } from "@/api-client/graphql/generated";

export const DebtsQuery = graphql(`
  query Debts {
    debts {
      ...InvoiceFields
    }
  }
`);
