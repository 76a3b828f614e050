import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed GraphQL documents for the account area (`npm run codegen`). The schema is the sandbox's, which
 * stands for the hosting API's account endpoint; documents live beside each feature (queries.ts,
 * mutations.ts, fragments.ts). `src/api-client/graphql/generated.test.ts` fails when the output is stale.
 */
const config: CodegenConfig = {
  schema: "sandbox/graphql/schema.graphql",
  documents: ["src/features/account/**/*.ts", "!src/features/account/**/*.test.ts"],
  ignoreNoDocuments: false,
  generates: {
    "src/api-client/graphql/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, nonOptionalTypename: true, avoidOptionals: { field: true, inputValue: false } },
    },
    // The response shapes the client checks every answer against (malformed data → a clear error).
    "src/api-client/graphql/generated/schema-shape.ts": {
      plugins: ["./scripts/codegen/shape-plugin.cjs"],
    },
  },
  hooks: {},
};

export default config;
