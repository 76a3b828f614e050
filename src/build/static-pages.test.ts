import type { Metafile } from "esbuild";
import { bootImportsOf, isStaticPage, toStaticPage } from "./static-pages";

const page = (
  css: string,
  loader = '<script id="gatsby-boot" data-page-path="/privacy/" data-src="/_gatsby/boot-1.js" data-chunks="/app-1.js">(function(){})();</script>',
) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${css}<script type="application/ld+json">{}</script></head><body><div id="___gatsby"><main>Text</main></div>${loader}</body></html>`;
const INLINE = '<style data-href="/styles.899ee670cf758246f175.css" data-identity="gatsby-global-css">:root{--x:1}</style>';

describe("toStaticPage", () => {
  it("takes out Gatsby's loader and inlined CSS, links the content stylesheet and adds the boot module", () => {
    const html = toStaticPage(page(INLINE), "/_islands/boot-AB12.js", "/_islands/content-CD34.css");
    expect(html).not.toContain("gatsby-boot");
    expect(html).not.toContain("<style");
    // The first paint waits until the boot script, the body's last element, is parsed (decision 117).
    expect(html).toContain('<link rel="stylesheet" href="/_islands/content-CD34.css"/><link rel="expect" href="#islands-boot" blocking="render"/>');
    expect(html).toContain('<script type="module" id="islands-boot" src="/_islands/boot-AB12.js"></script></body>');
    expect(html).toContain('<script type="application/ld+json">{}</script>');
    expect(html).toContain("<main>Text</main>");
  });

  it("is idempotent: a page this build did not re-render gets the new files, once", () => {
    const first = toStaticPage(page(INLINE), "/_islands/boot-AB12.js", "/_islands/content-CD34.css");
    const again = toStaticPage(first, "/_islands/boot-EF56.js", "/_islands/content-GH78.css");
    expect(again.match(/<script type="module"/g)).toHaveLength(1);
    expect(again.match(/rel="expect"/g)).toHaveLength(1);
    expect(again).toContain("/_islands/boot-EF56.js");
    expect(again).toContain("/_islands/content-GH78.css");
    expect(again).not.toContain("AB12");
  });

  it("links a page's own stylesheet after the content one (the partner page's), once however often it runs", () => {
    const first = toStaticPage(page(INLINE), "/_islands/boot-AB12.js", "/_islands/content-CD34.css", "partners/index.html", "/_islands/partner-IJ90.css");
    expect(first).toContain('<link rel="stylesheet" href="/_islands/content-CD34.css"/><link rel="stylesheet" href="/_islands/partner-IJ90.css"/>');
    const again = toStaticPage(first, "/_islands/boot-EF56.js", "/_islands/content-GH78.css", "partners/index.html", "/_islands/partner-KL12.css");
    expect(again.match(/rel="stylesheet"/g)).toHaveLength(2);
    expect(again.match(/rel="expect"/g)).toHaveLength(1);
    expect(again).toContain('<link rel="stylesheet" href="/_islands/content-GH78.css"/><link rel="stylesheet" href="/_islands/partner-KL12.css"/>');
  });

  it("preloads the boot script's own imports beside it, once however often it runs (decision 118)", () => {
    const first = toStaticPage(page(INLINE), "/_islands/boot-AB12.js", "/_islands/content-CD34.css", "page", undefined, ["/_islands/c-RT01.js"]);
    expect(first).toContain(
      '<link rel="stylesheet" href="/_islands/content-CD34.css"/><link rel="modulepreload" href="/_islands/c-RT01.js"/><link rel="expect" href="#islands-boot" blocking="render"/>',
    );
    const again = toStaticPage(first, "/_islands/boot-EF56.js", "/_islands/content-GH78.css", "page", undefined, ["/_islands/c-RT02.js"]);
    expect(again.match(/rel="modulepreload"/g)).toHaveLength(1);
    expect(again).toContain('<link rel="modulepreload" href="/_islands/c-RT02.js"/>');
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

describe("isStaticPage", () => {
  it("takes every content template, and not the apps' pages (the not-found and partner pages are static by their files)", () => {
    for (const template of ["landing", "plan", "document", "news-index", "help-index", "help-tag", "help-article"])
      expect(isStaticPage({ template })).toBe(true);
    for (const template of ["checkout", "account", "partners", "404"]) expect(isStaticPage({ template })).toBe(false);
  });
});
