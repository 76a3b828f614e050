import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { bootScripts, linkGlobalSheets, pageDataPath, paintsFrame, preloadTags, withGlobalSheetLink, withTemplateScripts } from "./client-app-preload";

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

// Decision 269: the apps and the auth screens link Gatsby's global stylesheet instead of inlining 70 KB of it.
const inlined = (name: string, css: string) =>
  `<head><style>.x{}</style><style data-href="/${name}" data-identity="gatsby-global-css">${css}</style></head><body></body>`;
const linked = (name: string) => `<head><style>.x{}</style><link rel="stylesheet" href="/${name}" data-identity="gatsby-global-css"/></head><body></body>`;

it("links this build's global stylesheet in place of Gatsby's inlined copy, or of the link an earlier build wrote", () => {
  expect(withGlobalSheetLink(inlined("styles.aaa111.css", ".nav{display:block}$&"), "styles.bbb222.css")).toBe(linked("styles.bbb222.css"));
  expect(withGlobalSheetLink(linked("styles.aaa111.css"), "styles.bbb222.css")).toBe(linked("styles.bbb222.css"));
  expect(withGlobalSheetLink(linked("styles.bbb222.css"), "styles.bbb222.css")).toBe(linked("styles.bbb222.css"));
  // Another page's inline style (a content page's critical CSS) is not Gatsby's stylesheet.
  expect(() => withGlobalSheetLink('<head><style data-critical="">.x{}</style></head>', "styles.bbb222.css")).toThrow("global stylesheet was not found");
});

it("links the stylesheet in the apps and every other page that still carries it, and leaves the static pages alone", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "global-sheet-"));
  const stats = { namedChunkGroups: { app: { assets: [{ name: "app-1.js" }, { name: "styles.bbb222.css" }] } } };
  await writeFile(path.join(dir, "webpack.stats.json"), JSON.stringify(stats));
  const write = async (page: string, html: string) => {
    await mkdir(path.join(dir, page), { recursive: true });
    await writeFile(path.join(dir, page, "index.html"), html);
  };
  const staticPage = '<head><style data-critical="">.x{}</style><link rel="stylesheet" href="/_islands/content-1.css"/></head>';
  await write("auth/login", inlined("styles.aaa111.css", ".nav{}"));
  await write("help", staticPage);
  await write("my/[...]", linked("styles.aaa111.css"));
  const pages = [
    { path: "/auth/login/", matchPath: null },
    { path: "/help/", matchPath: null },
    { path: "/my/[...]/", matchPath: "/my/*" },
    { path: "/gone/", matchPath: null },
  ];
  expect(await linkGlobalSheets(dir, pages)).toBe(2);
  expect(await readFile(path.join(dir, "auth/login/index.html"), "utf8")).toBe(linked("styles.bbb222.css"));
  expect(await readFile(path.join(dir, "my/[...]/index.html"), "utf8")).toBe(linked("styles.bbb222.css"));
  expect(await readFile(path.join(dir, "help/index.html"), "utf8")).toBe(staticPage);
  // A client-only app must carry the stylesheet: one without it is a broken build, not a page to skip.
  await write("checkout/[...]", staticPage);
  await expect(linkGlobalSheets(dir, [...pages, { path: "/checkout/[...]/", matchPath: "/checkout/*" }])).rejects.toThrow("global stylesheet was not found");
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
