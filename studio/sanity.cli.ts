import { defineCliConfig } from "sanity/cli";

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "hosting-local";
const dataset = process.env.SANITY_STUDIO_DATASET || "production";

export default defineCliConfig({
  api: { projectId, dataset },
  // No automatic studio updates fetched at run time: the studio builds from the lockfile's sanity.
  deployment: { autoUpdates: false },
  typegen: {
    // GROQ queries of the build (defineQuery) are typed from the extracted schema.
    path: ["../src/build/**/*.ts"],
    schema: "../src/build/sanity.schema.json",
    generates: "../src/build/sanity.types.ts",
    // The site reads content through its own source interface, not @sanity/client overloads.
    overloadClientMethods: false,
  },
});
