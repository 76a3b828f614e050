import { externalizePage, pagePathOf } from "./externalize-inline-scripts";

const page = (extra = "") => `<html><head><script type="application/ld+json">{"a":"</"}</script></head><body><div id="___gatsby"></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/ru/help/\\"x\\"/";/*]]>*/</script>
<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[]}";</script>
<script>window.___webpackCompilationHash="ce3443f28ea0c5e45826";</script>${extra}
<script src="/app-1.js" async></script></body></html>`;

it("moves Gatsby's bootstrap into one external script and keeps the page path as data", () => {
  const { html, shared } = externalizePage(page(), "/_gatsby/boot-x.js");
  expect(shared).toEqual(['window.___chunkMapping="{\\"app\\":[]}";', 'window.___webpackCompilationHash="ce3443f28ea0c5e45826";']);
  expect(html).toContain('<script src="/_gatsby/boot-x.js" data-page-path="/ru/help/&quot;x&quot;/"></script>');
  expect(html).not.toMatch(/window\.(pagePath|___chunkMapping|___webpackCompilationHash)/);
  // Data blocks and external scripts stay as they are.
  expect(html).toContain('<script type="application/ld+json">');
  expect(html).toContain('<script src="/app-1.js" async></script>');
  expect(html.match(/<script src="\/_gatsby\/boot-x.js"/g)).toHaveLength(1);
});

it("fails on any other inline script", () => {
  expect(() => externalizePage(page("<script>alert(1)</script>"), "/b.js", "help/index.html")).toThrow(
    "help/index.html: an inline script would be blocked by the Content-Security-Policy: alert(1)",
  );
  expect(() => externalizePage(page('<script type="module">import("x")</script>'), "/b.js")).toThrow("inline script");
});

it("leaves a page without inline scripts alone", () => {
  const html = "<html><body><script src=/a.js></script></body></html>";
  expect(externalizePage(html, "/b.js")).toEqual({ html, shared: [] });
});

it("on an incremental build, reuses the page path of the earlier boot tag", () => {
  const first = externalizePage(page(), "/_gatsby/boot-old.js").html;
  const restitched = first.replace('<script src="/app-1.js"', '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script src="/app-1.js"');
  const { html, shared } = externalizePage(restitched, "/_gatsby/boot-new.js");
  expect(shared).toEqual(['window.___chunkMapping="{}";']);
  expect(html).toContain('<script src="/_gatsby/boot-new.js" data-page-path="/ru/help/&quot;x&quot;/"></script>');
  expect(html).not.toContain("boot-old");
});

it("falls back to the page path of the file when Gatsby left none", () => {
  const html = '<body><script>window.___webpackCompilationHash="ab12";</script><script src="/app.js" async></script></body>';
  expect(externalizePage(html, "/b.js", "404/index.html", pagePathOf("404/index.html")).html).toContain('data-page-path="/404/"');
  expect(pagePathOf("ru/help/x/index.html")).toBe("/ru/help/x/");
  expect(pagePathOf("404.html")).toBe("/404.html");
  expect(pagePathOf("index.html")).toBe("/");
});
