/** @jest-environment jsdom */
import { addedPerTask, click, runLoader } from "./boot-loader-harness";

// The loader on a static content page (decisions 128, 133): links the full stylesheet unapplied, adds the boot
// module, and holds a click or an ArrowUp/ArrowDown on a menu, tab or island trigger made before the boot runs.

type HeldWindow = { __held?: Array<[Element, string?]> | null };
const w = window as unknown as HeldWindow;

const loadPage = () =>
  runLoader(
    `
    <button class="nav-toggle" type="button">Menu</button>
    <div data-island="product-menu"><button type="button">Products</button><a href="/vps/">VPS</a><input type="radio"></div>
    <p><button type="button" id="other">Other</button></p>
    <script id="islands-boot" data-module="" data-src="/_islands/boot-A.js" data-chunks="/_islands/c-B.js" data-css="/_islands/content-C.css"></script>`,
    "islands-boot",
  );
const key = (el: Element, name: string) => {
  const event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event.defaultPrevented;
};

// Once for the file, as on a page: its listeners stay on the document.
beforeAll(loadPage);

it("links the full stylesheet unapplied and adds the boot module with its chunk preloaded, each in a task of its own (decision 258)", async () => {
  expect(await addedPerTask(3)).toEqual([
    ["link stylesheet /_islands/content-C.css"],
    ["script module /_islands/boot-A.js"],
    ["link modulepreload /_islands/c-B.js"],
  ]);
  const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
  expect(sheet.getAttribute("href")).toBe("/_islands/content-C.css");
  expect(sheet.media).toBe("not all");
  expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe("/_islands/c-B.js");
  expect(document.body.querySelector('script[type="module"]')?.getAttribute("src")).toBe("/_islands/boot-A.js");
});

it("holds clicks and arrow keys on menu and island triggers until the boot takes them; links, fields and other buttons act at once", () => {
  const toggle = document.querySelector(".nav-toggle")!;
  const products = document.querySelector("[data-island] button")!;
  expect(click(toggle)).toBe(true);
  expect(key(products, "ArrowDown")).toBe(true);
  expect(click(products)).toBe(true);
  expect(key(products, "Enter")).toBe(false);
  expect(click(document.querySelector("[data-island] a")!)).toBe(false);
  expect(click(document.querySelector("[data-island] input")!)).toBe(false);
  expect(click(document.getElementById("other")!)).toBe(false);
  expect(w.__held).toEqual([[toggle], [products, "ArrowDown"], [products]]);
  // The boot takes them (boot.ts): from then on the loader holds nothing.
  w.__held = null;
  expect(click(toggle)).toBe(false);
  expect(key(products, "ArrowUp")).toBe(false);
});
