// Runs before `sanity dev` (npm run studio): with the placeholder project the studio would only show
// "Couldn't reach the Sanity servers", so say what to do instead (decision 095).
import { EDITOR_STEPS, PLACEHOLDER_PROJECT_ID } from "../src/lib/editor-steps";

const project = process.env.SANITY_STUDIO_PROJECT_ID;
if (!project || project === PLACEHOLDER_PROJECT_ID) {
  console.error(`The studio has no Sanity project: SANITY_STUDIO_PROJECT_ID is ${project ? `the placeholder "${project}"` : "not set"}.\n\n${EDITOR_STEPS}`);
  process.exit(2);
}
