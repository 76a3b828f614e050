import { readFileSync } from "node:fs";
import path from "node:path";

// The static pages' stylesheet must be the site's (gatsby-browser.tsx's imports, in order) without the
// account's and the partner programme's: a stylesheet added to the site and forgotten here would leave
// content pages unstyled.
const root = path.resolve(__dirname, "../..");
const imports = (file: string, re: RegExp) => [...readFileSync(path.join(root, file), "utf8").matchAll(re)].map((m) => path.basename(m[1]!));

test("content.css imports the site's stylesheets in gatsby-browser's order, less account.css, checkout.css and partner.css", () => {
  const site = imports("gatsby-browser.tsx", /^import "\.\/src\/styles\/([^"]+)";$/gm);
  expect(site.length).toBeGreaterThan(5);
  expect(imports("src/islands/content.css", /^@import "\.\.\/styles\/([^"]+)";$/gm)).toEqual(
    site.filter((f) => !["account.css", "checkout.css", "partner.css"].includes(f)),
  );
});
