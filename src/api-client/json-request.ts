import { z } from "zod";
import { api } from "./client";
import { readDocumentCookie, CSRF_COOKIE, ALLAUTH_BASE } from "./http";

/**
 * A thin throwing adapter over the site's one HTTP client (`api.request`, spec §7 behaviour) for the
 * chat and partner screens: the answer's data, or a RequestError carrying status, code and field errors.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly code: string | undefined,
    private readonly fields: Record<string, string[]>,
  ) {
    super(typeof body === "object" && body && "detail" in body ? String((body as { detail: unknown }).detail) : `HTTP ${status}`);
  }
  /** First message of a field error `{field: [messages]}` of a 400. */
  field(name: string): string | undefined {
    return this.fields[name]?.[0];
  }
}

export async function requestJson<S extends z.ZodType>(
  path: string,
  schema: S | null,
  options: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; language?: string; ignoreStatuses?: readonly number[] } = {},
): Promise<z.infer<S>> {
  const result = await api.request({
    method: options.method ?? "GET",
    path,
    body: options.method && options.method !== "GET" ? (options.body ?? {}) : undefined,
    schema: schema ?? z.unknown(),
    ignoreStatuses: options.ignoreStatuses,
  });
  if (!result.ok) {
    const e = result.error;
    throw new RequestError(e.status ?? 0, e.body, e.code ?? undefined, e.fieldErrors);
  }
  return result.value.data as z.infer<S>;
}

/** Unsafe calls need the CSRF cookie; any answer of the allauth session call seeds it when missing. */
export async function ensureCsrfCookie(): Promise<void> {
  if (typeof document !== "undefined" && !readDocumentCookie(CSRF_COOKIE)) {
    await api.request({ path: `${ALLAUTH_BASE}/auth/session`, schema: z.unknown(), acceptStatuses: [401], ignoreStatuses: [401] });
  }
}
