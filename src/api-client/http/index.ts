export { createHttpClient, readDocumentCookie, ALLAUTH_BASE, CSRF_COOKIE, CSRF_HEADER } from "./client";
export type { HttpClient, CallOptions, Result, HttpMethod, ResponseSchema, Parsed } from "./client";
export { ApiError, isApiError, messageOf } from "./errors";
export type { ApiErrorInit } from "./errors";
