// The editor's path from the embedded dataset to a Sanity project (decision 095), printed by `npm run studio`
// with a placeholder project and by `npm run content:import` when it refuses; README "Editing content" explains it.
export const EDITOR_STEPS = `To edit the content in Sanity:
  1. Create a project:        npx sanity init --bare   (or at sanity.io/manage; note its project id)
  2. Log in once:             npx sanity login         (or export SANITY_AUTH_TOKEN=<a token with write access>)
  3. Import the seed:         SANITY_PROJECT_ID=<id> SANITY_DATASET=production npm run content:import
  4. Start the studio:        SANITY_STUDIO_PROJECT_ID=<id> SANITY_STUDIO_DATASET=production SANITY_STUDIO_SITE_URL=<SITE_URL> npm run studio
  5. Build from the dataset:  SANITY_PROJECT_ID=<id> SANITY_DATASET=production SITE_URL=<https://www.example.com> npm run build
     (add SANITY_API_TOKEN=<read token> when the dataset is private)
After the import the dataset in Sanity is the content; studio/seed stays the offline demo's and the tests' data.
See README.md, "Editing content".`;

/** The studio's placeholder project id (studio/sanity.config.ts): it lets `sanity build` run without a project. */
export const PLACEHOLDER_PROJECT_ID = "hosting-local";
