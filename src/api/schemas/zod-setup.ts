import { z } from "zod";

// The site's strict CSP (docs/decisions/005) forbids eval. zod probes for it (`new Function("")`) when it
// builds an object schema, and the browser reports that probe as a CSP violation even though zod catches
// it. jitless skips the probe; it must run before any schema is built, so every schema module imports
// this file first.
z.config({ jitless: true });
