// Gatsby compiles the HTML renderer (stage build-html) with a webpack DefinePlugin that holds EVERY variable of the
// build's environment as `process.env.NAME`, and webpack's DefinePlugin makes every module of that compilation
// depend on the list of defined names (its "main hash"). So a build started with one variable more or less than
// the last one (the publish service's PUBLISH_BUILD_*, a preview's SANITY_PERSPECTIVE, the build tests'
// CONTENT_SEED_DIR, CI) throws away webpack's cache of the whole renderer, minutes on two cores (decision 196).
// The renderer keeps Gatsby's own names and GATSBY_* ones, as the browser bundle does: no page code reads any
// other variable (src/ reads only GATSBY_ ones), and an undefined one reads as undefined, as in the browser.

/** Gatsby's own `process.env` names in its bundles (gatsby/dist/utils/webpack.config.js `processEnv`). */
export const GATSBY_ENV_NAMES: ReadonlySet<string> = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT", "GATSBY_QUERY_ON_DEMAND"]);

/** The definitions without the environment's own variables: only Gatsby's names and GATSBY_* ones stay. */
export function withoutBuildEnvironment<T>(definitions: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(definitions).filter(([key]) => {
      const name = /^process\.env\.(.+)$/.exec(key)?.[1];
      return name === undefined || GATSBY_ENV_NAMES.has(name) || name.startsWith("GATSBY_");
    }),
  );
}

type DefinePluginLike = { constructor: { name: string }; definitions: Record<string, unknown> };
const isDefinePlugin = (plugin: unknown): plugin is DefinePluginLike =>
  typeof plugin === "object" && plugin !== null && plugin.constructor.name === "DefinePlugin" && "definitions" in plugin;

/** Narrows the HTML renderer's DefinePlugin in place (the config Gatsby is about to compile); returns how many names went. */
export function narrowSsrDefines(config: { plugins?: unknown[] }): number {
  let removed = 0;
  for (const plugin of config.plugins ?? []) {
    if (!isDefinePlugin(plugin)) continue;
    const narrowed = withoutBuildEnvironment(plugin.definitions);
    removed += Object.keys(plugin.definitions).length - Object.keys(narrowed).length;
    plugin.definitions = narrowed;
  }
  return removed;
}
