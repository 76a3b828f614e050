import { readFile } from "node:fs/promises";
import path from "node:path";
import { root } from "../build/run";

// Reading the build the browser tests use (public/ of `npm run build`) as a browser parses it: jsdom's DOMParser
// (the test files that use it run in jest's jsdom environment), so the browser tests' selectors keep their meaning.

export const publicDir = path.join(root, "public");

/** A built file's text: a page's address ("/help/") or a file under public/ ("404.html"). */
export const builtFile = (address: string) => readFile(path.join(publicDir, address.endsWith("/") ? `${address}index.html` : address), "utf8");

/** A built page parsed as a document. */
export const builtPage = async (address: string) => new DOMParser().parseFromString(await builtFile(address), "text/html");

/**
 * The text a visitor reads: the body's text without scripts, styles and templates, its white space collapsed (the
 * browser's innerText of a page whose islands show what the HTML says).
 */
export function shownText(doc: Document): string {
  const body = doc.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll("script, style, template, noscript").forEach((e) => e.remove());
  return (body.textContent ?? "").replace(/\s+/g, " ").trim();
}
