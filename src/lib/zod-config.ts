/**
 * The production CSP has no 'unsafe-eval'. zod 4 compiles object parsers with `new Function` and probes
 * for it even when that throws, which the browser reports as a CSP violation; jitless mode does neither.
 * (Spec: the site's CSP is script-src 'self'.) It must be set before any schema is built. zod keeps its config on `globalThis.__zod_globalConfig`
 * and only creates it when missing, so gatsby-browser sets it first without loading zod on every page
 * (zod-config.test.ts checks zod still reads it from there).
 */
export function presetZodJitless(): void {
  const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  g.__zod_globalConfig ??= {};
  g.__zod_globalConfig.jitless = true;
}

presetZodJitless();
