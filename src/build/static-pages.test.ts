import type { Metafile } from "esbuild";
import { BOOT_LOADER } from "./boot-loader";
import { bootImportsOf, criticalCssOf, isStaticPage, toStaticPage } from "./static-pages";

const page = (
  css: string,
  loader = '<script id="gatsby-boot" data-page-path="/privacy/" data-src="/_gatsby/boot-1.js" data-chunks="/app-1.js">(function(){})();</script>',
) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${css}<script type="application/ld+json">{}</script></head><body><div id="___gatsby"><main>Text</main></div>${loader}</body></html>`;
const INLINE = '<style data-href="/styles.899ee670cf758246f175.css" data-identity="gatsby-global-css">:root{--x:1}</style>';

describe("toStaticPage", () => {
  const BOOT = (chunks: string, css: string) =>
    `<script id="islands-boot" data-module="" data-src="/_islands/boot-AB12.js" data-chunks="${chunks}" data-css="${css}">${BOOT_LOADER}</script></body>`;

  it("takes out Gatsby's loader and inlined CSS; links the content stylesheet render-blocking until it has the critical CSS", () => {
    const html = toStaticPage(page(INLINE), "/_islands/boot-AB12.js", "/_islands/content-CD34.css");
    expect(html).not.toContain("gatsby-boot");
    expect(html).not.toContain("<style");
    // The first paint waits until the boot's tag, the body's last element, is parsed (decision 117).
    expect(html).toContain('<link rel="stylesheet" href="/_islands/content-CD34.css"/><link rel="expect" href="#islands-boot" blocking="render"/>');
    expect(html).toContain(BOOT("", ""));
    expect(html).toContain('<script type="application/ld+json">{}</script>');
    expect(html).toContain("<main>Text</main>");
  });

  it("on a long page, the first paint waits for its first block below the first screen, not the whole body (decision 190); idempotent", () => {
    const prose = `<div class="prose">${Array.from({ length: 12 }, (_, i) => `<p>P${i + 1}</p>`).join("")}</div>`;
    const long = page(INLINE).replace("<main>Text</main>", `<main>${prose}</main>`);
    const linked = toStaticPage(long, "/_islands/boot-AB12.js", "/_islands/content-CD34.css");
    const html = toStaticPage(linked, "/_islands/boot-AB12.js", "/_islands/content-CD34.css", "page", undefined, [], "p{color:red}");
    expect(html).toContain('</noscript><link rel="expect" href="#first-screen-end" blocking="render"/>');
    expect(html).toContain('<p>P9</p><p id="first-screen-end">P10</p>');
    expect(html.match(/first-screen-end/g)).toHaveLength(2);
    expect(html.match(/rel="expect"/g)).toHaveLength(1);
  });

  it("with the critical CSS: inlines it, links the stylesheet in <noscript> and by the loader after the first paint (decision 128)", () => {
    const linked = toStaticPage(page(INLINE), "/_islands/boot-AB12.js", "/_islands/content-CD34.css", "page", undefined, ["/_islands/c-RT01.js"]);
    const html = toStaticPage(linked, "/_islands/boot-AB12.js", "/_islands/content-CD34.css", "page", undefined, ["/_islands/c-RT01.js"], "main{color:red}");
    expect(html).toContain(
      '<style data-critical="">main{color:red}</style><noscript><link rel="stylesheet" href="/_islands/content-CD34.css"/></noscript><link rel="expect" href="#islands-boot" blocking="render"/>',
    );
    // Nothing but the document before the first paint: no stylesheet, no module script, no preload in the HTML.
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(BOOT("/_islands/c-RT01.js", "/_islands/content-CD34.css"));
    expect(() => toStaticPage(linked, "/b.js", "/c.css", "z/index.html", undefined, [], "a{}</style><script>")).toThrow(/z\/index.html: the critical CSS/);
  });

  it("is idempotent: a page this build did not re-render gets the new files, once", () => {
    const first = toStaticPage(page(INLINE), "/_islands/boot-AB12.js", "/_islands/content-CD34.css", "page", undefined, [], "a{b:c}");
    const again = toStaticPage(first, "/_islands/boot-EF56.js", "/_islands/content-GH78.css", "page", undefined, [], "d{e:f}");
    expect(again.match(/<script id="islands-boot"/g)).toHaveLength(1);
    expect(again.match(/rel="expect"/g)).toHaveLength(1);
    expect(again.match(/<style/g)).toHaveLength(1);
    expect(again).toContain("/_islands/boot-EF56.js");
    expect(again).toContain('<style data-critical="">d{e:f}</style><noscript><link rel="stylesheet" href="/_islands/content-GH78.css"/></noscript>');
    expect(again).not.toContain("AB12");
    // The module script and preload of the builds before decision 128 are replaced too.
    const older = page(
      '<link rel="stylesheet" href="/_islands/content-CD34.css"/><link rel="modulepreload" href="/_islands/c-RT01.js"/><link rel="expect" href="#islands-boot" blocking="render"/>',
      '<script type="module" id="islands-boot" src="/_islands/boot-AB12.js"></script>',
    );
    const updated = toStaticPage(older, "/_islands/boot-EF56.js", "/_islands/content-GH78.css", "page", undefined, [], "d{e:f}");
    expect(updated).not.toMatch(/AB12|CD34|RT01/);
    expect(updated.match(/<script/g)).toHaveLength(2);
  });

  it("links a page's own stylesheet after the content one (the partner page's), once however often it runs", () => {
    const first = toStaticPage(page(INLINE), "/_islands/boot-AB12.js", "/_islands/content-CD34.css", "partners/index.html", "/_islands/partner-IJ90.css");
    expect(first).toContain('<link rel="stylesheet" href="/_islands/content-CD34.css"/><link rel="stylesheet" href="/_islands/partner-IJ90.css"/>');
    const again = toStaticPage(first, "/_islands/boot-EF56.js", "/_islands/content-GH78.css", "partners/index.html", "/_islands/partner-KL12.css", [], "x{}");
    expect(again.match(/<link rel="stylesheet"/g)).toHaveLength(2);
    expect(again.match(/rel="expect"/g)).toHaveLength(1);
    expect(again).toContain(
      '<noscript><link rel="stylesheet" href="/_islands/content-GH78.css"/><link rel="stylesheet" href="/_islands/partner-KL12.css"/></noscript>',
    );
    expect(again).toContain('data-css="/_islands/content-GH78.css /_islands/partner-KL12.css"');
  });

  it("reads the boot script's static imports from esbuild's metafile (not its dynamic ones)", () => {
    const output = (imports: Metafile["outputs"][string]["imports"]) => ({ bytes: 1, inputs: {}, imports, exports: [] });
    const metafile: Metafile = {
      inputs: {},
      outputs: {
        "public/_islands/boot-AB12.js": output([
          { path: "public/_islands/c-RT01.js", kind: "import-statement" },
          { path: "public/_islands/c-MNT1.js", kind: "dynamic-import" },
        ]),
        "public/_islands/c-RT01.js": output([]),
      },
    };
    expect(bootImportsOf(metafile, "/_islands/boot-AB12.js")).toEqual(["/_islands/c-RT01.js"]);
    expect(() => bootImportsOf(metafile, "/_islands/boot-XX.js")).toThrow("no /_islands/boot-XX.js");
  });

  it("fails loudly on a page that is not what it expects", () => {
    expect(() => toStaticPage(page(""), "/b.js", "/c.css", "x/index.html")).toThrow(/x\/index.html: Gatsby's inlined stylesheet/);
    expect(() => toStaticPage(page(INLINE, ""), "/b.js", "/c.css", "y/index.html")).toThrow(/y\/index.html: Gatsby's loader/);
  });
});

describe("criticalCssOf", () => {
  it("takes the CSS Beasties inlined before each linked stylesheet, and fails when one got none", async () => {
    const html = toStaticPage(page(INLINE), "/_islands/boot-AB12.js", "/_islands/content-CD34.css", "page", "/_islands/partner-IJ90.css");
    const beasties = {
      process: (h: string) =>
        Promise.resolve(
          h
            .replace('<link rel="stylesheet" href="/_islands/content', '<style>main{x:1}</style><link rel="preload" href="/_islands/content')
            .replace('<link rel="stylesheet" href="/_islands/partner', "<style>p{y:2}</style>$&"),
        ),
    };
    await expect(criticalCssOf(html, beasties)).resolves.toBe("main{x:1}p{y:2}");
    await expect(criticalCssOf(html, { process: (h) => Promise.resolve(h) }, "q/index.html")).rejects.toThrow(
      /q\/index.html: Beasties inlined no critical CSS/,
    );
  });
});

describe("isStaticPage", () => {
  it("takes every content template, and not the apps' pages (the not-found and partner pages are static by their files)", () => {
    for (const template of ["landing", "plan", "document", "news-index", "help-index", "help-tag", "help-article"])
      expect(isStaticPage({ template })).toBe(true);
    for (const template of ["checkout", "account", "partners", "404"]) expect(isStaticPage({ template })).toBe(false);
  });
});
