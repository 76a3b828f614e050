import type * as core from "zod/v4/core";
import { ApiError, mergePartialErrors, readErrorBody, type ApiErrorKind, type ClientErrorKey } from "./errors";
import type { ErrorReporter } from "./reporter";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "X-CSRFToken";
/** allauth headless, browser client, as this site mounts it (contracts/allauth/SOURCE.md). */
export const ALLAUTH_BASE = "/auth/_allauth/browser/v1";

/**
 * An answer's schema: any zod schema, classic (`zod`) or mini (`zod/mini`); the client only calls its
 * `safeParse`. Content pages use zod/mini so they never load zod classic (decision 056).
 */
// `any` so a generic call can hand back `checked.data`; callers read the parsed type with `Parsed<S>`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above
export interface ResponseSchema<T = any> extends core.$ZodType<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** What a schema's successful parse gives. */
export type Parsed<S extends ResponseSchema> = core.output<S>;

export interface CallOptions<S extends ResponseSchema> {
  method?: HttpMethod;
  /** Path on the API origin, e.g. `/my/api/account/menu_context/`. */
  path: string;
  /** JSON body (sent with Content-Type: application/json). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Every answer is parsed with it: a body that does not match is an `invalid-response` error. */
  schema: S;
  /** Statuses outside 2xx whose body is an answer of this call (allauth's 401 with flows). */
  acceptStatuses?: readonly number[];
  /** Statuses the caller expects and handles: the error is silent and not reported (spec §8). */
  ignoreStatuses?: readonly number[];
  signal?: AbortSignal;
}

export interface Answer<T> {
  status: number;
  data: T;
  /** Spec §7: the failed parts of a 206, merged into one list of texts. */
  partialErrors: string[];
}

export type Result<T> = { ok: true; value: Answer<T> } | { ok: false; error: ApiError };

export interface HttpClientConfig {
  /** Origin of the API; "" for the site's own origin (the browser default). */
  baseUrl?: string;
  /** Reads a cookie by name; called before every request (the CSRF token rotates at login). */
  readCookie?: (name: string) => string | null;
  /** The current interface language, sent as accept-language. */
  getLanguage?: () => string;
  /** Error reporter (Sentry-compatible); read on every error so it can be configured later. */
  getReporter?: () => ErrorReporter | null;
  fetch?: typeof fetch;
}

/** Spec §6: this 403 suppresses the error toast. */
export const SILENT_403_CODE = "PERSONAL_INFO_NOT_PROVIDED_BY_MAIN_ACCOUNT";

const UNSAFE = new Set<HttpMethod>(["POST", "PUT", "PATCH", "DELETE"]);

/** `document.cookie` parsed on each call (never cached: the token changes at login and signup). */
export function readDocumentCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

export function documentLanguage(): string {
  if (typeof document === "undefined") return "en";
  return document.documentElement.lang || "en";
}

export const isAuthEndpoint = (path: string): boolean => path.startsWith(`${ALLAUTH_BASE}/`) || path === ALLAUTH_BASE;

function metaHasAuthFlag(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const meta = (body as { meta?: unknown }).meta;
  return !!meta && typeof meta === "object" && "is_authenticated" in meta;
}

/**
 * The one HTTP client of the site (spec §7, ARCHITECTURE.md "API layer"). It sends the shared headers,
 * parses every answer with the call's zod schema and turns every failure into a typed `ApiError`.
 * It shows nothing and navigates nowhere.
 */
export function createHttpClient(config: HttpClientConfig = {}) {
  const baseUrl = config.baseUrl ?? "";
  const readCookie = config.readCookie ?? readDocumentCookie;
  const getLanguage = config.getLanguage ?? documentLanguage;
  const getReporter = config.getReporter ?? (() => null);
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  function report(error: ApiError): void {
    const reporter = getReporter();
    if (!reporter || error.ignored || error.silent) return;
    const extra = { method: error.method, path: error.path, status: error.status, code: error.code };
    try {
      if (error.kind === "network" || error.kind === "invalid-response") reporter.captureException(error, { extra, tags: { kind: error.kind } });
      else
        reporter.captureMessage(error.serverMessage ?? `${error.method} ${error.path} answered ${error.status}`, {
          level: "error",
          extra,
          tags: { kind: error.kind },
        });
    } catch {
      // A broken reporter must never break the call.
    }
  }

  async function request<S extends ResponseSchema>(options: CallOptions<S>): Promise<Result<Parsed<S>>> {
    const method = options.method ?? "GET";
    const { path } = options;
    const headers: Record<string, string> = {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      "Accept-Language": getLanguage(),
      ...options.headers,
    };
    if (UNSAFE.has(method)) {
      const token = readCookie(CSRF_COOKIE);
      if (token) headers[CSRF_HEADER] = token;
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }

    const fail = (kind: ApiErrorKind, status: number | null, parsedBody: unknown, extra: { key?: ClientErrorKey; cause?: unknown } = {}): Result<never> => {
      // A malformed answer's fields are not messages from the server: only error answers are read.
      const read = kind === "invalid-response" || kind === "network" ? readErrorBody(null) : readErrorBody(parsedBody);
      const ignored = status !== null && (options.ignoreStatuses ?? []).includes(status);
      let key: ClientErrorKey = extra.key ?? (kind === "network" ? "errors:requestFailed" : "errors:generic");
      let serverMessage = read.detail ?? read.firstError;
      if (kind === "rate-limited") {
        key = "errors:tooManyAttempts";
        // Spec §8: only a POST shows the server's detail or first error text.
        serverMessage = method === "POST" ? (read.detail ?? read.firstError) : null;
      }
      const silent =
        ignored ||
        (kind === "unauthorized" && (isAuthEndpoint(path) || metaHasAuthFlag(parsedBody))) ||
        // Spec §6: a second login whose main account has no personal data is not an error to show.
        (status === 403 && read.code === SILENT_403_CODE);
      const error = new ApiError({
        kind,
        method,
        path,
        status,
        key,
        serverMessage,
        code: read.code,
        fieldErrors: read.fieldErrors,
        silent,
        ignored,
        body: parsedBody,
        cause: extra.cause,
      });
      report(error);
      return { ok: false, error };
    };

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, { method, headers, body, credentials: "include", signal: options.signal });
    } catch (cause) {
      return fail("network", null, null, { cause });
    }

    let raw: string;
    try {
      raw = response.status === 204 ? "" : await response.text();
    } catch (cause) {
      return fail("network", response.status, null, { cause });
    }
    let parsed: unknown = undefined;
    let isJson = true;
    if (raw !== "") {
      try {
        parsed = JSON.parse(raw);
      } catch {
        isJson = false;
        parsed = null;
      }
    }

    const accepted = (response.status >= 200 && response.status < 300) || (options.acceptStatuses ?? []).includes(response.status);
    if (!accepted) {
      const kind: ApiErrorKind = response.status === 401 ? "unauthorized" : response.status === 429 ? "rate-limited" : "http";
      return fail(kind, response.status, isJson ? parsed : null);
    }
    if (!isJson) return fail("invalid-response", response.status, null, { cause: new Error("The answer is not JSON") });
    // 204 has no body: the schema sees `undefined` (calls that expect 204 say so with z.undefined()/z.unknown()).
    const checked = options.schema.safeParse(response.status === 204 ? undefined : parsed);
    if (!checked.success) return fail("invalid-response", response.status, parsed, { cause: checked.error });
    return { ok: true, value: { status: response.status, data: checked.data, partialErrors: response.status === 206 ? mergePartialErrors(parsed) : [] } };
  }

  return { request };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
