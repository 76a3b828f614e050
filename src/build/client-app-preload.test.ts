import { bootScripts, pageDataPath, paintsFrame, preloadTags, withGlobalCss, withTemplateScripts } from "./client-app-preload";

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

it("inlines this build's global stylesheet where an incremental build left the last one's; leaves the current one alone", () => {
  const sheet = { name: "styles.bbb222.css", css: ".nav{display:flex}$&" };
  const page = (name: string, css: string) =>
    `<head><style>.x{}</style><style data-href="/${name}" data-identity="gatsby-global-css">${css}</style></head><body></body>`;
  // "$&" in the CSS is text, not a replacement pattern.
  expect(withGlobalCss(page("styles.aaa111.css", ".nav{display:block}"), sheet)).toBe(page("styles.bbb222.css", ".nav{display:flex}$&"));
  const current = page("styles.bbb222.css", ".nav{display:flex}$&");
  expect(withGlobalCss(current, sheet)).toBe(current);
  expect(() => withGlobalCss("<head></head>", sheet)).toThrow("inlined global stylesheet was not found");
});

it("a page that paints a frame of its own: the loader adds the template's scripts after Gatsby's, each once", () => {
  const html =
    '<main><div class="account" data-testid="account-frame" data-app-frame="account"></div></main><script id="gatsby-boot" data-page-path="/my/[...]/" data-src="/_gatsby/boot-1.js" data-chunks="/webpack-runtime-2.js /app-4.js">';
  expect(paintsFrame(html)).toBe(true);
  expect(paintsFrame('<main><div class="checkout" data-app-frame="checkout"></div></main>')).toBe(true);
  expect(paintsFrame("<main><p>Loading…</p></main>")).toBe(false);
  // The words in a text are not the attribute.
  expect(paintsFrame("<main><p>data-app-frame=&quot;x&quot;</p></main>")).toBe(false);
  expect(withTemplateScripts(html, ["/app-4.js", "/commons-5.js", "/component---my-6.js"])).toContain(
    'data-chunks="/webpack-runtime-2.js /app-4.js /commons-5.js /component---my-6.js"',
  );
});
