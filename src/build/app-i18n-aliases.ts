import path from "node:path";

/**
 * The browser bundles' i18n modules (decision 200), for Gatsby's `develop` and `build-javascript` stages (the
 * server render keeps the packages as they are):
 * - `gatsby-plugin-react-i18next` is src/lib/app-shims/gatsby-plugin-react-i18next.ts, named ES re-exports of
 *   the plugin's parts, instead of its CommonJS index, which copies all of react-i18next onto its exports;
 * - inside the plugin's own files, `react-i18next` is src/lib/app-shims/react-i18next-core.ts (the provider and
 *   the hook they read), so their CommonJS `require` does not keep the whole package;
 * - `i18next` is its ES build everywhere: the plugin's `require` took the CommonJS build and the pages that
 *   make an instance of their own (the auth screens, the not-found page: address-language.tsx) the ES build,
 *   two copies of the same 55 KB.
 */
export function appI18nAliases(root: string) {
  return {
    resolve: {
      alias: {
        "gatsby-plugin-react-i18next$": path.join(root, "src/lib/app-shims/gatsby-plugin-react-i18next.ts"),
        i18next$: path.join(root, "node_modules/i18next/dist/esm/i18next.js"),
      },
    },
    module: {
      rules: [
        {
          test: /[\\/]node_modules[\\/]gatsby-plugin-react-i18next[\\/]dist[\\/]/,
          resolve: { alias: { "react-i18next$": path.join(root, "src/lib/app-shims/react-i18next-core.ts") } },
        },
      ],
    },
  };
}
