import path from "node:path";

/**
 * Decision 232: Gatsby's production browser bundle (`build-javascript` only: `develop` keeps both, it uses them)
 * takes stand-ins for two modules of Gatsby's app chunk that a production page never runs:
 * - the internal partytown plugin's browser part (src/lib/app-shims/partytown-browser.ts), whose hook returns at once
 *   outside development but whose module pulls gatsby-script and partytown in;
 * - `outdent` (src/lib/app-shims/outdent.ts), used by the i18n plugin's page wrapper for one development message;
 * - gatsby-script (src/lib/app-shims/gatsby-script.ts, decision 247), re-exported by Gatsby's browser entry; the site
 *   has no `<Script>`;
 * - Gatsby's `<Slice>` (.cache/slice.js; src/lib/app-shims/gatsby-slice.ts), its service-worker registration
 *   (.cache/register-service-worker.js) and `browser-lang`, which the i18n plugin calls only with `redirect` on
 *   (decision 249): the site has no slice, no service worker and no redirect;
 * - `prop-types` (src/lib/app-shims/prop-types.ts) and `invariant` (src/lib/app-shims/invariant.ts), which Gatsby's
 *   runtime and its router import for development checks: production needs a no-op and a throw (issue 40, 0.5 KB br
 *   of every app page).
 * The partytown and `.cache` keys are the modules' absolute paths: Gatsby requires them by relative paths, which webpack
 * joins to absolute paths (as written: `./slice` has no extension) before matching aliases.
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
        // Decision 249: Gatsby's browser entry re-exports `<Slice>`; its production app requires the service-worker
        // registration when a plugin asks for one; the i18n plugin's page wrapper requires browser-lang for `redirect`.
        [`${path.join(root, ".cache/slice")}$`]: path.join(root, "src/lib/app-shims/gatsby-slice.ts"),
        [`${path.join(root, ".cache/register-service-worker")}$`]: path.join(root, "src/lib/app-shims/register-service-worker.ts"),
        "browser-lang$": path.join(root, "src/lib/app-shims/browser-lang.ts"),
        "prop-types$": path.join(root, "src/lib/app-shims/prop-types.ts"),
        invariant$: path.join(root, "src/lib/app-shims/invariant.ts"),
      },
    },
  };
}
