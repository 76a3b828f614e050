/** @jest-environment jsdom */
import { addedPerTask, click, runLoader } from "./boot-loader-harness";

// The loader on a client app's page (Gatsby's runtime: account, checkout, auth screens): a click on the
// header's menu button or product menu before React runs is held by control (decision 149); nothing else is.

const w = window as unknown as { __heldApp?: string[] | null; pagePath?: string };

beforeAll(() =>
  runLoader(
    `
    <header class="site-header">
      <button class="product-menu__button" type="button"><span>Products</span></button>
      <a href="/help/">Help</a>
      <button class="nav-toggle" type="button"><svg></svg></button>
    </header>
    <main><button class="nav-toggle" type="button" id="outside">Not the header's</button><button type="button" id="other">Other</button></main>
    <div id="gatsby-focus-wrapper"></div>
    <script id="gatsby-boot" data-page-path="/auth/login/" data-src="/_gatsby/boot-A.js" data-chunks="/app-B.js"></script>`,
    "gatsby-boot",
  ),
);

it("sets Gatsby's page path and adds its chunks as classic scripts in order, each in a task of its own (decision 258)", async () => {
  expect(w.pagePath).toBe("/auth/login/");
  expect(await addedPerTask(2)).toEqual([["script classic /_gatsby/boot-A.js"], ["script classic /app-B.js"]]);
  expect(Array.from(document.body.querySelectorAll("script[src]"), (s) => s.getAttribute("src"))).toEqual(["/_gatsby/boot-A.js", "/app-B.js"]);
});

it("holds clicks on the header's menu controls (also on their icons) until the app takes them; links and other buttons act at once", () => {
  expect(click(document.querySelector(".site-header .nav-toggle svg")!)).toBe(true);
  expect(click(document.querySelector(".site-header .product-menu__button span")!)).toBe(true);
  expect(click(document.querySelector(".site-header a")!)).toBe(false);
  expect(click(document.getElementById("outside")!)).toBe(false);
  expect(click(document.getElementById("other")!)).toBe(false);
  expect(w.__heldApp).toEqual([".nav-toggle", ".product-menu__button"]);
  // The app takes them (held-header-clicks.ts): from then on the loader holds nothing.
  w.__heldApp = null;
  expect(click(document.querySelector(".site-header .nav-toggle")!)).toBe(false);
});
