// `npm run content:import`: puts the embedded dataset (studio/seed/content.ndjson, with its images) into a Sanity
// project with the Sanity CLI's own import. Refuses, with the steps, when the project is not named (decision 095).
import { spawnSync } from "node:child_process";
import path from "node:path";

import { EDITOR_STEPS, PLACEHOLDER_PROJECT_ID } from "../src/lib/editor-steps";

export function importProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const project = env.SANITY_PROJECT_ID;
  if (!project || project === PLACEHOLDER_PROJECT_ID) problems.push("SANITY_PROJECT_ID is not set (the id of your Sanity project, see sanity.io/manage)");
  else if (!/^[a-z0-9-]+$/.test(project)) problems.push(`SANITY_PROJECT_ID "${project}" is not a project id (lower-case letters, digits, hyphens)`);
  if (env.SANITY_DATASET !== undefined && !/^[a-z0-9][a-z0-9_-]{0,63}$/.test(env.SANITY_DATASET))
    problems.push(`SANITY_DATASET "${env.SANITY_DATASET}" is not a dataset name`);
  return problems;
}

function main(): void {
  const problems = importProblems(process.env);
  if (problems.length) {
    console.error(`content:import refused:\n  - ${problems.join("\n  - ")}\n\n${EDITOR_STEPS}`);
    process.exit(2);
  }
  const studio = path.resolve(__dirname, "../studio");
  const dataset = process.env.SANITY_DATASET || "production";
  // The CLI reads the project from studio/sanity.cli.ts, which reads SANITY_STUDIO_PROJECT_ID.
  const result = spawnSync("npx", ["sanity", "dataset", "import", "seed/content.ndjson", dataset, ...process.argv.slice(2)], {
    cwd: studio,
    stdio: "inherit",
    env: { ...process.env, SANITY_STUDIO_PROJECT_ID: process.env.SANITY_PROJECT_ID, SANITY_STUDIO_DATASET: dataset },
  });
  process.exit(result.status ?? 1);
}

if (require.main === module) main();
