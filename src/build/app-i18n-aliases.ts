import path from "node:path";

/**
 * The browser bundles' i18n modules (decisions 200, 222), for Gatsby's `develop` and `build-javascript` stages (the
 * server render keeps the packages as they are):
 * - `gatsby-plugin-react-i18next` is src/lib/app-shims/gatsby-plugin-react-i18next.ts, named ES re-exports of
 *   the plugin's parts, instead of its CommonJS index, which copies all of react-i18next onto its exports;
 * - `i18next` is src/lib/app-shims/i18next.ts, a stand-in over the islands' translator (decision 113) for what
 *   the plugin's page wrapper and the apps make and read of an instance (i18next.test.ts compares every key);
 * - `react-i18next` is src/lib/app-shims/react-i18next.tsx, the islands' hook and provider and a `Trans` for the
 *   catalogue's self-closing tags (react-i18next.test.tsx compares the markup), also inside the plugin's files.
 */
export function appI18nAliases(root: string) {
  return {
    resolve: {
      alias: {
        "gatsby-plugin-react-i18next$": path.join(root, "src/lib/app-shims/gatsby-plugin-react-i18next.ts"),
        i18next$: path.join(root, "src/lib/app-shims/i18next.ts"),
        "react-i18next$": path.join(root, "src/lib/app-shims/react-i18next.tsx"),
      },
    },
  };
}
