import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed GraphQL documents for the account area (`npm run codegen`). The schema is the sandbox's, which
 * stands for the hosting API's account endpoint; documents live beside each feature (queries.ts,
 * mutations.ts, fragments.ts). `src/api-client/graphql/generated.test.ts` fails when the output is stale.
 */
const config: CodegenConfig = {
  schema: "sandbox/graphql/schema.graphql",
  documents: ["src/features/account/**/*.ts", "src/components/app-ui/**/*.ts", "!**/*.test.ts"],
  ignoreNoDocuments: false,
  generates: {
    "src/api-client/graphql/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, nonOptionalTypename: true, avoidOptionals: { field: true, inputValue: false } },
    },
    // The sandbox's resolvers, typed from the same schema (sandbox/graphql/resolvers/). Types with
    // relations resolve from a model without them (sandbox/graphql/models.ts); the rest are returned whole.
    "sandbox/graphql/generated/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context#GqlContext",
        mappers: {
          Order: "../models#OrderModel",
          Project: "../models#ProjectModel",
          CorporateInvoice: "../models#CorporateInvoiceModel",
          RecurringPayment: "../models#RecurringPaymentModel",
          Invoice: "../models#InvoiceModel",
          Payment: "../models#PaymentModel",
          Ticket: "../models#TicketModel",
        },
        // Row ids are numbers; graphql-js serialises either as an ID string.
        scalars: { ID: { input: "string", output: "string | number" } },
        enumsAsTypes: true,
        useTypeImports: true,
        useIndexSignature: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // The response shapes the client checks every answer against (malformed data → a clear error).
    "src/api-client/graphql/generated/schema-shape.ts": {
      plugins: ["./scripts/codegen/shape-plugin.cjs"],
    },
  },
  hooks: {},
};

export default config;
