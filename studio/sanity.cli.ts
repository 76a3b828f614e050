import { defineCliConfig } from "sanity/cli";
import { PLACEHOLDER_PROJECT_ID } from "../src/lib/editor-steps";

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID;
const dataset = process.env.SANITY_STUDIO_DATASET || "production";

export default defineCliConfig({
  api: { projectId, dataset },
  // No automatic studio updates fetched at run time: the studio builds from the lockfile's sanity.
  deployment: { autoUpdates: false },
  // No typegen: the build's query results are described once, by the zod schemas that check them
  // (src/build/content-schemas.ts; docs/decisions/067-no-sanity-typegen.md).
});
