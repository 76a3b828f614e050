import { config } from "zod";

// Zod 4 compiles object parsers with `new Function` unless told not to, and probes for it with a
// `new Function("")` that the site's Content-Security-Policy (script-src 'self', no 'unsafe-eval')
// reports as a violation. Jitless parsing is plenty fast for API answers. Must run before any schema
// is defined, so gatsby-browser imports it first.
config({ jitless: true });
