import { config } from "zod/v4/core";

// The production CSP has no 'unsafe-eval'. zod 4 compiles object parsers with `new Function` and probes
// for it even when that throws, which the browser reports as a CSP violation; jitless mode does neither.
// It must run before any schema is built, so gatsby-browser imports this module first.
config({ jitless: true });
