import path from "node:path";

/** Where the publish service keeps its builds and the served link (PUBLISH_BUILDS_DIR, PUBLISH_SITE_LINK). */
export function publishPaths(env: NodeJS.ProcessEnv): { buildsDir: string; siteLink: string } {
  return { buildsDir: path.resolve(env.PUBLISH_BUILDS_DIR || "builds"), siteLink: path.resolve(env.PUBLISH_SITE_LINK || "site") };
}
