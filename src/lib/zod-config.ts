import { config } from "zod/v4/core";

// zod 4 compiles object parsers with `new Function` when eval is allowed, and probes for it once.
// The site's CSP has no 'unsafe-eval' (src/build/security-headers.ts), so the probe is a CSP
// violation: turn the compiler off before any schema is built (gatsby-browser imports this first).
// Only zod's small core config module is imported, so content pages do not carry zod.
config({ jitless: true });
