import { NOT_FOUND_FILES, PARTNER_FILES, isStaticPage } from "../../src/build/static-pages";
import { readRouteTable } from "../support/route-table";
import { builtFile } from "./read-built";

// Decisions 078, 128: a static content page's HTML names one script that runs, the islands' boot script (no
// Gatsby runtime, framework/app chunk or page data), and inlines its critical CSS before the full stylesheet's
// fallback. Every static page of the build is read here (issue 38); the browser (tests/e2e/static-pages.spec.ts)
// keeps one page per template for what only it shows: the requests made, the held stylesheet, the styles.

const GATSBY_CHUNK = /\/(webpack-runtime|framework|app|commons|zod-classic|component---[^/]+)-[0-9a-f]+\.js|\/_gatsby\//;
const BOOT =
  /^<script id="islands-boot" data-module="" data-src="\/_islands\/boot-[A-Z0-9]+\.js" data-chunks="[^"]*" data-css="\/_islands\/content-[A-Z0-9]+\.css(?: \/_islands\/partner-[A-Z0-9]+\.css)?">$/;

const files = [
  ...readRouteTable()
    .filter(isStaticPage)
    .map((r) => r.path),
  // The not-found page (any unknown address) and the partner page (a file route, decision 110).
  ...NOT_FOUND_FILES,
  ...PARTNER_FILES,
];

it("every static page's only script is the islands' boot script; no Gatsby chunk or page data is named; its critical CSS is inlined", async () => {
  expect(files.length).toBeGreaterThan(300);
  for (const file of files) {
    const html = await builtFile(file);
    expect([file, html.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)]).toEqual([file, [expect.stringMatching(BOOT)]]);
    // What the boot script may load: island chunks and stylesheets only.
    const boot = /<script id="islands-boot"[^>]*>/.exec(html)![0];
    const named = [...boot.matchAll(/data-(?:src|chunks|css)="([^"]*)"/g)].flatMap((m) => m[1]!.split(" ").filter(Boolean));
    expect([file, named.filter((p) => !p.startsWith("/_islands/"))]).toEqual([file, []]);
    expect([file, named.filter((p) => GATSBY_CHUNK.test(p))]).toEqual([file, []]);
    expect([file, html.includes("/page-data/")]).toEqual([file, false]);
    expect([file, GATSBY_CHUNK.test(html.replace(/<script type="application\/(?:ld\+)?json"[^>]*>[\s\S]*?<\/script>/g, ""))]).toEqual([file, false]);
    // Decision 128: the page's critical CSS is inlined; the full stylesheet is linked after the first paint.
    expect([file, /<style data-critical="">[^<]{500,}<\/style><noscript><link rel="stylesheet"/.test(html)]).toEqual([file, true]);
    // Decision 078: the first paint waits for the boot script (it places what the page's wiring shows); on a long
    // page, decision 190: for its first block below the first screen, an element of the main content.
    const target = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(html)?.[1];
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect([file, target === "islands-boot" || main.includes(` id="${target}"`)]).toEqual([file, true]);
  }
});
