import { bundleReactDomInRenderer, siteFrameworkCacheGroup, siteReactAliases } from "./site-react";

type Callback = (error?: Error | null, result?: string) => void;

describe("the site's React in the HTML renderer (decision 264)", () => {
  it("bundles React DOM's modules, and leaves every other request to Gatsby's externals function", () => {
    const seen: string[] = [];
    const gatsbys = (data: { request?: string }, callback: Callback) => {
      seen.push(data.request ?? "");
      callback(null, `/resolved/${data.request}`);
    };
    const builtins = { fs: "commonjs fs" };
    const config: { externals?: unknown } = { externals: [builtins, gatsbys] };
    expect(bundleReactDomInRenderer(config)).toBe(1);
    const [kept, wrapped] = config.externals as [unknown, (data: { request?: string }, callback: Callback) => void];
    expect(kept).toBe(builtins);
    const results: Array<[string, string | undefined]> = [];
    for (const request of ["react-dom/server", "react-dom", "react", "react-domain-tools", "react/jsx-runtime"])
      wrapped({ request }, (_error, result) => results.push([request, result]));
    expect(results).toEqual([
      ["react-dom/server", undefined],
      ["react-dom", undefined],
      ["react", "/resolved/react"],
      ["react-domain-tools", "/resolved/react-domain-tools"],
      ["react/jsx-runtime", "/resolved/react/jsx-runtime"],
    ]);
    expect(seen).toEqual(["react", "react-domain-tools", "react/jsx-runtime"]);
  });

  it("changes nothing where the renderer has no externals list", () => {
    const config: { externals?: unknown } = { externals: { react: "react" } };
    expect(bundleReactDomInRenderer(config)).toBe(0);
    expect(config.externals).toEqual({ react: "react" });
  });

  it("aliases both packages to the 18.3 pair, whose subpaths follow", () => {
    expect(siteReactAliases("/site").resolve.alias).toEqual({ react: "/site/node_modules/site-react", "react-dom": "/site/node_modules/site-react-dom" });
  });
});

describe("the site's React in Gatsby's framework chunk (decision 266)", () => {
  const takes = (file: string, rawRequest?: string) => siteFrameworkCacheGroup().test({ nameForCondition: () => file, rawRequest });

  it("takes the site's React, React DOM and the scheduler, as Gatsby's group takes the root packages", () => {
    expect(takes("/site/node_modules/site-react-dom/cjs/react-dom.production.min.js")).toBe(true);
    expect(takes("/site/node_modules/site-react/jsx-runtime.js")).toBe(true);
    expect(takes("/site/node_modules/scheduler/index.js")).toBe(true);
    expect(siteFrameworkCacheGroup()).toMatchObject({ name: "framework", chunks: "all", priority: 40, enforce: true });
  });

  it("leaves everything else, React DOM's server renderer and packages named alike among it", () => {
    expect(takes("/site/node_modules/site-react-dom/server.browser.js", "react-dom/server")).toBe(false);
    expect(
      takes(
        "/site/node_modules/site-react-dom/cjs/react-dom-server-legacy.browser.production.min.js",
        "site-react-dom/cjs/react-dom-server-legacy.browser.production.min.js",
      ),
    ).toBe(false);
    expect(takes("/site/node_modules/site-react-helmet/index.js")).toBe(false);
    expect(takes("/site/node_modules/react-dom/index.js")).toBe(false);
    expect(takes("/site/src/components/site-react.tsx")).toBe(false);
  });
});
