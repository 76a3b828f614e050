/**
 * Error reporting (spec §8: server error messages go to an error-reporting service, except ignored
 * statuses). The interface is the subset of Sentry's browser SDK the client uses, so `Sentry` itself
 * can be passed in; nothing is reported until a reporter is configured.
 */
export interface ErrorReporter {
  captureMessage(message: string, context?: { level?: "error" | "warning"; extra?: Record<string, unknown>; tags?: Record<string, string> }): unknown;
  captureException(error: unknown, context?: { extra?: Record<string, unknown>; tags?: Record<string, string> }): unknown;
}

let current: ErrorReporter | null = null;

export function setErrorReporter(reporter: ErrorReporter | null): void {
  current = reporter;
}

export function getErrorReporter(): ErrorReporter | null {
  return current;
}
