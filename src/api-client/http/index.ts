export { createHttpClient, readDocumentCookie, documentLanguage, isAuthEndpoint, ALLAUTH_BASE, CSRF_COOKIE, CSRF_HEADER } from "./client";
export type { HttpClient, CallOptions, Answer, Result, HttpMethod, HttpClientConfig, ResponseSchema, Parsed } from "./client";
export { ApiError, isApiError, messageOf, readErrorBody, mergePartialErrors } from "./errors";
export type { ApiErrorKind, ApiErrorInit, ClientErrorKey } from "./errors";
export { setErrorReporter, getErrorReporter } from "./reporter";
export type { ErrorReporter } from "./reporter";
