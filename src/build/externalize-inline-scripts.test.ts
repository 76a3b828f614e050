import { externalizePage, loaderTag, pagePathOf } from "./externalize-inline-scripts";
import { BOOT_LOADER } from "./boot-loader";

const page = (extra = "") => `<html><head><script type="application/ld+json">{"a":"</"}</script></head><body><div id="___gatsby"></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/ru/help/\\"x\\"/";/*]]>*/</script>
<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[]}";</script>
<script>window.___webpackCompilationHash="ce3443f28ea0c5e45826";</script>${extra}
<script src="/webpack-runtime-1.js" async></script><script src="/framework-1.js" async></script><script src="/app-1.js" async></script></body></html>`;

const loaderOf = (html: string) => /<script id="gatsby-boot"[^>]*>/.exec(html)?.[0];

it("replaces Gatsby's scripts with the one loader tag, carrying the page path, boot file and chunks as data", () => {
  const { html, shared } = externalizePage(page(), "/_gatsby/boot-x.js");
  expect(shared).toEqual(['window.___chunkMapping="{\\"app\\":[]}";', 'window.___webpackCompilationHash="ce3443f28ea0c5e45826";']);
  expect(loaderOf(html)).toBe(
    '<script id="gatsby-boot" data-page-path="/ru/help/&quot;x&quot;/" data-src="/_gatsby/boot-x.js" data-chunks="/webpack-runtime-1.js /framework-1.js /app-1.js">',
  );
  expect(html).toContain(`>${BOOT_LOADER}</script>`);
  expect(html).not.toMatch(/window\.(pagePath|___chunkMapping|___webpackCompilationHash)/);
  // The chunks are the loader's to add (after the first paint): no tag of theirs is left in the HTML.
  expect(html).not.toMatch(/<script src=/);
  expect(html.match(/<script id="gatsby-boot"/g)).toHaveLength(1);
  // Data blocks stay as they are, and the loader sits where Gatsby's first script was.
  expect(html).toContain('<script type="application/ld+json">');
  expect(html).toMatch(/<div id="___gatsby"><\/div>\n<script id="gatsby-boot"[^>]*>[^\n]*<\/script>\s*<\/body>/);
});

it("leaves a static content page's boot tag of an earlier build to the static step (decision 128)", () => {
  const tag = `<script id="islands-boot" data-module="" data-src="/_islands/boot-A.js" data-chunks="" data-css="/_islands/content-B.css">${BOOT_LOADER}</script>`;
  const source = `<html><head></head><body><main>x</main>${tag}</body></html>`;
  expect(externalizePage(source, "/_gatsby/boot-x.js", "help/index.html").html).toBe(source);
});

it("fails on any other inline script", () => {
  expect(() => externalizePage(page("<script>alert(1)</script>"), "/b.js", "help/index.html")).toThrow(
    "help/index.html: an inline script would be blocked by the Content-Security-Policy: alert(1)",
  );
  expect(() => externalizePage(page('<script type="module">import("x")</script>'), "/b.js")).toThrow("inline script");
});

it("leaves a page without Gatsby's scripts alone", () => {
  const html = "<html><body><script src=/a.js></script></body></html>";
  expect(externalizePage(html, "/b.js")).toEqual({ html, shared: [] });
});

it("on an incremental build that re-stitched Gatsby's scripts, keeps the page path of the earlier tag", () => {
  const first = externalizePage(page(), "/_gatsby/boot-old.js").html;
  const restitched = first.replace(
    "</body>",
    '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script src="/app-2.js" async></script></body>',
  );
  const { html, shared, earlierBoot } = externalizePage(restitched, "/_gatsby/boot-new.js");
  expect(shared).toEqual(['window.___chunkMapping="{}";']);
  expect(earlierBoot).toBe("/_gatsby/boot-old.js");
  expect(loaderOf(html)).toBe('<script id="gatsby-boot" data-page-path="/ru/help/&quot;x&quot;/" data-src="/_gatsby/boot-new.js" data-chunks="/app-2.js">');
  expect(html).not.toContain("boot-old");
  expect(html.match(/<script/g)).toHaveLength(2);
});

it("on a rebuild that re-rendered nothing, keeps the page's path and chunks", () => {
  const done = `<body>${loaderTag("/ru/", "/_gatsby/boot-old.js", ["/a.js", "/b.js"])}</body>`;
  expect(externalizePage(done, "/_gatsby/boot-old.js")).toEqual({ html: done, shared: [], earlierBoot: "/_gatsby/boot-old.js" });
  // A page from before the loader (a boot tag and async chunks) is brought up to date.
  const older =
    '<body><script src="/_gatsby/boot-old.js" data-page-path="/ru/"></script><script src="/a.js" async></script><script src="/b.js" async></script></body>';
  expect(externalizePage(older, "/_gatsby/boot-old.js")).toEqual({ html: done, shared: [], earlierBoot: "/_gatsby/boot-old.js" });
});

it("falls back to the page path of the file when Gatsby left none", () => {
  const html = '<body><script>window.___webpackCompilationHash="ab12";</script><script src="/app.js" async></script></body>';
  expect(externalizePage(html, "/b.js", "404/index.html", pagePathOf("404/index.html")).html).toContain('data-page-path="/404/"');
  expect(pagePathOf("ru/help/x/index.html")).toBe("/ru/help/x/");
  expect(pagePathOf("404.html")).toBe("/404.html");
  expect(pagePathOf("index.html")).toBe("/");
});
