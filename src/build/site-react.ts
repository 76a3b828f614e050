import path from "node:path";

/**
 * Decision 264: the site's pages run React 18.3 (`site-react`, `site-react-dom`: npm aliases of react@18.3.1 and
 * react-dom@18.3.1); the studio keeps React 19, which Sanity requires, as the root `react` and `react-dom`.
 * Every bundle of the site takes these aliases: Gatsby's browser bundles and its HTML renderer (webpack), the
 * islands (esbuild), and Jest (jest.config.ts's module map).
 */
export const SITE_REACT = { react: "site-react", "react-dom": "site-react-dom" } as const;

/**
 * Packages built with the React Compiler for React 19 (@portabletext/react) import `react/compiler-runtime`, which
 * React 18 does not have; the compiler's own package is that module for React 17 and 18. In webpack it is a module
 * replacement, not an alias: Gatsby's own `react` alias comes first in the list and would take the request.
 */
export const COMPILER_RUNTIME = { request: "react/compiler-runtime", package: "react-compiler-runtime" } as const;

/** Webpack's aliases (a key matches the package and its subpaths), as absolute package roots as Gatsby writes its own. */
export function siteReactAliases(root: string) {
  return {
    resolve: {
      alias: {
        react: path.join(root, "node_modules", SITE_REACT.react),
        "react-dom": path.join(root, "node_modules", SITE_REACT["react-dom"]),
      },
    },
  };
}

type ExternalData = { request?: string };
type ExternalCallback = (error?: Error | null, result?: string) => void;
type ExternalFunction = (data: ExternalData, callback: ExternalCallback) => void;

/**
 * Gatsby's HTML renderer leaves `react` and `react-dom/*` to Node's `require` (its externals function). React DOM 18
 * required that way would find the root's React 19 (npm keeps one `react` beside it: a peer), so the renderer
 * bundles React DOM instead: inside the bundle its `require("react")` goes through the aliases to React 18, which
 * stays external, one instance for the renderer and React DOM. Changes the config in place; returns how many
 * externals functions it wrapped.
 */
export function bundleReactDomInRenderer(config: { externals?: unknown }): number {
  if (!Array.isArray(config.externals)) return 0;
  let wrapped = 0;
  config.externals = config.externals.map((external: unknown) => {
    if (typeof external !== "function") return external;
    wrapped += 1;
    const gatsbys = external as ExternalFunction;
    const bundlingReactDom: ExternalFunction = (data, callback) => {
      if (data.request && /^react-dom(\/|$)/.test(data.request)) callback();
      else gatsbys(data, callback);
    };
    return bundlingReactDom;
  });
  return wrapped;
}

/**
 * Gatsby's `framework` split-chunks group, for the site's React (decision 266). Gatsby's own group matches the
 * package folders `react`, `react-dom`, `scheduler` and `prop-types` only, so since decision 264 React DOM (128 KB)
 * had gone into Gatsby's app chunk, whose one script then compiled React DOM and ran Gatsby's whole boot in a
 * single task. In a chunk of its own, as on any Gatsby site, the two scripts' streamed compiles run in parallel,
 * and a late one no longer finishes on the main thread inside one long task: Lighthouse's 6× round halved `/my/`'s
 * blocking time, for 0.6 KB br more (decision 266). Merged into Gatsby's group (same name, priority and
 * `enforce`): only the test changes.
 */
const SITE_FRAMEWORK = new RegExp(`[\\\\/]node_modules[\\\\/](${SITE_REACT.react}|${SITE_REACT["react-dom"]}|scheduler)[\\\\/]`);

export const siteFrameworkCacheGroup = () => ({
  name: "framework",
  chunks: "all" as const,
  priority: 40,
  enforce: true,
  test: (module: { nameForCondition(): string | null; rawRequest?: string }) =>
    !/(^|\/)react-dom\/server|\/react-dom-server/.test(module.rawRequest ?? "") && SITE_FRAMEWORK.test(module.nameForCondition() ?? ""),
});
