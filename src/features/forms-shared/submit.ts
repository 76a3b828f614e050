// The ONE place the public forms (contact, e-mail promo, review proposal) talk to the hosting API.
// It follows spec §7's shared request rules (X-Requested-With, CSRF header from the csrftoken cookie,
// accept-language, credentials, JSON, 204 without body) and turns answers into a typed result the form
// shows. When the shared client of src/api-client/ lands, swap the body of `postForm` for it: the forms do not change.
import type { z } from "zod";

export type SubmitResult<T> =
  | { ok: true; data: T }
  /** 400 with `{field: [messages]}`. */
  | { ok: false; kind: "fields"; fields: Record<string, string[]> }
  /** 429 (or another 4xx with `detail`): a message from the server to show as it is. */
  | { ok: false; kind: "rate-limited"; message: string | null }
  | { ok: false; kind: "message"; message: string }
  /** Network failure, 5xx, or an answer we cannot read: the catalogue's generic message. */
  | { ok: false; kind: "generic" };

const CSRF_COOKIE = "csrftoken";
/** Any GET answer of the API seeds the csrftoken cookie when it is missing (sandbox/README.md). */
const CSRF_SEED_PATH = "/my/api/features/";

export function readCookie(name: string, cookie = typeof document === "undefined" ? "" : document.cookie): string | null {
  for (const part of cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

async function csrfToken(fetchImpl: typeof fetch): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  try {
    await fetchImpl(CSRF_SEED_PATH, { credentials: "same-origin", headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" } });
  } catch {
    return null;
  }
  return readCookie(CSRF_COOKIE);
}

function isFieldErrors(body: unknown): body is Record<string, string[]> {
  return (
    !!body &&
    typeof body === "object" &&
    !Array.isArray(body) &&
    !("detail" in body) &&
    Object.keys(body).length > 0 &&
    Object.values(body).every((v) => Array.isArray(v) && v.every((m) => typeof m === "string"))
  );
}

function detailOf(body: unknown): string | null {
  if (body && typeof body === "object" && "detail" in body && typeof (body as { detail: unknown }).detail === "string") return (body as { detail: string }).detail;
  return null;
}

/** First message of a field-error body (spec §8: a 429 shows detail or the first error text). */
function firstFieldMessage(body: unknown): string | null {
  if (!isFieldErrors(body)) return null;
  return Object.values(body).flat()[0] ?? null;
}

export async function postForm<T>(path: string, payload: unknown, schema?: z.ZodType<T>, fetchImpl: typeof fetch = fetch): Promise<SubmitResult<T>> {
  let response: Response;
  try {
    const token = await csrfToken(fetchImpl);
    response = await fetchImpl(path, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "X-Requested-With": "XMLHttpRequest",
        "Accept-Language": typeof document === "undefined" ? "en" : document.documentElement.lang || "en",
        ...(token ? { "X-CSRFToken": token } : {}),
      },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, kind: "generic" };
  }
  const text = await response.text().catch(() => "");
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, kind: "generic" };
    }
  }
  if (response.ok) {
    if (!schema) return { ok: true, data: body as T };
    const parsed = schema.safeParse(body);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, kind: "generic" };
  }
  if (response.status === 429) return { ok: false, kind: "rate-limited", message: detailOf(body) ?? firstFieldMessage(body) };
  if (response.status === 400 && isFieldErrors(body)) return { ok: false, kind: "fields", fields: body };
  if (response.status < 500) {
    const detail = detailOf(body);
    // A 401/403 detail ("credentials were not provided") is meant for developers: the generic text instead.
    if (detail && response.status !== 401 && response.status !== 403) return { ok: false, kind: "message", message: detail };
  }
  return { ok: false, kind: "generic" };
}
