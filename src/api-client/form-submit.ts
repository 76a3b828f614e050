// The public forms (contact, e-mail promo, review proposal) post through the site's one HTTP client
// (`api.request`: spec §7 headers, CSRF, zod-checked answers, typed ApiError). This file only turns the
// client's typed error into what a form shows: field errors at their fields, or one catalogue line.
import * as z from "zod/mini";
import { api, ensureCsrfCookie } from "./client";
import type { ApiError, HttpClient, ResponseSchema } from "./http";

export type SubmitResult<T> =
  | { ok: true; data: T }
  /** 400 with `{field: [messages]}`. */
  | { ok: false; kind: "fields"; fields: Record<string, string[]> }
  /** 429: the server's detail or first error text (spec §8), else the catalogue's "Too many attempts". */
  | { ok: false; kind: "rate-limited"; message: string | null }
  /** Another 4xx with a detail meant for the visitor (e.g. 404 "Not found."). */
  | { ok: false; kind: "message"; message: string }
  /** No answer at all: spec §8 "Request failed, try again in a few minutes." */
  | { ok: false; kind: "network" }
  /** 5xx, an answer we cannot read, a developer-facing 401/403: the catalogue's generic message. */
  | { ok: false; kind: "generic" };

/** What a form shows for the client's typed error. */
export function submitFailure(error: ApiError): Exclude<SubmitResult<never>, { ok: true }> {
  switch (error.kind) {
    case "network":
      return { ok: false, kind: "network" };
    case "rate-limited":
      return { ok: false, kind: "rate-limited", message: error.serverMessage };
    case "invalid-response":
    case "unauthorized":
      // A 401 detail ("credentials were not provided") is meant for developers: the generic text.
      return { ok: false, kind: "generic" };
    case "http": {
      const status = error.status ?? 500;
      const body = error.body;
      const hasDetail = !!body && typeof body === "object" && typeof (body as { detail?: unknown }).detail === "string";
      if (status === 400 && !hasDetail && Object.keys(error.fieldErrors).length) return { ok: false, kind: "fields", fields: error.fieldErrors };
      if (status < 500 && status !== 403 && hasDetail && error.serverMessage) return { ok: false, kind: "message", message: error.serverMessage };
      return { ok: false, kind: "generic" };
    }
  }
}

/** POSTs a public form's JSON; `schema` (zod classic or mini) checks the answer (none: any answer, 204 included, is fine). */
export async function postForm<T>(
  path: string,
  payload: unknown,
  schema?: ResponseSchema<T>,
  client: Pick<HttpClient, "request"> = api,
): Promise<SubmitResult<T>> {
  await ensureCsrfCookie();
  const result = await client.request({ method: "POST", path, body: payload, schema: (schema ?? z.unknown()) as ResponseSchema<T> });
  if (result.ok) return { ok: true, data: result.value.data };
  return submitFailure(result.error);
}
