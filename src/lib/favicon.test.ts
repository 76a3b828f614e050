import { readFileSync } from "node:fs";
import path from "node:path";
import { FAVICON_HREF, FAVICON_SVG, svgDataUrl } from "./favicon";

it("is the icon file the site also serves, as a data: URL that decodes to it", () => {
  expect(FAVICON_SVG).toBe(readFileSync(path.resolve(__dirname, "../../static/favicon.svg"), "utf8").trim());
  expect(FAVICON_HREF.startsWith("data:image/svg+xml,%3Csvg%20")).toBe(true);
  expect(decodeURIComponent(FAVICON_HREF.slice("data:image/svg+xml,".length))).toBe(FAVICON_SVG);
  expect(FAVICON_HREF).not.toMatch(/["'<>#\s]/);
  expect(svgDataUrl("<svg a=\"1\" b='2'>\n</svg>")).toBe("data:image/svg+xml,%3Csvg%20a=%221%22%20b=%272%27%3E%0A%3C/svg%3E");
});
