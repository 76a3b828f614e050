import { setErrorReporter } from "./reporter";
import { createEnvelopeReporter, parseDsn } from "./sentry-envelope";

/**
 * Turns error reporting on when the build was given a DSN (GATSBY_SENTRY_DSN); off otherwise.
 * Returns whether a reporter was configured.
 */
export function configureErrorReporting(dsn: string | undefined, environment?: string): boolean {
  const parsed = parseDsn(dsn);
  if (!parsed) return false;
  setErrorReporter(createEnvelopeReporter(parsed, { environment, pageUrl: () => (typeof window === "undefined" ? undefined : window.location.href) }));
  return true;
}
