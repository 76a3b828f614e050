import { bootScripts, pageDataPath, paintsFrame, preloadTags, withTemplateScripts } from "./client-app-preload";

const stats = {
  namedChunkGroups: {
    "component---src-pages-my-tsx": { assets: [{ name: "commons-1.js" }, { name: "styles.css" }, { name: "component---src-pages-my-tsx-2.js" }] },
  },
};

it("finds a page's data where Gatsby writes it", () => {
  expect(pageDataPath("/my/[...]/")).toBe("/page-data/my/[...]/page-data.json");
  expect(pageDataPath("/ru/checkout/[...]/")).toBe("/page-data/ru/checkout/[...]/page-data.json");
  expect(pageDataPath("/")).toBe("/page-data/index/page-data.json");
});

it("preloads the page's data, Gatsby's chunks and the template's scripts (low priority), nothing else", () => {
  const page = { path: "/my/[...]/", componentChunkName: "component---src-pages-my-tsx", staticQueryHashes: ["123"], chunks: ["/app-0.js", "/commons-1.js"] };
  expect(preloadTags(page, stats)).toBe(
    '<link rel="preload" href="/page-data/my/[...]/page-data.json" as="fetch" crossorigin="anonymous"/>' +
      '<link rel="preload" href="/page-data/app-data.json" as="fetch" crossorigin="anonymous"/>' +
      '<link rel="preload" href="/page-data/sq/d/123.json" as="fetch" crossorigin="anonymous"/>' +
      '<link rel="preload" href="/app-0.js" as="script" fetchpriority="low"/>' +
      '<link rel="preload" href="/commons-1.js" as="script" fetchpriority="low"/>' +
      '<link rel="preload" href="/component---src-pages-my-tsx-2.js" as="script" fetchpriority="low"/>',
  );
  expect(() => preloadTags({ ...page, componentChunkName: "component---missing" }, stats)).toThrow("no chunk group component---missing");
});

it("preloads the boot loader's boot file and Gatsby's chunks, in the order the loader adds them", () => {
  const html =
    '<link rel="preload" href="/x.css" data-src="/not-this.js"/><script id="gatsby-boot" data-page-path="/my/[...]/" data-src="/_gatsby/boot-1.js" ' +
    'data-chunks="/webpack-runtime-2.js /framework-3.js /app-4.js">(function(){})();</script>';
  expect(bootScripts(html)).toEqual(["/_gatsby/boot-1.js", "/webpack-runtime-2.js", "/framework-3.js", "/app-4.js"]);
  expect(bootScripts("<body></body>")).toEqual([]);
});

it("a page that paints a frame of its own: the loader adds the template's scripts after Gatsby's, each once", () => {
  const html =
    '<main><div data-testid="account-frame"></div></main><script id="gatsby-boot" data-page-path="/my/[...]/" data-src="/_gatsby/boot-1.js" data-chunks="/webpack-runtime-2.js /app-4.js">';
  expect(paintsFrame(html)).toBe(true);
  expect(paintsFrame("<main><p>Loading…</p></main>")).toBe(false);
  expect(withTemplateScripts(html, ["/app-4.js", "/commons-5.js", "/component---my-6.js"])).toContain(
    'data-chunks="/webpack-runtime-2.js /app-4.js /commons-5.js /component---my-6.js"',
  );
});
