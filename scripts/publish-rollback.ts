// `npm run publish:rollback`: the served site goes back to the build that was live before the current one.
import { publishPaths } from "./publish/paths";
import { siteSlots } from "./publish/site-slots";

siteSlots(publishPaths(process.env))
  .rollback()
  .then((id) => console.log(`The site is build ${id} again`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
