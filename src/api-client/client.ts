import "../lib/zod-config";
// zod/mini, not zod classic: this module is on every page that makes a call (decision 056).
import * as z from "zod/mini";
import { createHttpClient, readDocumentCookie, CSRF_COOKIE, type CallOptions, type Parsed, type ResponseSchema } from "./http";
import { getErrorReporter } from "./http/reporter";
import { fetchOrEarly } from "./early-answers";

// Spec §8: server errors go to the error-reporting service when the build names one (GATSBY_SENTRY_DSN);
// off otherwise. Done here, not in gatsby-browser, so content pages that make no calls carry none of it;
// and its code (the envelope reporter) is a chunk of its own, fetched only when the build names a service
// (decision 122). The client reads the reporter on every error, so it reports from the moment that chunk
// has run.
const errorReportingDsn = process.env.GATSBY_SENTRY_DSN;
if (errorReportingDsn)
  void import("./http/configure-reporting")
    .then(({ configureErrorReporting }) => configureErrorReporting(errorReportingDsn, process.env.GATSBY_SENTRY_ENVIRONMENT))
    .catch(() => undefined);

/** The site's one HTTP client instance (same origin: the sandbox or the hosting API behind the site). */
// It takes the answers of calls the account's early-calls script started before the app loaded (decision 126).
export const api = createHttpClient({ getReporter: getErrorReporter, fetch: fetchOrEarly });

/**
 * `api.request` for callers that prefer a throw: the answer's data, or the call's typed `ApiError`
 * (kind, status, code, field errors, catalogue key) thrown as it is — never a lossy copy of it.
 */
export async function call<S extends ResponseSchema>(options: CallOptions<S>): Promise<Parsed<S>> {
  const result = await api.request(options);
  if (!result.ok) throw result.error;
  return result.value.data;
}

/** Any GET answer of the API seeds the csrftoken cookie when it is missing (sandbox/README.md). */
const CSRF_SEED_PATH = "/my/api/features/";

/**
 * Unsafe calls made before anything else on the page (public forms, chat, partner payout) need the
 * CSRF cookie first: one GET seeds it. Its failure is not this call's to show — the unsafe call that
 * follows fails in its own words.
 */
export async function ensureCsrfCookie(): Promise<void> {
  if (typeof document === "undefined" || readDocumentCookie(CSRF_COOKIE)) return;
  await api.request({ path: CSRF_SEED_PATH, schema: z.unknown() });
}
