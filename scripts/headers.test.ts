import { cacheControlFor } from "./headers";

describe("cacheControlFor (npm start's cache rules, the host config's)", () => {
  it("caches hash-named files for a year, in the hashed folders and Gatsby's top-level chunks", () => {
    for (const url of [
      "/_islands/c-2VN5QG5X.js",
      "/_islands/content-Z6S24MXG.css",
      "/_account/early-d0d64d4316f76bdc.js",
      "/static/abc/logo.svg",
      "/app-0123456789abcdef0123.js?x=1",
      // Gatsby's global stylesheet, which the app pages link (decision 269).
      "/styles.6f86147abe9f33df9103.css",
    ])
      expect(cacheControlFor(url)).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates pages, page data and files that are not hash-named", () => {
    for (const url of ["/", "/help/", "/page-data/help/page-data.json", "/favicon.svg", "/robots.txt", "/help/x-0123456789abcdef0123.js", "/styles.css"])
      expect(cacheControlFor(url)).toBe("public, max-age=0, must-revalidate");
  });
});
