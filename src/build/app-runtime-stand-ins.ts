import path from "node:path";

/**
 * Decision 232: Gatsby's production browser bundle (`build-javascript` only: `develop` keeps both, it uses them)
 * takes stand-ins for two modules of Gatsby's app chunk that a production page never runs:
 * - the internal partytown plugin's browser part (src/lib/app-shims/partytown-browser.ts), whose hook returns at once
 *   outside development but whose module pulls gatsby-script and partytown in;
 * - `outdent` (src/lib/app-shims/outdent.ts), used by the i18n plugin's page wrapper for one development message;
 * - gatsby-script (src/lib/app-shims/gatsby-script.ts, decision 247), re-exported by Gatsby's browser entry; the site
 *   has no `<Script>`.
 * The partytown key is the module's absolute path: Gatsby's plugin list requires it by a relative path, which webpack
 * resolves to that path before matching aliases.
 */
export function appRuntimeStandIns(root: string) {
  return {
    resolve: {
      alias: {
        [`${path.join(root, "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")}$`]: path.join(
          root,
          "src/lib/app-shims/partytown-browser.ts",
        ),
        outdent$: path.join(root, "src/lib/app-shims/outdent.ts"),
        // Decision 247: Gatsby's browser entry re-exports gatsby-script; the site has no `<Script>`.
        "gatsby-script$": path.join(root, "src/lib/app-shims/gatsby-script.ts"),
      },
    },
  };
}
