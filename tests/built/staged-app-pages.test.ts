import { builtFile } from "./read-built";

// Decision 265: the account's and the checkout's page modules are evaluated in turns, and their body renders inside a
// Suspense boundary. The build's renderer must wait for the steps: without the wait the boundary was written as one
// the server gave up on (`<!--$!-->`, left to the browser) and the static frame was missing from the HTML.
const PAGES: Array<[string, string]> = [
  ["/my/[...]/", "account"],
  ["/ru/my/[...]/", "account"],
  ["/checkout/[...]/", "checkout"],
  ["/ru/checkout/[...]/", "checkout"],
];

it.each(PAGES)("%s carries its static frame in a finished boundary", async (address, frame) => {
  const html = await builtFile(address);
  expect(html).not.toContain("<!--$!-->");
  const body = html.slice(html.indexOf("<!--$-->"), html.indexOf("<!--/$-->"));
  expect(body).toContain(`data-app-frame="${frame}"`);
  expect(body).toContain("site-header");
});
