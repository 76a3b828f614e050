import path from "node:path";

/**
 * Decision 232: in Gatsby's browser bundles (`develop`, `build-javascript`) the header's and footer's islands are
 * src/templates/parts/header-islands.browser.ts, whose components load when each island mounts; the server
 * render keeps header-islands.ts (the entries themselves), so the static HTML is unchanged. The key is the module's
 * absolute path without extension: webpack resolves site-layout's relative import to it before matching aliases.
 */
export function headerIslandsAlias(root: string) {
  const parts = path.join(root, "src/templates/parts");
  return { resolve: { alias: { [`${path.join(parts, "header-islands")}$`]: path.join(parts, "header-islands.browser.ts") } } };
}
