import "../lib/zod-config";
import { createHttpClient } from "./http";
import { configureErrorReporting } from "./http/configure-reporting";
import { getErrorReporter } from "./http/reporter";

// Spec §8: server errors go to the error-reporting service when the build names one (GATSBY_SENTRY_DSN);
// off otherwise. Done here, not in gatsby-browser, so content pages that make no calls carry none of it.
configureErrorReporting(process.env.GATSBY_SENTRY_DSN, process.env.GATSBY_SENTRY_ENVIRONMENT);

/** The site's one HTTP client instance (same origin: the sandbox or the hosting API behind the site). */
export const api = createHttpClient({ getReporter: getErrorReporter });
