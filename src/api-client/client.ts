import "../lib/zod-config";
import { createHttpClient } from "./http";
import { getErrorReporter } from "./http/reporter";

/** The site's one HTTP client instance (same origin: the sandbox or the hosting API behind the site). */
export const api = createHttpClient({ getReporter: getErrorReporter });
