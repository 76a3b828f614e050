/**
 * Gatsby's `<Slice>` (.cache/slice.js) in the production browser bundle (decision 249). Gatsby's browser entry
 * re-exports it, and the i18n plugin's CommonJS `require("gatsby")` keeps every export of that entry, so the
 * component with its server and inline renderers (about 1 KB gzip of the app chunk) shipped to every app page. The
 * site makes no slice (no `createSlice`) and renders no `<Slice>`: gatsby-slice.test.ts fails if a source file
 * does. The slices' context (.cache/slice/context.js), which Gatsby's production app provides, stays. A `<Slice>`
 * rendered in the browser throws, naming this decision, rather than silently rendering nothing.
 */
export function Slice(): never {
  throw new Error("Gatsby's <Slice> is not in this site's browser bundle (decision 249): drop the stand-in to use slices.");
}
