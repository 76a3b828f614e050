/**
 * Typed errors of the HTTP client (spec §7, §8). The client never shows anything: it returns one of
 * these, and the hook that made the call decides what the user sees (usually `messageOf`).
 */

/** Keys of the error catalogue (`locales/<lang>/errors.json`, spec §8) the client itself can pick. */
export type ClientErrorKey = "errors:generic" | "errors:requestFailed" | "errors:tooManyAttempts";

export type ApiErrorKind =
  /** No answer at all: the server is down, the connection dropped, or the request was aborted. */
  | "network"
  /** An answer with a status outside 2xx (and not accepted by the call). */
  | "http"
  /** 401: not signed in, or a pending authentication stage (allauth). */
  | "unauthorized"
  /** 429. */
  | "rate-limited"
  /** A 2xx (or accepted) answer whose body is not JSON or does not match the call's zod schema. */
  | "invalid-response";

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  path: string;
  status: number | null;
  key: ClientErrorKey;
  serverMessage: string | null;
  code: string | null;
  fieldErrors: Record<string, string[]>;
  silent: boolean;
  ignored: boolean;
  body: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly path: string;
  /** HTTP status, or null when there was no answer. */
  readonly status: number | null;
  /** Catalogue key of the text to show when the caller has nothing better. */
  readonly key: ClientErrorKey;
  /** The server's own message (`detail`, first error text), when it sent one. */
  readonly serverMessage: string | null;
  /** The server's error code (`code` of a DRF-style body, or the first allauth error code). */
  readonly code: string | null;
  /** Field errors of a 400 (`param` → messages); `__all__` holds non-field errors. */
  readonly fieldErrors: Record<string, string[]>;
  /** Spec §8: the user is not told (401 on auth endpoints, 401 with the authenticated meta flag, ignored statuses). */
  readonly silent: boolean;
  /** The call listed this status as ignored: silent and not reported. */
  readonly ignored: boolean;
  /** The parsed JSON body (unknown shape), or null. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.serverMessage ?? `${init.method} ${init.path}: ${init.kind}${init.status === null ? "" : ` ${init.status}`}`, { cause: init.cause });
    this.name = "ApiError";
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.key = init.key;
    this.serverMessage = init.serverMessage;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
    this.silent = init.silent;
    this.ignored = init.ignored;
    this.body = init.body;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

type Translate = (key: string) => string;

/**
 * What a toast says for an error when the call has no text of its own: the 429 detail (spec §8: "detail
 * or first error text, else Too many attempts"), otherwise the catalogue text of the error's key.
 */
export function messageOf(error: ApiError, t: Translate): string {
  if (error.kind === "rate-limited") return error.serverMessage ?? t(error.key);
  return t(error.key);
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

/** The first message in a value that may be a string, a list, or `{message|detail}`. */
function firstText(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstText(item);
      if (found) return found;
    }
    return null;
  }
  const record = asRecord(value);
  if (record) return text(record.message) ?? text(record.detail);
  return text(value);
}

/**
 * Reads an error body of either API style: allauth (`{status, errors:[{code, message, param?}]}`) or
 * the hosting API's DRF style (`{detail, code}` or `{field: ["message"], non_field_errors: [...]}`).
 */
export function readErrorBody(body: unknown): { detail: string | null; firstError: string | null; code: string | null; fieldErrors: Record<string, string[]> } {
  const record = asRecord(body);
  const fieldErrors: Record<string, string[]> = {};
  // Spec §8: a payment creation error is a list of messages, of which the first is shown.
  if (Array.isArray(body)) {
    const messages = body.map(firstText).filter((m): m is string => !!m);
    if (messages.length) fieldErrors.__all__ = messages;
    return { detail: null, firstError: messages[0] ?? null, code: null, fieldErrors };
  }
  if (!record) return { detail: text(body), firstError: null, code: null, fieldErrors };
  const add = (field: string, message: string) => (fieldErrors[field] ??= []).push(message);
  let code = text(record.code);
  let firstError: string | null = null;
  if (Array.isArray(record.errors)) {
    // allauth envelope
    for (const item of record.errors) {
      const e = asRecord(item);
      const message = e ? (text(e.message) ?? text(e.detail)) : text(item);
      if (!message) continue;
      firstError ??= message;
      add(e && text(e.param) ? String(e.param) : "__all__", message);
      if (!code && e) code = text(e.code);
    }
  } else {
    // Nested serializers nest their errors ({"user": {"first_name": ["…"]}}): fields become "user.first_name".
    const walk = (entries: Array<[string, unknown]>, prefix: string) => {
      for (const [field, value] of entries) {
        // A string `code` is the error's code; a list under `code` is a field named "code" (the promo-code form).
        if (!prefix && (field === "detail" || field === "status" || (field === "code" && !Array.isArray(value)))) continue;
        const name = field === "non_field_errors" ? "__all__" : `${prefix}${field}`;
        const nested = asRecord(value);
        if (nested && !text(nested.message) && !text(nested.detail)) {
          walk(Object.entries(nested), `${name}.`);
          continue;
        }
        const messages = (Array.isArray(value) ? value : [value]).map(firstText).filter((m): m is string => !!m);
        for (const m of messages) add(name, m);
        firstError ??= messages[0] ?? null;
      }
    };
    walk(Object.entries(record), "");
  }
  return { detail: text(record.detail), firstError, code, fieldErrors };
}

/**
 * Spec §7: "a 206 with multipart errors has them merged". A partly successful answer lists the parts
 * that failed (`errors: [{detail}]`, `errors: ["text"]`, or allauth-style `{message}`); they are merged
 * into one list of texts, in order, without duplicates.
 */
export function mergePartialErrors(body: unknown): string[] {
  const record = asRecord(body);
  if (!record) return [];
  const merged: string[] = [];
  const push = (m: string | null) => {
    if (m && !merged.includes(m)) merged.push(m);
  };
  const visit = (value: unknown, prefix: string) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, prefix);
      return;
    }
    const e = asRecord(value);
    if (e) {
      const label = e.invoice ?? e.id ?? e.param;
      const message = text(e.detail) ?? text(e.message);
      if (message) push(label !== undefined && label !== null ? `#${String(label)}: ${message}` : message);
      else for (const [k, v] of Object.entries(e)) visit(v, k);
      return;
    }
    const t = text(value);
    if (t) push(prefix ? `${prefix}: ${t}` : t);
  };
  visit(record.errors, "");
  return merged;
}
