/**
 * gatsby-script in Gatsby's production browser bundle (decision 247). Gatsby's browser entry re-exports the package
 * (`export * from "gatsby-script"`), and the i18n plugin's CommonJS `require("gatsby")` keeps every export of that
 * entry, so its `<Script>` (about 1 KB gzip of the app chunk) shipped to every app page. The site has no `<Script>`:
 * a test (gatsby-script.test.ts) fails if a source file imports it. The same names, so the entry's re-export builds;
 * a `<Script>` rendered in the browser throws, naming this decision, rather than silently loading nothing.
 */
export enum ScriptStrategy {
  postHydrate = "post-hydrate",
  idle = "idle",
  offMainThread = "off-main-thread",
}

export const scriptCache = new Set<string>();
export const scriptCallbackCache = new Map<string, unknown>();
export const collectedScriptsByPage = {
  get: (): unknown[] => [],
  set: (): void => undefined,
  delete: (): void => undefined,
};

export function Script(): never {
  throw new Error("gatsby-script's <Script> is not in this site's browser bundle (decision 247): load the script another way, or drop the stand-in.");
}
