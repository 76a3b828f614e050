import path from "node:path";

type EntryConfig = { entry?: unknown };

/**
 * Gatsby's production browser bundle (`build-javascript`) starts from the staged app entry
 * (src/lib/app-shims/staged-app-entry.ts) instead of `.cache/production-app`: the same modules, evaluated over three
 * tasks instead of one (issue 40). Returns whether the entry was found and replaced (Gatsby's `entry.app` is the path of
 * `.cache/production-app`, with the polyfill entry beside it for browsers without modules).
 */
export function stageAppEntry(config: EntryConfig, root: string): boolean {
  const entry = config.entry as Record<string, unknown> | undefined;
  const gatsbys = path.join(root, ".cache/production-app");
  if (!entry || typeof entry !== "object" || entry.app !== gatsbys) return false;
  entry.app = path.join(root, "src/lib/app-shims/staged-app-entry.ts");
  return true;
}

/** The names the staged entry imports Gatsby's runtime modules by, mapped to their files. */
export function stagedAppEntryAliases(root: string) {
  return {
    resolve: {
      alias: {
        "gatsby-app-entry/api-runner-browser$": path.join(root, ".cache/api-runner-browser.js"),
        "gatsby-app-entry/production-app$": path.join(root, ".cache/production-app.js"),
      },
    },
  };
}
